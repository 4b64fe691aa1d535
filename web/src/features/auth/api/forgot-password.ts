import type { ForgotPasswordInput } from '@/contract/auth'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/forgot-password {email} → {success, message}; the same answer whether the account exists or not. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  apiFetch<{ success: true; message: string }>('/api/forgot-password', { method: 'POST', body: input })
