import useSWR from 'swr'
import { ADMIN_INBOX_PAGE_SIZE, type RequestsResponse } from '@/contract/admin-inbox'
import type { ApiError } from '@/web/src/lib/api-client'

/** Spec 2 §8: the text a failed read shows. */
export const REQUESTS_LOAD_ERROR = 'Erreur lors de la récupération des demandes'

export const requestsKey = ({ q, page, offre, status }: RequestsListQuery) => {
  const params = new URLSearchParams()
  if (offre) params.set('offre', offre)
  if (status) params.set('status', status)
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  params.set('limit', String(ADMIN_INBOX_PAGE_SIZE))
  return `/api/admin/requests?${params}`
}

interface RequestsListQuery {
  q: string
  page: number
  offre: string
  /** Handling status ('' for all). */
  status: string
}

/** GET /api/admin/requests?offre=&status=&q=&page=&limit= → one page of service requests and the four counters. */
export function useRequests(query: RequestsListQuery) {
  // Keeps the current page on screen while the next one (or a filter) loads.
  return useSWR<RequestsResponse, ApiError>(requestsKey(query), { keepPreviousData: true })
}
