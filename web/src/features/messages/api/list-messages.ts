import useSWR from 'swr'
import type { MessagesResponse } from '@/contract/messages'
import { apiFetch } from '@/web/src/lib/api-client'
import { clientDataKeys } from '@/web/src/lib/client-data'

/** Spec 1 §7: the text a failed list read shows. */
export const LIST_MESSAGES_ERROR = 'Erreur lors de la récupération des messages'

/**
 * The SWR key of one page of a client's inbox: the shared key for the first page (the one
 * `refreshMessages` and the overview know), `?page=N` under it for older ones. The server's
 * page size (20) applies.
 */
export const messagesPageKey = (userId: number, page: number) =>
  page <= 1 ? clientDataKeys.messages(userId) : `${clientDataKeys.messages(userId)}?page=${page}`

/** GET /api/messages/{userId}?page=N → one page, newest first; any failure throws the spec's French text. */
export async function fetchMessages(key: string): Promise<MessagesResponse> {
  try {
    return await apiFetch<MessagesResponse>(key)
  } catch (error) {
    throw new Error(LIST_MESSAGES_ERROR, { cause: error })
  }
}

/** One page of the inbox, kept fresh by `refreshMessages(userId)` after a read or a send. */
export const useMessagesPage = (userId: number, page: number) => useSWR<MessagesResponse>(messagesPageKey(userId, page), fetchMessages)
