/**
 * The client session, shared by every screen that needs the logged-in user (client area,
 * project screens). It lives in lib/ rather than in features/auth because features never
 * import each other (CONVENTIONS.md); the account forms' calls stay in features/auth/api.
 */
import useSWR from 'swr'
import type { PublicUser } from '@/contract/auth'
import { apiFetch, createFetcher } from './api-client'

export const CURRENT_USER_KEY = '/api/user'

export type CurrentUserResponse = { success: true; user: PublicUser }

const fetchUserOrNull = createFetcher({ on401: 'returnNull' })

/** GET /api/user: the logged-in client, null when logged out (401). No retry on failure (spec 1 §7). */
export function useCurrentUser() {
  return useSWR<CurrentUserResponse | null>(CURRENT_USER_KEY, fetchUserOrNull<CurrentUserResponse>, { shouldRetryOnError: false })
}

/** POST /api/logout: ends the session cookie. */
export const logout = () => apiFetch<{ success: true }>('/api/logout', { method: 'POST' })
