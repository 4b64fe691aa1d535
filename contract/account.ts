/**
 * The account controls of the client area (issue 33 item 7): change the password, the email and
 * the phone, download one's data, close the account. The bodies of /api/account… and the forms'
 * rules, shared by the settings tab (web/) and the server. Password and email rules are
 * contract/auth.ts's, the phone's the funnel's (contract/phone.ts, contract/lead-funnel.ts).
 */
import { emailSchema, PASSWORD_MAX, passwordSchema } from './auth'
import { LOCALES, type Locale } from './i18n/locales'
import { countryCodeSchema, submittedTelephoneSchema } from './lead-funnel'
import { isDialCode, phoneError, stripPhoneSeparators } from './phone'
import { text, z } from './zod'

export { EMAIL_CHANGE_LINK_HOURS, PAYMENT_RETENTION_YEARS } from './account-limits'

export const CURRENT_PASSWORD_REQUIRED = 'Veuillez saisir votre mot de passe actuel'
export const PASSWORD_REQUIRED = 'Veuillez saisir votre mot de passe'
export const SAME_PASSWORD = 'Le nouveau mot de passe doit être différent de l’actuel'
export const PASSWORDS_DIFFER = 'Les mots de passe ne correspondent pas'
export const SAME_EMAIL = 'C’est déjà l’adresse de votre compte'
export const WRONG_PASSWORD = 'Mot de passe incorrect.'
export const EMAIL_TAKEN = 'Un compte utilise déjà cette adresse email.'
export const EMAIL_LINK_INVALID = 'Le lien de confirmation est invalide ou a expiré.'
export const LANGUAGE_INVALID = 'Langue invalide (fr ou ar)'
export const ACCOUNT_UPDATE_EMPTY = 'Modification invalide\u00a0: indiquez le téléphone ou la langue'

/** A password already set: any text up to the maximum (the rules of new passwords changed over time). */
const existingPassword = (message: string) => text({ error: message }).min(1, message).max(PASSWORD_MAX, WRONG_PASSWORD)

/** PATCH /api/account/password. */
export const changePasswordSchema = z
  .object({ currentPassword: existingPassword(CURRENT_PASSWORD_REQUIRED), newPassword: passwordSchema })
  .refine((value) => value.currentPassword !== value.newPassword, { message: SAME_PASSWORD, path: ['newPassword'] })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** The password form: the new password typed twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: existingPassword(CURRENT_PASSWORD_REQUIRED), newPassword: passwordSchema, confirmPassword: text() })
  .refine((value) => value.newPassword === value.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })
  .refine((value) => value.currentPassword !== value.newPassword, { message: SAME_PASSWORD, path: ['newPassword'] })
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>

/** POST /api/account/email: the new address gets a confirmation link; nothing changes before it is followed. */
export const changeEmailSchema = z.object({ newEmail: emailSchema, password: existingPassword(PASSWORD_REQUIRED) })
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

/** POST /api/account/email/confirm: the link's token. */
export const confirmEmailSchema = z.object({
  token: text({ error: EMAIL_LINK_INVALID }).min(1, EMAIL_LINK_INVALID).max(2048, EMAIL_LINK_INVALID),
})
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>

/** The account's language (issue 37): its emails and documents, and the API's answers to its cookie alone. */
export const accountLanguageSchema = z.enum(LOCALES, { error: LANGUAGE_INVALID })

/**
 * PATCH /api/account: the phone as the funnel sends it ('<dial code> <number>', checked again
 * with that code's rule), or null to remove it; the account's language; either or both.
 */
export const updateAccountSchema = z
  .object({ phone: submittedTelephoneSchema.nullable().optional(), language: accountLanguageSchema.optional() })
  .refine((value) => value.phone !== undefined || value.language !== undefined, { message: ACCOUNT_UPDATE_EMPTY })
export type UpdateAccountInput = z.input<typeof updateAccountSchema>

/** The phone form: the funnel's two fields; an empty number removes the phone. */
export const phoneFormSchema = z
  .object({ countryCode: countryCodeSchema, telephone: text().max(40, 'Numéro de téléphone invalide') })
  .superRefine(({ countryCode, telephone }, ctx) => {
    if (!isDialCode(countryCode) || stripPhoneSeparators(telephone) === '') return
    const message = phoneError(countryCode, telephone)
    if (message) ctx.addIssue({ code: 'custom', path: ['telephone'], message })
  })
export type PhoneFormValues = z.input<typeof phoneFormSchema>

/** DELETE /api/account: the password, typed again. */
export const closeAccountSchema = z.object({ password: existingPassword(PASSWORD_REQUIRED) })
export type CloseAccountInput = z.infer<typeof closeAccountSchema>

/** GET /api/account: what the settings tab shows beyond the spec's read-only fields. */
export interface AccountDetails {
  success: true
  account: { email: string; phone: string | null; language: Locale }
}

/** '+213 0551234567' → its dial code and number, as the phone form holds them. */
export function splitStoredPhone(phone: string | null | undefined): { countryCode: string; telephone: string } | null {
  const match = /^(\+\d{1,4}) (.+)$/.exec(phone ?? '')
  return match ? { countryCode: match[1], telephone: match[2] } : null
}
