import type { PublicUser, RegisterInput } from '@/contract/auth'
import { REGISTER_ERROR_MARKERS } from '@/contract/register-errors'
import { apiFetch } from '@/web/src/lib/api-client'

export type RegisterResponse = { success: true; user: PublicUser }

/**
 * POST /api/register {firstName, lastName, email, password} (the confirmation is never sent).
 * Failures: 409 for a duplicate, 400 for invalid input; the English markers sit in `message`.
 */
export const register = (input: RegisterInput) => apiFetch<RegisterResponse>('/api/register', { method: 'POST', body: input })

/** Register failure → the French toast text of spec 1 §8, from the markers in the error text. */
export function registerErrorText(errorText: string): string {
  if (errorText.includes(REGISTER_ERROR_MARKERS.userExists)) return 'Un compte avec cet email existe déjà. Utilisez la page de connexion.'
  if (errorText.includes(REGISTER_ERROR_MARKERS.invalidEmail)) return 'L’adresse email n’est pas valide.'
  if (errorText.includes(REGISTER_ERROR_MARKERS.passwordTooShort)) return 'Le mot de passe doit contenir au moins 6 caractères.'
  return 'Une erreur est survenue lors de la création du compte.'
}
