import { ArrowLeft } from 'lucide-react'
import styled from 'styled-components'
import type { ApiThread } from '@/contract/messages'
import { Button } from '@/web/src/components/ui/button'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
import { ThreadMessages } from '../../components/thread-messages'
import { ThreadReplyForm } from '../../components/thread-reply-form'
import { sendAdminMessage } from '../api/message-actions'
import { USER_MESSAGES_ERROR, useAdminThreadMessages } from '../api/user-threads'

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h3 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`

/** An opened conversation in the back-office: its messages, oldest first, and the composer under them. */
export function AdminThread({
  userId,
  thread,
  onBack,
  onSent,
}: {
  userId: number
  thread: ApiThread
  onBack: () => void
  onSent: () => Promise<void>
}) {
  const messages = useAdminThreadMessages(userId, thread.id)
  const onSend = async (content: string) => {
    if (!(await sendAdminMessage(userId, { subject: thread.subject, content, threadId: thread.id }))) return false
    await Promise.all([messages.mutate(), onSent()])
    return true
  }
  const headingId = `admin-thread-${thread.id}`
  return (
    <Wrap aria-labelledby={headingId}>
      <div>
        <Button $variant="ghost" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          Toutes les conversations
        </Button>
      </div>
      <h3 id={headingId}>{thread.subject}</h3>
      {messages.data ? (
        <ThreadMessages
          messages={[...messages.data.messages].reverse()}
          readerIsStaff
          label="Messages de la conversation, du plus ancien au plus récent"
        />
      ) : messages.error ? (
        <PanelError message={USER_MESSAGES_ERROR} onRetry={() => void messages.mutate()} />
      ) : (
        <PanelLoading label="Chargement des messages…" />
      )}
      <ThreadReplyForm onSend={onSend} hint="Le client reçoit un email l’invitant à lire votre réponse dans son espace." />
    </Wrap>
  )
}
