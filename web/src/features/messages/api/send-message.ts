import { useCallback } from 'react'
import type { ApiMessage, MessageResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'
import { apiFetch, serverMessage } from '@/web/src/lib/api-client'
import { refreshMessages } from '@/web/src/lib/client-data'

/** The toast text when the server gives no French message of its own (network failure…). */
export const SEND_MESSAGE_ERROR = 'Erreur lors de l’envoi du message'

export interface SendMessageInput {
  subject: string
  content: string
  /** The project the answered message is linked to, if any. */
  projectId?: number
  /** The conversation answered: its first message's id. */
  threadId?: number
}

/**
 * POST /api/messages/{userId} {subject, content, projectId?} → 201 {success, message}. The
 * server sets `fromAdmin` from the session (a client's message is a reply). Failures throw an
 * ApiError whose `data.error` is French (validation, rate limit, unknown project).
 */
export const sendMessage = (userId: number, input: SendMessageInput) =>
  apiFetch<MessageResponse>(`/api/messages/${userId}`, { method: 'POST', body: input })

/**
 * Sends a message from the client, says so in a toast and refetches the inbox (and the
 * overview's count) before answering, so the new message is in the list when the screen
 * selects it. Answers the created message, or null after an error toast.
 */
export function useSendMessage(userId: number) {
  return useCallback(
    async (input: SendMessageInput): Promise<ApiMessage | null> => {
      let sent: ApiMessage
      try {
        sent = (await sendMessage(userId, input)).message
      } catch (error) {
        toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, SEND_MESSAGE_ERROR) })
        return null
      }
      toast({ title: 'Message envoyé', description: 'Votre message a bien été transmis à notre équipe.' })
      // A failed refetch shows in the list itself; the message is sent either way.
      await refreshMessages(userId).catch(() => undefined)
      return sent
    },
    [userId],
  )
}
