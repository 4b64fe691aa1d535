/**
 * A client's thread as the back-office reads it: GET /api/messages/{userId} with the admin
 * session (spec 2 §7; contract/messages.ts), newest first, older pages appended.
 */
import useSWRInfinite from 'swr/infinite'
import type { ApiMessage, MessagesResponse } from '@/contract/messages'
import { toast } from '@/web/src/components/ui/use-toast'

/** Spec 2 §8: the text of a failed history read. */
export const USER_MESSAGES_ERROR = 'Erreur lors de la récupération des messages'

const PAGE_SIZE = 20

export function useUserMessages(userId: number) {
  const pages = useSWRInfinite<MessagesResponse>(
    (index, previous: MessagesResponse | null) =>
      previous && index >= previous.totalPages ? null : `/api/messages/${userId}?page=${index + 1}&limit=${PAGE_SIZE}`,
    {
      revalidateFirstPage: false,
      onError: () => toast({ variant: 'destructive', title: 'Erreur', description: USER_MESSAGES_ERROR }),
    },
  )
  const messages: ApiMessage[] = pages.data?.flatMap((page) => page.messages) ?? []
  const first = pages.data?.[0]
  const last = pages.data?.at(-1)
  return {
    messages,
    total: first?.total ?? 0,
    /** The client's replies support has not read, over the whole thread. */
    unread: first?.unread ?? 0,
    hasMore: Boolean(last && last.page < last.totalPages),
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    error: pages.error as unknown,
    loadMore: () => void pages.setSize(pages.size + 1),
    refresh: () => pages.mutate(),
  }
}
