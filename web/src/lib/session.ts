/** The client session, shared by every screen that needs the logged-in user. */
import useSWR from 'swr'
import type { PublicUser } from '../../../contract/auth'
import { apiRequest, fetcherOrNullOn401 } from './api-client'

export const CURRENT_USER_KEY = '/api/user'

/** The logged-in client, null when logged out (401). No retry on failure (spec 1 §7). */
export function useCurrentUser() {
  return useSWR<{ success: true; user: PublicUser } | null>(CURRENT_USER_KEY, fetcherOrNullOn401, { shouldRetryOnError: false })
}

export const logout = () => apiRequest<{ success: true }>('POST', '/api/logout')
