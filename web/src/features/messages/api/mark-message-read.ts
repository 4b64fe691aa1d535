import { useCallback, useRef } from 'react'
import type { ApiMessage, MessageResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'
import { apiFetch } from '@/web/src/lib/api-client'
import { refreshMessages } from '@/web/src/lib/client-data'

/** Spec 1 §7: the text a failed read-marking shows. */
export const MARK_READ_ERROR = 'Erreur lors de la mise à jour du message'

/** PATCH /api/messages/{messageId}/read → {success, message}; any failure throws the spec's French text. */
export async function markMessageRead(messageId: number): Promise<MessageResponse> {
  try {
    return await apiFetch<MessageResponse>(`/api/messages/${messageId}/read`, { method: 'PATCH' })
  } catch (error) {
    throw new Error(MARK_READ_ERROR, { cause: error })
  }
}

/** Only support's messages are addressed to the client: opening one's own reply changes nothing. */
export const needsReadMark = (message: ApiMessage) => message.fromAdmin && !message.isRead

/**
 * Marks a support message as read when the client opens it, once (a second click while the
 * call is under way sends nothing), then refetches the inbox and the overview's unread count.
 * A failure shows a toast; the message stays 'Non lu' and opening it again retries.
 */
export function useMarkMessageRead(userId: number) {
  const pending = useRef(new Set<number>())
  return useCallback(
    async (message: ApiMessage) => {
      if (!needsReadMark(message) || pending.current.has(message.id)) return
      pending.current.add(message.id)
      try {
        await markMessageRead(message.id)
        await refreshMessages(userId)
      } catch (error) {
        toast({ variant: 'destructive', title: 'Erreur', description: error instanceof Error ? error.message : MARK_READ_ERROR })
      } finally {
        pending.current.delete(message.id)
      }
    },
    [userId],
  )
}
