/**
 * The back-office's two inboxes (spec 2 §2 /admin/contacts and /admin/requests, §3, §7, §9):
 * the query schemas of GET /api/contacts and GET /api/admin/requests, their answers, the
 * labels, and the links the cards open (reply by email, call, WhatsApp).
 */
import { type Handling, handlingStatusFilter } from './support-handling'
import type { PaymentStatus } from './admin-payments'
import { findDialCode } from './phone'
import type { PageInfo } from './ids'
import { pageQuery } from './ids'
import { whatsappUrl } from './site-config'
import { text, z } from './zod'

export const ADMIN_INBOX_PAGE_SIZE = 20
export const ADMIN_INBOX_MAX_LIMIT = 100
export const ADMIN_SEARCH_MAX = 100

/**
 * Spec 2 §9: 'This week' means created within the last 7 days. The 'Nouveau' badge of a
 * contact uses the same window: a message of the last 7 days is new.
 */
export const RECENT_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export function isRecent(createdAt: string | Date, now: number = Date.now()): boolean {
  const time = new Date(createdAt).getTime()
  return now - time < RECENT_DAYS * DAY_MS
}

// --- Query schemas (the server validates with them; the screens build their URLs from the same names)

/** The search box: trimmed, blank means no search. Repeated (`?q=a&q=b`) or too long: French 400. */
const searchText = text({ error: 'Recherche invalide' })
  .trim()
  .max(ADMIN_SEARCH_MAX, `La recherche ne peut pas dépasser ${ADMIN_SEARCH_MAX} caractères`)
  .optional()
  .transform((value) => (value ? value : undefined))

/**
 * pageQuery's page and limit, with the French text for every failure: its own coerce lets
 * zod's generic messages through for '?page=abc' and '?page=1.5' ('Entrée invalide : …').
 */
const whole = (message: string) => z.coerce.number({ error: message }).int(message)
const inboxPageQuery = pageQuery(ADMIN_INBOX_PAGE_SIZE, ADMIN_INBOX_MAX_LIMIT).extend({
  page: whole('Page invalide').min(1, 'Page invalide').max(10_000, 'Page invalide').default(1),
  limit: whole('Limite invalide').min(1, 'Limite invalide').max(ADMIN_INBOX_MAX_LIMIT, 'Limite invalide').default(ADMIN_INBOX_PAGE_SIZE),
})

export const contactsQuery = inboxPageQuery.extend({ q: searchText, status: handlingStatusFilter })
export type ContactsQuery = z.output<typeof contactsQuery>

export const REQUEST_OFFERS = ['premium', 'guide'] as const
export type RequestOffer = (typeof REQUEST_OFFERS)[number]

export const requestsQuery = inboxPageQuery.extend({
  // `offre=` (the 'all offers' choice of a form) is no filter.
  offre: z
    .union([z.literal(''), z.enum(REQUEST_OFFERS)], { error: 'Offre invalide (premium ou guide)' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  q: searchText,
  status: handlingStatusFilter,
})
export type RequestsQuery = z.output<typeof requestsQuery>

// --- Answers

export interface AdminContact extends Handling {
  id: number
  firstName: string
  lastName: string
  email: string
  phone?: string
  company?: string
  message: string
  createdAt: string
}

export interface ContactStats {
  total: number
  withPhone: number
  withCompany: number
}

/** GET /api/contacts: one page (newest first) and the statistics over every contact. */
export interface ContactsResponse extends PageInfo {
  success: true
  contacts: AdminContact[]
  stats: ContactStats
}

export type RequestType = 'lead_request' | 'guide_request'

export interface AdminRequest extends Handling {
  id: number
  nomComplet: string
  email: string
  telephone: string
  offre: RequestOffer
  type: RequestType
  createdAt: string
  /** The request's latest checkout, if it went to one: paid, pending, cancelled… (null: a guide, or never paid). */
  payment: RequestPayment | null
}

export interface RequestPayment {
  status: PaymentStatus
  /** Decimal string as stored ('997.00'), never a float. */
  amount: string
  currency: string
  paidAt: string | null
}

export interface RequestStats {
  premium: number
  guide: number
  /** Created within the last 7 days (spec 2 §9). */
  lastSevenDays: number
  total: number
}

/** GET /api/admin/requests: one page (newest first) and the counters over every request. */
export interface RequestsResponse extends PageInfo {
  success: true
  requests: AdminRequest[]
  stats: RequestStats
}

// --- Labels (spec 2 §2)

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  lead_request: 'Demande de service',
  guide_request: 'Demande de guide',
}

/** 'Service Premium' for premium, otherwise 'Guide uniquement'. */
export const offerLabel = (offre: string): string => (offre === 'premium' ? 'Service Premium' : 'Guide uniquement')

export const requestTypeLabel = (type: string): string => REQUEST_TYPE_LABELS[type as RequestType] ?? 'Demande'

// --- Links

/** The first word of a full name ('Karim Benali' → 'Karim'), for greetings. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

/**
 * A `mailto:` link, with its subject and body prefilled when given (RFC 6068): each part encoded
 * with encodeURIComponent, so accents, line breaks, `&`, `?` and `#` survive. The address keeps its `@`.
 */
export function mailtoUrl(email: string, subject = '', body = ''): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, '@')
  const fields = [subject ? `subject=${encodeURIComponent(subject)}` : '', body ? `body=${encodeURIComponent(body)}` : ''].filter(Boolean)
  return `mailto:${address}${fields.length ? `?${fields.join('&')}` : ''}`
}

/**
 * A `tel:` link: an international number as '+' and its digits without the trunk 0 a national
 * number keeps after the dial code ('+33 06 12…' dials +336 12…), see whatsappDigits; a
 * national number as its digits.
 */
export function telUrl(phone: string): string {
  const international = /^\s*(\+|00)/.test(phone)
  return `tel:${international ? `+${whatsappDigits(phone)}` : phone.replace(/\D/g, '')}`
}

/**
 * The digits wa.me expects: spaces, dashes, dots and parentheses removed, and the leading '+'
 * (or '00') of the international prefix too (spec 2 §2). The funnel stores numbers as
 * '<dial code> <national number>', and a national number keeps its trunk 0 ('+33 0612345678'):
 * after a dial code the product knows, that 0 is dropped, or wa.me would not find the
 * account (33612345678). Italy keeps it: its 0 is part of the international number.
 * A number without an international prefix is only stripped.
 */
export function whatsappDigits(phone: string): string {
  const stripped = phone.trim().replace(/[\s\-.()]/g, '')
  const international = stripped.startsWith('+') || stripped.startsWith('00')
  const digits = stripped.replace(/^(\+|00)/, '').replace(/\D/g, '')
  if (!international) return digits
  // Dial codes are prefix-free (E.164): at most one of 1 to 3 leading digits is a code.
  for (const length of [1, 2, 3]) {
    const code = `+${digits.slice(0, length)}`
    if (findDialCode(code)) {
      const national = digits.slice(length)
      return code !== '+39' && national.startsWith('0') ? `${digits.slice(0, length)}${national.slice(1)}` : digits
    }
  }
  return digits
}

/** The WhatsApp conversation with the person who sent a request, or undefined without digits. */
export function requestWhatsappUrl(phone: string): string | undefined {
  const digits = whatsappDigits(phone)
  return digits ? whatsappUrl(digits) : undefined
}

/** The longest quote a reply carries: long `mailto:` links are cut by some mail programs. */
export const QUOTE_MAX = 1500

const quote = (text: string) => {
  const trimmed = text.trim()
  const cut = trimmed.length > QUOTE_MAX ? `${trimmed.slice(0, QUOTE_MAX - 1).trimEnd()}…` : trimmed
  return cut
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
}

const signature = (siteName: string) => `Bien cordialement,\nL’équipe ${siteName}`

export interface MailDraft {
  subject: string
  body: string
}

/** The reply to a message of the contact form: greets by first name and quotes the message. */
export function contactReplyDraft(contact: Pick<AdminContact, 'firstName' | 'message'>, siteName: string): MailDraft {
  return {
    subject: `Re\u00a0: votre demande de contact — ${siteName}`,
    body: [
      `Bonjour ${contact.firstName.trim()},`,
      '',
      `Merci d’avoir contacté ${siteName}. Nous avons bien reçu votre message et revenons vers vous à son sujet.`,
      '',
      '',
      '',
      signature(siteName),
      '',
      'Votre message\u00a0:',
      quote(contact.message),
    ].join('\n'),
  }
}

/** The reply to a service request, worded for its offer. */
export function requestReplyDraft(request: Pick<AdminRequest, 'nomComplet' | 'offre'>, siteName: string): MailDraft {
  const greeting = `Bonjour ${firstNameOf(request.nomComplet)},`
  if (request.offre === 'premium') {
    return {
      subject: `Votre demande d’accompagnement (Service Premium) — ${siteName}`,
      body: [
        greeting,
        '',
        `Merci pour votre demande d’accompagnement Service Premium auprès de ${siteName}.`,
        'Nous aimerions faire le point avec vous sur votre projet de création d’entreprise\u00a0: forme juridique, associés, calendrier et documents à préparer.',
        '',
        'Quelles sont vos disponibilités pour un court échange téléphonique dans les prochains jours\u202f?',
        '',
        signature(siteName),
      ].join('\n'),
    }
  }
  return {
    subject: `Votre guide de création d’entreprise — ${siteName}`,
    body: [
      greeting,
      '',
      `Merci d’avoir demandé le guide de création d’entreprise de ${siteName}. Nous espérons qu’il vous aidera à préparer votre projet.`,
      'Avez-vous des questions sur les démarches, ou souhaitez-vous être accompagné(e) jusqu’à l’immatriculation avec notre Service Premium\u202f?',
      '',
      'Répondez simplement à cet email, nous vous répondrons rapidement.',
      '',
      signature(siteName),
    ].join('\n'),
  }
}
