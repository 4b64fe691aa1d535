/**
 * The lead funnel (/creer-entreprise, spec 1 §2-§5, §7): the form's rules and the bodies of
 * POST /api/save-lead (free guide) and POST /api/create-payment-session (full offer), shared by
 * the funnel (web/) and the server. Texts are the spec's.
 */
import { FUNNEL_OFFERS, type FunnelOffer } from './funnel-offers'
import { CHECKOUT_RESUME_EXPIRED, FULL_OFFER, PAYMENT_METHODS, type PaymentMethodId } from './payments'
import { findDialCode, isDialCode, phoneError, stripPhoneSeparators, UNKNOWN_DIAL_CODE_MESSAGE } from './phone'
import { text, z } from './zod'

export const NOM_COMPLET_MIN = 2
export const NOM_COMPLET_MAX = 200
export const FUNNEL_EMAIL_MAX = 254

const nameTooShort = 'Le nom doit contenir au moins 2 caractères'
export const FUNNEL_EMAIL_EXAMPLE = 'nom@exemple.com'
const invalidEmail = `Format d’email invalide (ex: ${FUNNEL_EMAIL_EXAMPLE})`
/** Spec 1 §5: "the simple shape": something, @, something, a dot, something; no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const nomCompletSchema = text({ error: nameTooShort })
  .trim()
  .min(NOM_COMPLET_MIN, nameTooShort)
  .max(NOM_COMPLET_MAX, `Le nom ne peut pas dépasser ${NOM_COMPLET_MAX} caractères`)

export const funnelEmailSchema = text({ error: invalidEmail })
  .trim()
  .toLowerCase()
  .max(FUNNEL_EMAIL_MAX, invalidEmail)
  .regex(SIMPLE_EMAIL, invalidEmail)

export const countryCodeSchema = text({ error: UNKNOWN_DIAL_CODE_MESSAGE }).refine(isDialCode, UNKNOWN_DIAL_CODE_MESSAGE)

/** Step 1's fields as the form holds them: the phone as typed (formatted), its dial code apart. */
const leadContactShape = {
  nomComplet: nomCompletSchema,
  email: funnelEmailSchema,
  countryCode: countryCodeSchema,
  telephone: text({ error: 'Numéro de téléphone invalide' }).max(40, 'Numéro de téléphone invalide'),
}

/** The phone's rule depends on the dial code: checked once both are there, reported on telephone. */
function checkPhone({ countryCode, telephone }: { countryCode: string; telephone: string }, ctx: z.RefinementCtx) {
  // An unknown code already has its own issue on countryCode.
  if (!isDialCode(countryCode)) return
  const message = phoneError(countryCode, telephone)
  if (message) ctx.addIssue({ code: 'custom', path: ['telephone'], message })
}

/** Step 1: name, email, dial code and phone. */
export const leadContactSchema = z.object(leadContactShape).superRefine(checkPhone)
export type LeadContact = z.infer<typeof leadContactSchema>

export { FUNNEL_OFFERS, type FunnelOffer }
export const offerSchema = z.enum(FUNNEL_OFFERS, { error: 'Veuillez choisir une offre' })

export const PAYMENT_METHOD_MESSAGE = 'Veuillez choisir un moyen de paiement'
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE })

export const TERMS_CONSENT_MESSAGE = 'Veuillez accepter les conditions générales de vente'
export const IMMEDIATE_START_CONSENT_MESSAGE =
  'Veuillez confirmer le démarrage immédiat de la prestation et la renonciation au droit de rétractation'

/**
 * The full offer's two consents, both required to pay: the terms of sale, and (Code de la
 * consommation L221-25 and L221-28 1°) the consumer's express request that the service start
 * before the 14-day withdrawal period ends, acknowledging the loss of the withdrawal right once
 * it is fully performed (CGV, article "Absence de droit de rétractation").
 */
export const funnelConsentsSchema = z.object(
  {
    terms: z.literal(true, { error: TERMS_CONSENT_MESSAGE }),
    immediateStart: z.literal(true, { error: IMMEDIATE_START_CONSENT_MESSAGE }),
  },
  { error: TERMS_CONSENT_MESSAGE },
)
export type FunnelConsents = z.infer<typeof funnelConsentsSchema>

/**
 * The funnel form as a whole (both steps), as the page checks it before calling the server:
 * step 1, an offer, and the two consents when the offer is 'complet' (and the card, when the page
 * offers a choice). The offer and consents are checked in the refinement so that, while step 2
 * is still empty, step 1's phone rule runs.
 */
export function funnelFormSchemaFor({ choosePaymentMethod }: { choosePaymentMethod: boolean }) {
  return z
    .object({
      ...leadContactShape,
      offre: z.unknown().optional(),
      terms: z.unknown().optional(),
      immediateStart: z.unknown().optional(),
      paymentMethod: z.unknown().optional(),
    })
    .superRefine((value, ctx) => {
      checkPhone(value, ctx)
      const offer = offerSchema.safeParse(value.offre)
      if (!offer.success) ctx.addIssue({ code: 'custom', path: ['offre'], message: 'Veuillez choisir une offre' })
      if (offer.data !== 'complet') return
      if (choosePaymentMethod && !paymentMethodSchema.safeParse(value.paymentMethod).success) {
        ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: PAYMENT_METHOD_MESSAGE })
      }
      if (value.terms !== true) ctx.addIssue({ code: 'custom', path: ['terms'], message: TERMS_CONSENT_MESSAGE })
      if (value.immediateStart !== true) {
        ctx.addIssue({ code: 'custom', path: ['immediateStart'], message: IMMEDIATE_START_CONSENT_MESSAGE })
      }
    })
    .transform(({ nomComplet, email, countryCode, telephone, offre, paymentMethod }) => ({
      nomComplet,
      email,
      countryCode,
      telephone,
      offre: offre as FunnelOffer,
      ...(choosePaymentMethod && offre === 'complet' ? { paymentMethod: paymentMethod as PaymentMethodId } : {}),
    }))
}

/** The form when the server offers one way to pay (no choice to make). */
export const funnelFormSchema = funnelFormSchemaFor({ choosePaymentMethod: false })
export type FunnelFormValues = z.input<typeof funnelFormSchema>
export type FunnelForm = z.output<typeof funnelFormSchema>

/** The telephone the calls send (spec 1 §7): the dial code, a space, then the digits. */
export function funnelTelephone(countryCode: string, telephone: string): string {
  return `${countryCode} ${stripPhoneSeparators(telephone)}`
}

const SUBMITTED_TELEPHONE = /^(\+\d{1,4}) (.*)$/

/** "<dial code> <number>" as sent, checked again with the code's rule; gives "<code> <digits>". */
export const submittedTelephoneSchema = text({ error: 'Numéro de téléphone invalide' })
  .trim()
  .max(40, 'Numéro de téléphone invalide')
  .transform((value, ctx) => {
    const [, code = '', number = ''] = SUBMITTED_TELEPHONE.exec(value) ?? []
    const entry = findDialCode(code)
    if (!entry) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_DIAL_CODE_MESSAGE })
      return z.NEVER
    }
    const message = phoneError(entry.code, number)
    if (message) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return funnelTelephone(entry.code, number)
  })

/** POST /api/save-lead: the free guide's request. */
export const saveLeadSchema = z.object({
  nomComplet: nomCompletSchema,
  email: funnelEmailSchema,
  telephone: submittedTelephoneSchema,
  offre: z.literal('guide', { error: 'Veuillez choisir une offre' }),
  type: z.literal('guide_request', { error: 'Type de demande inconnu' }),
})
export type SaveLeadInput = z.infer<typeof saveLeadSchema>
export type SaveLeadBody = z.input<typeof saveLeadSchema>

export const INVALID_FORM_DATA_MESSAGE = 'Données du formulaire invalides'

/** The lead inside the payment session's `metadata.formData` (a JSON string, spec 1 §3). */
export const paymentFormDataSchema = z.object(
  {
    nomComplet: nomCompletSchema,
    email: funnelEmailSchema,
    telephone: submittedTelephoneSchema,
    offre: z.literal('complet', { error: 'Veuillez choisir une offre' }),
  },
  { error: INVALID_FORM_DATA_MESSAGE },
)
export type PaymentFormData = z.infer<typeof paymentFormDataSchema>

/**
 * POST /api/create-payment-session. `priceId` is read and ignored: the price is the server's
 * (contract/payments.ts FULL_OFFER). The lead's issues keep their path
 * (metadata.formData.telephone…), and their message is the field's French text.
 */
export const createPaymentSessionSchema = z.object({
  priceId: z.unknown().optional(),
  metadata: z.object(
    {
      service: z.literal(FULL_OFFER.service, { error: 'Service inconnu' }),
      formData: text({ error: INVALID_FORM_DATA_MESSAGE })
        .max(5000, INVALID_FORM_DATA_MESSAGE)
        .transform((text, ctx): unknown => {
          try {
            return JSON.parse(text)
          } catch {
            ctx.addIssue({ code: 'custom', message: INVALID_FORM_DATA_MESSAGE })
            return z.NEVER
          }
        })
        .pipe(paymentFormDataSchema),
    },
    { error: INVALID_FORM_DATA_MESSAGE },
  ),
  consents: funnelConsentsSchema,
  /** Which card, when the funnel offers the choice (contract/payments.ts PAYMENT_METHODS); the server's default otherwise. */
  paymentMethod: paymentMethodSchema.optional(),
})
export type CreatePaymentSessionInput = z.infer<typeof createPaymentSessionSchema>
export type CreatePaymentSessionBody = z.input<typeof createPaymentSessionSchema>

/** POST /api/create-payment-session's answer. */
export interface CreatePaymentSessionResult {
  success: true
  /** The payment page (Stripe Checkout, or the local test checkout). */
  url: string
}

/** POST /api/checkout/resume: the cancel address's token (cms/features/payments/checkout-resume.ts). */
export const checkoutResumeSchema = z.object({
  token: text({ error: CHECKOUT_RESUME_EXPIRED }).min(1, CHECKOUT_RESUME_EXPIRED).max(200, CHECKOUT_RESUME_EXPIRED),
})
