/**
 * The public contact form's schema, shared by the form (web/) and POST /api/contacts.
 * Unknown keys are dropped (zod's default); wrong types get zod's French messages.
 */
import { text, z } from './zod'

export const CONTACT_NAME_MIN = 2
export const CONTACT_NAME_MAX = 100
export const CONTACT_EMAIL_MAX = 254
export const CONTACT_PHONE_MAX = 40
export const CONTACT_COMPANY_MAX = 200
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000

/** A field hidden from people: only bots fill it, and their message is refused. */
export const CONTACT_HONEYPOT_FIELD = 'website'

/** Digits, spaces and + - . ( ), with at least one digit. */
const PHONE_PATTERN = /^[0-9 +().-]*[0-9][0-9 +().-]*$/

const invalidEmail = 'Adresse email invalide'
const invalidPhone = 'Numéro de téléphone invalide'

const nameSchema = (message: string) =>
  text({ error: message })
    .trim()
    .min(CONTACT_NAME_MIN, message)
    .max(CONTACT_NAME_MAX, `Ce champ ne peut pas dépasser ${CONTACT_NAME_MAX} caractères`)

/** An optional text: trimmed, and left blank (an empty form input) it counts as absent. */
const optionalText = <T extends z.ZodType<string, string>>(typeMessage: string, rules: T) =>
  text({ error: typeMessage })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(rules.optional())

export const contactSchema = z.object({
  firstName: nameSchema('Le prénom doit contenir au moins 2 caractères'),
  lastName: nameSchema('Le nom doit contenir au moins 2 caractères'),
  email: text({ error: invalidEmail })
    .trim()
    .toLowerCase()
    .max(CONTACT_EMAIL_MAX, invalidEmail)
    .pipe(z.email({ error: invalidEmail })),
  phone: optionalText(
    invalidPhone,
    text()
      .max(CONTACT_PHONE_MAX, `Le numéro de téléphone ne peut pas dépasser ${CONTACT_PHONE_MAX} caractères`)
      .regex(PHONE_PATTERN, invalidPhone),
  ),
  company: optionalText(
    'Nom d’entreprise invalide',
    text().max(CONTACT_COMPANY_MAX, `Le nom de l’entreprise ne peut pas dépasser ${CONTACT_COMPANY_MAX} caractères`),
  ),
  message: text({ error: 'Le message doit contenir au moins 10 caractères' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'Le message doit contenir au moins 10 caractères')
    .max(CONTACT_MESSAGE_MAX, `Le message ne peut pas dépasser ${CONTACT_MESSAGE_MAX} caractères`),
  [CONTACT_HONEYPOT_FIELD]: text().optional(),
})

/** What the server works with (trimmed, lowercased, blanks removed). */
export type ContactInput = z.infer<typeof contactSchema>
/** What the form holds. */
export type ContactFormValues = z.input<typeof contactSchema>
