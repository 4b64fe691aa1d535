import useSWR from 'swr'
import type { AdminLoginInput } from '../../../../../contract/auth'
import { apiRequest } from '../../../lib/api-client'

export const ADMIN_STATUS_KEY = '/api/admin/status'

/** Whether this browser holds a live back-office session (spec 2 §6): every admin page checks it. */
export function useAdminStatus() {
  return useSWR<{ success: true; isAdmin: boolean }>(ADMIN_STATUS_KEY)
}

export const adminLogin = (input: AdminLoginInput) => apiRequest<{ success: true }>('POST', '/api/admin/login', input)

export const adminLogout = () => apiRequest<{ success: true }>('POST', '/api/admin/logout')
