import useSWR, { mutate } from 'swr'
import { type AdminPaymentsResponse, adminPaymentsPaths, type PaymentFilter } from '@/contract/admin-payments'
import { type ApiError } from '@/web/src/lib/api-client'

/** Payments per page of /admin/payments. */
export const PAYMENTS_PAGE_SIZE = 20

const key = (status: PaymentFilter, page: number) => `${adminPaymentsPaths.list}?status=${status}&page=${page}&limit=${PAYMENTS_PAGE_SIZE}`

/** GET /api/admin/payments?status=&page=&limit= (cookies): a page of the list and the counters. */
export function useAdminPayments(status: PaymentFilter, page: number, onError: (error: ApiError) => void) {
  return useSWR<AdminPaymentsResponse, ApiError>(key(status, page), {
    // Keeps the current page on screen while the next one (or another filter) loads.
    keepPreviousData: true,
    onError,
  })
}

/** The list's heading: focus lands there when the row that had it leaves the list after a move. */
export const PAYMENTS_LIST_TITLE_ID = 'payments-list-title'

/** After a move: every page and filter of the list, and the counters, are read again. */
export async function refreshAdminPayments() {
  await mutate((cacheKey) => typeof cacheKey === 'string' && cacheKey.startsWith(`${adminPaymentsPaths.list}?`))
  if (document.activeElement === document.body) document.getElementById(PAYMENTS_LIST_TITLE_ID)?.focus()
}
