import { REGISTER_ERROR_MARKERS } from '../../../../contract/auth'

/** Register failure → the French toast text of spec 1 §8, from the markers in the server message. */
export function registerErrorText(errorText: string): string {
  if (errorText.includes(REGISTER_ERROR_MARKERS.userExists)) return 'Un compte avec cet email existe déjà. Utilisez la page de connexion.'
  if (errorText.includes(REGISTER_ERROR_MARKERS.invalidEmail)) return "L'adresse email n'est pas valide."
  if (errorText.includes(REGISTER_ERROR_MARKERS.passwordTooShort)) return 'Le mot de passe doit contenir au moins 6 caractères.'
  return 'Une erreur est survenue lors de la création du compte.'
}
