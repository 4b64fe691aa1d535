import { useCallback, useRef } from 'react'
import useSWR from 'swr'
import type { MessagesResponse, ThreadReadResponse, ThreadsResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'
import { apiFetch } from '@/web/src/lib/api-client'
import { clientDataKeys, refreshMessages } from '@/web/src/lib/client-data'
import { useMessagesText } from '../i18n'
import { LIST_MESSAGES_ERROR } from './list-messages'

/** Spec 1 §7: the text a failed read-marking shows. */
export const MARK_READ_ERROR = 'Erreur lors de la mise à jour du message'

/** Under the inbox's key, so `refreshMessages(userId)` refetches them after a read or a send. */
export const threadsKey = (userId: number, page: number) => `${clientDataKeys.messages(userId)}/threads${page > 1 ? `?page=${page}` : ''}`
export const threadMessagesKey = (userId: number, threadId: number) => `${clientDataKeys.messages(userId)}?threadId=${threadId}&limit=100`

async function read<T>(key: string): Promise<T> {
  try {
    return await apiFetch<T>(key)
  } catch (error) {
    throw new Error(LIST_MESSAGES_ERROR, { cause: error })
  }
}

/** GET /api/messages/{userId}/threads: the client's conversations, newest activity first. */
export const useThreads = (userId: number, page: number) => useSWR<ThreadsResponse>(threadsKey(userId, page), read)

/** One conversation's messages (its latest 100, newest first as the server sends them). */
export const useThreadMessages = (userId: number, threadId: number | null) =>
  useSWR<MessagesResponse>(threadId === null ? null : threadMessagesKey(userId, threadId), read)

/**
 * Opening a conversation with unread support messages marks them read in one call, once (a
 * second open while it runs sends nothing), then refetches the inbox and the overview.
 */
export function useMarkThreadRead(userId: number) {
  const t = useMessagesText()
  const pending = useRef(new Set<number>())
  return useCallback(
    async (threadId: number) => {
      if (pending.current.has(threadId)) return
      pending.current.add(threadId)
      try {
        await apiFetch<ThreadReadResponse>(`/api/messages/${userId}/threads/${threadId}/read`, { method: 'PATCH' })
        await refreshMessages(userId)
      } catch {
        toast({ variant: 'destructive', title: t('toast.error'), description: t('toast.readFailed') })
      } finally {
        pending.current.delete(threadId)
      }
    },
    [userId, t],
  )
}
