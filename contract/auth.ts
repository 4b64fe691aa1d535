/**
 * Account schemas shared by the forms (web/) and the server (cms/api/auth).
 * Texts are those of spec 1 §5.
 */
import type { Locale } from './i18n/locales'
import { text, z } from './zod'

export const PASSWORD_MIN = 6
/** bcrypt-like hashers only read so far; a longer password is refused rather than silently cut. */
export const PASSWORD_MAX = 128

const passwordTooShort = 'Le mot de passe doit contenir au moins 6 caractères'

export const emailSchema = text({ error: 'Email invalide' })
  .trim()
  .toLowerCase()
  .max(254, 'Email invalide')
  .pipe(z.email({ error: 'Email invalide' }))

export const passwordSchema = text({ error: passwordTooShort })
  .min(PASSWORD_MIN, passwordTooShort)
  .max(PASSWORD_MAX, 'Le mot de passe ne peut pas dépasser 128 caractères')

const nameSchema = (message: string) =>
  text({ error: message }).trim().min(2, message).max(100, 'Ce champ ne peut pas dépasser 100 caractères')

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
})
export type LoginInput = z.infer<typeof loginSchema>

/** What POST /api/register receives: the confirmation is checked in the browser only (spec 1 §3). */
export const registerSchema = z.object({
  firstName: nameSchema('Le prénom doit contenir au moins 2 caractères'),
  lastName: nameSchema('Le nom doit contenir au moins 2 caractères'),
  email: emailSchema,
  password: passwordSchema,
})
export type RegisterInput = z.infer<typeof registerSchema>

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: text().min(PASSWORD_MIN, 'Confirmez votre mot de passe') })
  .refine(passwordsMatch, { message: 'Les mots de passe ne correspondent pas', path: ['confirmPassword'] })
export type RegisterFormValues = z.input<typeof registerFormSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z.object({
  token: text({ error: 'Le lien de réinitialisation est invalide ou a expiré.' }).min(1).max(512),
  password: passwordSchema,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: text() })
  .refine(passwordsMatch, { message: 'Les mots de passe ne correspondent pas', path: ['confirmPassword'] })
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>

/** POST /api/account/first-password: a paid order's new account gets its password from the confirmation page. */
export const FIRST_PASSWORD_CODE_INVALID = 'Ce lien n’est plus valable. Utilisez le lien reçu par email ou « Mot de passe oublié ».'
export const firstPasswordSchema = z.object({
  sessionId: text({ error: FIRST_PASSWORD_CODE_INVALID }).min(1, FIRST_PASSWORD_CODE_INVALID).max(255, FIRST_PASSWORD_CODE_INVALID),
  code: text({ error: FIRST_PASSWORD_CODE_INVALID }).min(1, FIRST_PASSWORD_CODE_INVALID).max(128, FIRST_PASSWORD_CODE_INVALID),
  password: passwordSchema,
})
export type FirstPasswordInput = z.infer<typeof firstPasswordSchema>

export const adminLoginSchema = z.object({
  adminKey: text({ error: 'Veuillez saisir la clé d’administration' })
    .min(1, 'Veuillez saisir la clé d’administration')
    .max(512, 'Clé d’administration incorrecte'),
})
export type AdminLoginInput = z.infer<typeof adminLoginSchema>

/** The current user as GET /api/user and POST /api/login return it (spec 1 §3). */
export interface PublicUser {
  id: number
  firstName: string
  lastName: string
  email: string
  profileImageUrl?: string | null
  /** Beside the spec: the account's language (issue 37), the one its emails and PDFs are written in. */
  language: Locale
}

// In a module of its own, without zod: the register form's island reads them before it loads any schema.
export { REGISTER_ERROR_MARKERS } from './register-errors'

/** Editors sign into /cms with the address and password staff gave them (Payload sets no minimum length). */
export const editorLoginSchema = z.object({
  email: emailSchema,
  password: text({ error: 'Veuillez saisir votre mot de passe' })
    .min(1, 'Veuillez saisir votre mot de passe')
    .max(PASSWORD_MAX, 'Mot de passe trop long'),
})
export type EditorLoginInput = z.infer<typeof editorLoginSchema>
