/**
 * The blog's newsletter (issue 36 item 4): the signup form's schema, shared by the form (web/) and
 * POST /api/newsletter, the confirmation and unsubscribe inputs, the staff's counts, and the
 * constants the privacy policy states.
 */
import { LOCALES } from './i18n/locales'
import { text, z } from './zod'

export const NEWSLETTER_EMAIL_MAX = 254
/** A field hidden from people: only bots fill it; their request is answered as usual and dropped. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'
/** How long the confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7
/** An unsubscribed address is erased this long after leaving (housekeeping). */
export const NEWSLETTER_UNSUBSCRIBED_KEPT_DAYS = 30
/** Only an article published within this window is announced (an old one republished is not news). */
export const NEWSLETTER_FRESH_DAYS = 2

const invalidEmail = 'Adresse e-mail invalide'

export const newsletterSignupSchema = z.object({
  email: text({ error: invalidEmail })
    .trim()
    .toLowerCase()
    .min(1, 'Saisissez votre adresse e-mail')
    .max(NEWSLETTER_EMAIL_MAX, invalidEmail)
    .pipe(z.email({ error: invalidEmail })),
  [NEWSLETTER_HONEYPOT_FIELD]: text().optional(),
  /**
   * The page's language, carried by the form (a hidden field): a form sent without JavaScript
   * brings the browser's Accept-Language, not the page's (issue 37). Absent: the request's language.
   */
  language: z.enum(LOCALES).optional(),
})
export type NewsletterSignupInput = z.infer<typeof newsletterSignupSchema>
export type NewsletterSignupValues = z.input<typeof newsletterSignupSchema>

/** The same answer for every address, known or not (the list's members stay private). */
export const NEWSLETTER_SIGNUP_SENT =
  'Merci\u202f! Si cette adresse n’est pas déjà inscrite, un e-mail de confirmation vient de lui être envoyé\u00a0: cliquez sur son lien pour recevoir nos articles.'

export const newsletterConfirmSchema = z.object({
  token: text({ error: 'Lien de confirmation invalide ou expiré.' }).trim().min(20, 'Lien de confirmation invalide ou expiré.').max(200),
})

/** The unsubscribe link's query: the subscriber and the HMAC that proves the link was ours. */
export const newsletterUnsubscribeQuery = z.object({
  abonne: z.coerce.number({ error: 'Lien de désinscription invalide.' }).int().positive('Lien de désinscription invalide.'),
  jeton: text({ error: 'Lien de désinscription invalide.' }).trim().min(20, 'Lien de désinscription invalide.').max(200),
})

export const NEWSLETTER_LINK_INVALID =
  'Ce lien de confirmation n’est plus valable (il a expiré ou a déjà servi). Inscrivez-vous à nouveau pour recevoir un nouveau lien.'
export const NEWSLETTER_UNSUBSCRIBE_INVALID = 'Ce lien de désinscription n’est pas valable. Utilisez le lien du dernier e-mail reçu.'

/** GET /api/admin/newsletter: subscribers by status, and those confirmed in the last 30 days. */
export interface NewsletterStats {
  pending: number
  confirmed: number
  unsubscribed: number
  confirmedLast30Days: number
}

export const NEWSLETTER_CSV_HEADERS = ['E-mail', 'Confirmé le'] as const

/**
 * The result page a form sent without JavaScript lands on (/newsletter?etat=…): the API answers
 * such a post with a redirect there (a code, never a text taken from the address); the island shows
 * the same texts in place.
 */
export const NEWSLETTER_STATES = [
  'inscription',
  'confirmee',
  'lien-invalide',
  'desinscrite',
  'desinscription-invalide',
  'adresse-invalide',
  'trop-de-demandes',
] as const
export type NewsletterState = (typeof NEWSLETTER_STATES)[number]
