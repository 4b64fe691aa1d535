/**
 * A client's conversations as the back-office reads them (issue 35 item 1): GET
 * /api/messages/{userId}/threads with the admin session, newest activity first, older pages
 * appended; and one conversation's messages.
 */
import useSWR from 'swr'
import useSWRInfinite from 'swr/infinite'
import type { MessagesResponse, ThreadsResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'

/** Spec 2 §8: the text of a failed history read. */
export const USER_MESSAGES_ERROR = 'Erreur lors de la récupération des messages'

const PAGE_SIZE = 20

export function useUserThreads(userId: number) {
  const pages = useSWRInfinite<ThreadsResponse>(
    (index, previous: ThreadsResponse | null) =>
      previous && index >= previous.totalPages ? null : `/api/messages/${userId}/threads?page=${index + 1}&limit=${PAGE_SIZE}`,
    { revalidateFirstPage: false, onError: () => toast({ variant: 'destructive', title: 'Erreur', description: USER_MESSAGES_ERROR }) },
  )
  const first = pages.data?.[0]
  const last = pages.data?.at(-1)
  return {
    threads: pages.data?.flatMap((page) => page.threads) ?? [],
    total: first?.total ?? 0,
    /** The client's messages support has not read, over all conversations. */
    unread: first?.unread ?? 0,
    hasMore: Boolean(last && last.page < last.totalPages),
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    error: pages.error as unknown,
    loadMore: () => void pages.setSize(pages.size + 1),
    refresh: () => pages.mutate(),
  }
}

/** One conversation's latest 100 messages, newest first as the server sends them. */
export const useAdminThreadMessages = (userId: number, threadId: number) =>
  useSWR<MessagesResponse>(`/api/messages/${userId}?threadId=${threadId}&limit=100`)
