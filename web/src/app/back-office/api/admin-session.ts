/** The back-office session (spec 2 §6, §7): one admin key, then an HttpOnly cookie. */
import useSWR from 'swr'
import type { AdminLoginInput } from '@/contract/auth'
import { apiFetch } from '@/web/src/lib/api-client'

export const ADMIN_STATUS_KEY = '/api/admin/status'

export type AdminStatus = { success: true; isAdmin: boolean }

/** GET /api/admin/status (cookies) → {success, isAdmin}: every admin page checks it. */
export function useAdminStatus() {
  return useSWR<AdminStatus>(ADMIN_STATUS_KEY)
}

/** POST /api/admin/login {adminKey} → {success}; 401/429 answer {success:false, error}. */
export const adminLogin = (input: AdminLoginInput) => apiFetch<{ success: true }>('/api/admin/login', { method: 'POST', body: input })

/** POST /api/admin/logout: the server deletes the session and clears the cookie. */
export const adminLogout = () => apiFetch<{ success: true }>('/api/admin/logout', { method: 'POST' })
