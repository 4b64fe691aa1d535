/**
 * The local test provider's buttons (POST /api/test-checkout/{id}/pay and /cancel). They only
 * work where that provider is the one in use (no Stripe key, not production): a real
 * payment can never be faked through them.
 */
import type { Payload } from 'payload'
import { z } from 'zod'
import { RESUME_PARAM } from '@/contract/funnel-offers'
import { DEFAULT_LOCALE, localeFromAcceptLanguage, localizedPath } from '@/contract/i18n/locales'
import { webRoutes } from '@/contract/web-routes'
import type { AppConfig } from '@/cms/infra/config/env'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { assertSessionId, findPaymentBySession, SESSION_NOT_FOUND } from './checkout-payment'
import { checkoutResumeToken } from './checkout-resume'
import { completePayment } from './complete-payment'
import { movePayment } from './payment-transitions'
import { localCheckoutEnabled } from './select-provider'

const params = z.object({ id: z.string() })

/** The test checkout page's language (its Accept-Language): the next page is in it, as a real provider's return address is. */
const pageLocale = (req: { headers: { 'accept-language'?: string } }) =>
  localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE

async function localPayment(payload: Payload, config: AppConfig, id: string) {
  assertSessionId(id)
  const payment = localCheckoutEnabled(config) ? await findPaymentBySession(payload, id) : null
  if (!payment || payment.provider !== 'local') throw notFound(SESSION_NOT_FOUND)
  return payment
}

export const payTestCheckout = defineHandler({
  params,
  async run({ params, payload, config, logger, req }) {
    assertSessionId(params.id)
    if (!localCheckoutEnabled(config)) throw notFound(SESSION_NOT_FOUND)
    // Only a local test payment: another provider's session is unknown here (the completion reads it once and checks).
    const result = await completePayment(payload, logger, { providerSessionId: params.id }, { provider: 'local' })
    if (result === 'unknown') throw notFound(SESSION_NOT_FOUND)
    // 'unchanged': paid already (a second click, or one that raced it), or cancelled.
    if (result === 'unchanged' && (await findPaymentBySession(payload, params.id))?.status !== 'completed') {
      throw conflict('Ce paiement a été annulé : recommencez votre commande.')
    }
    const confirmation = `${config.publicUrl}${localizedPath(webRoutes.orderConfirmation, pageLocale(req))}?session_id=${encodeURIComponent(params.id)}`
    return { success: true, redirectUrl: confirmation }
  },
})

export const cancelTestCheckout = defineHandler({
  params,
  async run({ params, payload, config, req }) {
    const payment = await localPayment(payload, config, params.id)
    if (payment.status === 'completed') throw conflict('Ce paiement est déjà confirmé : il ne peut plus être annulé ici.')
    await movePayment(payload, { providerSessionId: payment.providerSessionId }, 'cancelled')
    // As a real provider's cancel address: the funnel reopens at step 2 from the lead (checkout-resume.ts).
    const resume = payment.leadId === null ? '' : `?${RESUME_PARAM}=${checkoutResumeToken(payload, payment.leadId)}`
    return { success: true, redirectUrl: `${config.publicUrl}${localizedPath(webRoutes.createCompany, pageLocale(req))}${resume}` }
  },
})
