import { Inbox } from 'lucide-react'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
import { LIST_MESSAGES_ERROR } from '../api/list-messages'

/** Spec 1 §4: 'Chargement des messages…'. */
export const InboxLoading = () => <PanelLoading label="Chargement des messages…" />

/** A failed read: the spec's text and a way out. */
export const InboxError = ({ onRetry, message = LIST_MESSAGES_ERROR }: { onRetry: () => void; message?: string }) => (
  <PanelError message={message} onRetry={onRetry} />
)

/** Spec 1 §4: no message yet (the header's "Nouveau message" is the way to write first). */
export function InboxEmpty() {
  return (
    <EmptyState icon={<Inbox size={22} />}>
      Aucun message pour le moment. Nos experts vous contacteront dès que vous aurez une démarche en cours.
    </EmptyState>
  )
}
