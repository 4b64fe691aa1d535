/**
 * Chargily Pay in dinars (EDAHABIA of Algérie Poste, CIB), when CHARGILY_SECRET_KEY is set. The
 * price is ours (OFFER_PRICE_DZD); the visitor's request never sets it.
 *
 * Chargily's success_url takes no placeholder for its checkout id, so the session id the
 * confirmation page reads is ours ('chg_…', made before the call and unguessable); Chargily's
 * checkout id is kept as the payment's providerPaymentId, which its webhooks name.
 */
import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { AppConfig } from '@/cms/infra/config/env'
import { type ChargilyApi, chargilyApi, dinarsFromMinor } from './chargily-api'
import { type CheckoutRequest, type PaymentProvider, ProviderUnavailableError } from './provider'

export const CHARGILY_SESSION_PREFIX = 'chg_'
/** Where Chargily delivers its events (cms/features/payments/chargily-webhook.ts; raw body kept by cms/app.ts). */
export const CHARGILY_WEBHOOK_PATH = '/chargily/webhook'

const newSessionId = () => `${CHARGILY_SESSION_PREFIX}${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`

/**
 * The buyer as a Chargily customer, so its checkout page and receipt carry the name, email and
 * phone. Best effort: a refused customer must not stop a payment that can go on without it.
 */
async function customerId(api: ChargilyApi, request: CheckoutRequest, logger: Logger): Promise<string | undefined> {
  try {
    const customer = await api.createCustomer({
      name: request.customer.name,
      email: request.customer.email,
      phone: request.customer.phone.replace(/\s+/g, ''),
      metadata: { lead_id: String(request.leadId) },
    })
    return typeof customer.id === 'string' ? customer.id : undefined
  } catch (error) {
    logger.warn({ err: error, leadId: request.leadId }, 'Chargily customer not created; the checkout goes on without it')
    return undefined
  }
}

export function chargilyProvider(config: AppConfig, logger: Logger): PaymentProvider {
  const api = chargilyApi(config.chargily)
  return {
    id: 'chargily',
    async openCheckout(request) {
      if (request.currency !== 'DZD') throw new Error(`Chargily charges dinars only, not ${request.currency}`)
      const sessionId = newSessionId()
      try {
        const checkout = await api.createCheckout({
          amount: dinarsFromMinor(request.amountMinor),
          currency: 'dzd',
          success_url: `${request.successUrl}?session_id=${sessionId}`,
          failure_url: request.cancelUrl,
          webhook_endpoint: `${config.publicUrl}/api${CHARGILY_WEBHOOK_PATH}`,
          description: request.serviceLabel,
          // Chargily's page speaks Arabic too.
          locale: request.locale === 'ar' ? 'ar' : 'fr',
          customer_id: await customerId(api, request, logger),
          metadata: { service: request.service, session_id: sessionId, lead_id: String(request.leadId) },
        })
        if (typeof checkout.id !== 'string' || !/^https?:\/\//.test(checkout.checkout_url ?? '')) {
          throw new ProviderUnavailableError('Chargily returned a checkout without an id or a URL')
        }
        return { sessionId, url: checkout.checkout_url, providerPaymentId: checkout.id }
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error
        throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
