import useSWR from 'swr'
import { ADMIN_INBOX_PAGE_SIZE, type ContactsResponse } from '@/contract/admin-inbox'
import type { ApiError } from '@/web/src/lib/api-client'

/** Spec 2 §8: the text a failed read shows. */
export const CONTACTS_LOAD_ERROR = 'Erreur lors de la récupération des contacts'

export const contactsKey = ({ q, page, status }: { q: string; page: number; status: string }) => {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  params.set('limit', String(ADMIN_INBOX_PAGE_SIZE))
  return `/api/contacts?${params}`
}

/** GET /api/contacts?status=&q=&page=&limit= → one page of the contact form's messages and the statistics. */
export function useContacts(query: { q: string; page: number; status: string }) {
  // Keeps the current page on screen while the next one (or a search) loads.
  return useSWR<ContactsResponse, ApiError>(contactsKey(query), { keepPreviousData: true })
}
