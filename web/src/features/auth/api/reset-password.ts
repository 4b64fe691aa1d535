import type { ResetPasswordInput } from '@/contract/auth'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/reset-password {token, password} → {success, message}; a bad or expired token is a 400 with `error`. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiFetch<{ success: true; message: string }>('/api/reset-password', { method: 'POST', body: input })
