import type { ApiDocument } from '@/contract/documents'
import { Badge, type BadgeTone } from '@/web/src/components/ui/badge'
import { useDocumentsText } from '../i18n'

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
  const t = useDocumentsText()
  if (document.from === 'staff' && document.status === 'accepted') return <Badge $tone="success">{t('status.available')}</Badge>
  const known = (['submitted', 'accepted', 'rejected'] as const).find((status) => status === document.status)
  return <Badge $tone={TONES[document.status] ?? 'neutral'}>{known ? t(`status.${known}`) : t('status.unknown')}</Badge>
}
