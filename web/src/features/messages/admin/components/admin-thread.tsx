import { ArrowLeft, CheckCircle2, FolderInput } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import type { ApiAttachment, ApiThread } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
import { ThreadMessages } from '../../components/thread-messages'
import { ThreadReplyForm } from '../../components/thread-reply-form'
import { sendAdminMessage } from '../api/message-actions'
import { USER_MESSAGES_ERROR, useAdminThreadMessages } from '../api/user-threads'
import { FileAttachmentDialog } from './file-attachment-dialog'

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

const Filed = styled(Badge)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`

/**
 * An opened conversation in the back-office: its messages, oldest first, and the composer under
 * them. Each file of the client's messages can be filed as one of its project's documents
 * (« Classer dans un projet »); once filed, it says so.
 */
export function AdminThread({
  userId,
  clientEmail,
  thread,
  onBack,
  onSent,
}: {
  userId: number
  /** Finds the client's projects for filing its attachments. */
  clientEmail: string
  thread: ApiThread
  onBack: () => void
  onSent: () => Promise<void>
}) {
  const messages = useAdminThreadMessages(userId, thread.id)
  const [filing, setFiling] = useState<ApiAttachment | null>(null)
  const onSend = async (content: string, files: File[]) => {
    if (!(await sendAdminMessage(userId, { subject: thread.subject, content, threadId: thread.id, files }))) return false
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
          attachmentAction={(attachment, message) =>
            message.fromAdmin ? null : attachment.filedAs ? (
              <Filed $tone="success">
                <CheckCircle2 size={14} aria-hidden="true" />
                Classée comme document
              </Filed>
            ) : (
              <Button $variant="ghost" onClick={() => setFiling(attachment)} aria-label={`Classer ${attachment.fileName} dans un projet`}>
                <FolderInput size={18} aria-hidden="true" />
                Classer dans un projet
              </Button>
            )
          }
        />
      ) : messages.error ? (
        <PanelError message={USER_MESSAGES_ERROR} onRetry={() => void messages.mutate()} />
      ) : (
        <PanelLoading label="Chargement des messages…" />
      )}
      <ThreadReplyForm onSend={onSend} hint="Le client reçoit un email l’invitant à lire votre réponse dans son espace." />
      <FileAttachmentDialog
        attachment={filing}
        client={{ id: userId, email: clientEmail }}
        onClose={() => setFiling(null)}
        onFiled={() => messages.mutate()}
      />
    </Wrap>
  )
}
