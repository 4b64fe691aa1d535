import { type ApiDocument, DOCUMENT_STATUS_LABELS } from '@/contract/documents'
import { Badge, type BadgeTone } from '@/web/src/components/ui/badge'

const TONES: Record<ApiDocument['status'], BadgeTone> = {
  submitted: 'progress',
  accepted: 'success',
  rejected: 'danger',
}

/**
 * Where a file stands, in colour and in words, the same on both sides. A document the team
 * returns is not "accepted" from the client's point of view: it is simply available.
 */
export function DocumentStatusBadge({ document }: { document: Pick<ApiDocument, 'status' | 'from'> }) {
  if (document.from === 'staff' && document.status === 'accepted') return <Badge $tone="success">Disponible</Badge>
  return <Badge $tone={TONES[document.status] ?? 'neutral'}>{DOCUMENT_STATUS_LABELS[document.status] ?? 'Inconnu'}</Badge>
}
