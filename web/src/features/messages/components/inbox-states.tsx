import { Inbox } from 'lucide-react'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
import { useMessagesText } from '../i18n'

/** Spec 1 §4: 'Chargement des messages…'. */
export function InboxLoading() {
  const t = useMessagesText()
  return <PanelLoading label={t('inbox.loading')} />
}

/** A failed read: the spec's text and a way out. */
export function InboxError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useMessagesText()
  return <PanelError message={message ?? t('inbox.error')} onRetry={onRetry} />
}

/** Spec 1 §4: no message yet (the header's "Nouveau message" is the way to write first). */
export function InboxEmpty() {
  const t = useMessagesText()
  return <EmptyState icon={<Inbox size={22} />}>{t('inbox.empty')}</EmptyState>
}
