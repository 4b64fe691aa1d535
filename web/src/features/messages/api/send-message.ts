import { useCallback } from 'react'
import { ATTACHMENT_FIELD, type ApiMessage, type MessageResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'
import { apiFetch, formDataOf, serverMessage } from '@/web/src/lib/api-client'
import { refreshMessages } from '@/web/src/lib/client-data'
import { useMessagesText } from '../i18n'

/** The toast text when the server gives no French message of its own (network failure…). */
export const SEND_MESSAGE_ERROR = 'Erreur lors de l’envoi du message'

export interface SendMessageInput {
  subject: string
  content: string
  /** The project the answered message is linked to, if any. */
  projectId?: number
  /** The conversation answered: its first message's id. */
  threadId?: number
  /** Up to 5 files (PDF, JPEG, PNG, 10 Mo each): then the message goes as multipart. */
  files?: readonly File[]
}

/**
 * POST /api/messages/{userId} {subject, content, projectId?, threadId?} → 201 {success, message};
 * with files, the same fields then the `files` parts as multipart/form-data. The server sets
 * `fromAdmin` from the session (a client's message is a reply). Failures throw an ApiError whose
 * `data.error` is French (validation, a refused file, rate limit, unknown project).
 */
export const sendMessage = (userId: number, { files = [], ...draft }: SendMessageInput & { fromAdmin?: boolean }) =>
  apiFetch<MessageResponse>(`/api/messages/${userId}`, {
    method: 'POST',
    body:
      files.length > 0
        ? formDataOf(
            { subject: draft.subject, content: draft.content, projectId: draft.projectId, threadId: draft.threadId },
            ATTACHMENT_FIELD,
            files,
          )
        : draft,
  })

/**
 * Sends a message from the client, says so in a toast and refetches the inbox (and the
 * overview's count) before answering, so the new message is in the list when the screen
 * selects it. Answers the created message, or null after an error toast.
 */
export function useSendMessage(userId: number) {
  const t = useMessagesText()
  return useCallback(
    async (input: SendMessageInput): Promise<ApiMessage | null> => {
      let sent: ApiMessage
      try {
        sent = (await sendMessage(userId, input)).message
      } catch (error) {
        toast({ variant: 'destructive', title: t('toast.error'), description: serverMessage(error, t('toast.sendFailed')) })
        return null
      }
      toast({ title: t('toast.sent.title'), description: t('toast.sent.description') })
      // A failed refetch shows in the list itself; the message is sent either way.
      await refreshMessages(userId).catch(() => undefined)
      return sent
    },
    [userId, t],
  )
}
