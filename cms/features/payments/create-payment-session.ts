import { sql } from '@payloadcms/db-postgres/drizzle'
import { RESUME_PARAM } from '@/contract/funnel-offers'
import { DEFAULT_LOCALE, localeFromAcceptLanguage, localizedPath } from '@/contract/i18n/locales'
import { createPaymentSessionSchema } from '@/contract/lead-funnel'
import { FULL_OFFER, formatMinorAmount } from '@/contract/payments'
import { webRoutes } from '@/contract/web-routes'
import { insertWithEffects } from '@/cms/infra/db/insert-with-effects'
import { leads, payments } from '@/cms/infra/db/payload-schema'
import type { Database } from '@/cms/infra/db/typed-reads'
import { badRequest, HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { liveEventEffect } from '@/cms/features/live'
import { checkoutResumeToken } from './checkout-resume'
import { ProviderUnavailableError } from './provider'
import { checkoutMethods, chosenMethod, providerFor } from './select-provider'

/** The checkout's lead and its live event for the back-office (a new request): one statement. */
const recordCheckoutLead = insertWithEffects(
  (db: Database) =>
    db
      .insert(leads)
      .values({
        nomComplet: sql.placeholder('nomComplet'),
        email: sql.placeholder('email'),
        telephone: sql.placeholder('telephone'),
        offre: 'premium',
        type: 'lead_request',
        language: sql.placeholder('language'),
      })
      .returning({ id: leads.id }),
  { event: liveEventEffect('request', { staffOnly: true, idKeys: ['leadId'] }) },
)

/** The pending payment and its live event for the back-office (an order started): one statement. */
const recordPendingPayment = insertWithEffects(
  (db: Database) =>
    db
      .insert(payments)
      .values({
        amount: sql.placeholder('amount'),
        currency: sql.placeholder('currency'),
        status: 'pending',
        provider: sql.placeholder('provider'),
        providerSessionId: sql.placeholder('providerSessionId'),
        providerPaymentId: sql.placeholder('providerPaymentId'),
        lead: sql.placeholder('lead'),
        termsAcceptedAt: sql.placeholder('termsAcceptedAt'),
      })
      .returning({ id: payments.id }),
  { event: liveEventEffect('order', { staffOnly: true, idKeys: ['paymentId'] }) },
)

const UNAVAILABLE = 'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques minutes ou contactez-nous.'
const METHOD_UNAVAILABLE = 'Ce moyen de paiement n’est pas disponible : choisissez-en un autre.'

/**
 * POST /api/create-payment-session: records the lead (offer premium), opens a checkout at
 * the provider of the chosen method (Chargily in DZD, Stripe in EUR, or the local test one) for
 * the server's own price in that currency, records the pending payment, answers its URL.
 * Abandoned checkouts stay visible to the back-office as pending payments. The page's language
 * (Accept-Language, which the web app sets to it) is the lead's, and the provider sends the
 * visitor back to the confirmation or the funnel in it (issue 37).
 */
export const createPaymentSession = defineHandler({
  body: createPaymentSessionSchema,
  async run({ body, payload, config, rateLimits, ip, logger, req }) {
    await rateLimits.consume(RATE_LIMITS.checkoutPerIp, ip)
    const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE
    if (checkoutMethods(config).length === 0) throw new HttpError(503, UNAVAILABLE)
    const method = chosenMethod(config, body.paymentMethod)
    if (!method) throw badRequest(METHOD_UNAVAILABLE, { fields: { paymentMethod: METHOD_UNAVAILABLE } })
    const provider = providerFor(config, logger, method)
    const { nomComplet, email, telephone } = body.metadata.formData
    const consentedAt = new Date().toISOString()

    // Access bypassed: visitors write leads and payments only here and in the guide's form (validated by createPaymentSessionSchema, rate-limited): publicFormOrStaff.
    const lead = await recordCheckoutLead(payload, { nomComplet, email, telephone, language: locale })
    let checkout
    try {
      checkout = await provider.openCheckout({
        leadId: lead.id,
        amountMinor: method.amountMinor,
        currency: method.currency,
        service: FULL_OFFER.service,
        serviceLabel: FULL_OFFER.label,
        formData: JSON.stringify({ nomComplet, email, telephone, offre: 'complet' }),
        customer: { name: nomComplet, email, phone: telephone },
        successUrl: `${config.publicUrl}${localizedPath(webRoutes.orderConfirmation, locale)}`,
        // Back from the provider's cancel: the funnel reopens at step 2 from this lead (checkout-resume.ts).
        cancelUrl: `${config.publicUrl}${localizedPath(webRoutes.createCompany, locale)}?${RESUME_PARAM}=${checkoutResumeToken(payload, lead.id)}`,
        locale,
      })
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error
      // The lead stays: the team can call back someone whose checkout could not open.
      logger.error({ err: error, leadId: lead.id, provider: provider.id }, 'Checkout not opened')
      throw new HttpError(502, UNAVAILABLE)
    }
    // Access bypassed: as the lead's, above.
    await recordPendingPayment(payload, {
      amount: formatMinorAmount(method.amountMinor),
      currency: method.currency,
      provider: provider.id,
      providerSessionId: checkout.sessionId,
      providerPaymentId: checkout.providerPaymentId ?? null,
      lead: lead.id,
      termsAcceptedAt: consentedAt,
    })
    return { success: true, url: checkout.url }
  },
})
