/**
 * English markers the register screen maps to its French toasts (spec 1 §8).
 * The server puts them inside its message; the client looks for them.
 */
export const REGISTER_ERROR_MARKERS = {
  userExists: 'User already exists',
  invalidEmail: 'Invalid email',
  passwordTooShort: 'Password too short',
} as const
