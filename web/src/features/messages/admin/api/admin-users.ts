/**
 * GET /api/admin/users?q=&page=&limit= (spec 2 §2 /admin/messages, §7): the clients, newest
 * first, searched on the server, each with its replies support has not read. Pages are
 * appended ('Afficher plus'), so the list grows inside its scrolling box.
 */
import useSWRInfinite from 'swr/infinite'
import type { AdminUser, AdminUsersResponse } from '@/contract/admin-users'
import { toast } from '@/web/src/components/ui/use-toast'

/** Spec 2 §8: the text of a failed user list read. */
export const ADMIN_USERS_ERROR = 'Erreur lors de la récupération des utilisateurs'

export const ADMIN_USERS_PAGE_SIZE = 20

export const adminUsersKey = (search: string, page: number) => {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_USERS_PAGE_SIZE) })
  if (search) params.set('q', search)
  return `/api/admin/users?${params}`
}

export function useAdminUsers(search: string) {
  const pages = useSWRInfinite<AdminUsersResponse>(
    (index, previous: AdminUsersResponse | null) => (previous && index >= previous.totalPages ? null : adminUsersKey(search, index + 1)),
    {
      revalidateFirstPage: false,
      onError: () => toast({ variant: 'destructive', title: 'Erreur', description: ADMIN_USERS_ERROR }),
    },
  )
  const users: AdminUser[] = pages.data?.flatMap((page) => page.users) ?? []
  const last = pages.data?.at(-1)
  return {
    users,
    total: last?.total ?? 0,
    hasMore: Boolean(last && last.page < last.totalPages),
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    error: pages.error as unknown,
    loadMore: () => void pages.setSize(pages.size + 1),
    refresh: () => pages.mutate(),
  }
}
