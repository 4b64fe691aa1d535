import type { PublicUser, RegisterInput } from '@/contract/auth'
import { REGISTER_ERROR_MARKERS } from '@/contract/register-errors'
import { apiFetch } from '@/web/src/lib/api-client'

export type RegisterResponse = { success: true; user: PublicUser }

/**
 * POST /api/register {firstName, lastName, email, password} (the confirmation is never sent).
 * Failures: 409 for a duplicate, 400 for invalid input; the English markers sit in `message`.
 */
export const register = (input: RegisterInput) => apiFetch<RegisterResponse>('/api/register', { method: 'POST', body: input })

/** Register failure → the toast text of spec 1 §8 (its key in i18n/), from the markers in the error text. */
export function registerErrorKey(errorText: string) {
  if (errorText.includes(REGISTER_ERROR_MARKERS.userExists)) return 'register.error.exists'
  if (errorText.includes(REGISTER_ERROR_MARKERS.invalidEmail)) return 'register.error.email'
  if (errorText.includes(REGISTER_ERROR_MARKERS.passwordTooShort)) return 'register.error.password'
  return 'register.error.other'
}
