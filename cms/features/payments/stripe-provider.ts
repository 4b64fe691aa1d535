/**
 * Stripe Checkout in EUR (when STRIPE_SECRET_KEY is set). The price is ours: the configured
 * STRIPE_PRICE_ID, or an inline 997 EUR price; the visitor's request never sets it.
 */
import Stripe from 'stripe'
import type { AppConfig } from '@/cms/infra/config/env'
import { type PaymentProvider, ProviderUnavailableError } from './provider'

const clients = new Map<string, Stripe>()

export function stripeClient(stripe: AppConfig['stripe']): Stripe {
  if (!stripe.secretKey) throw new Error('STRIPE_SECRET_KEY is not set')
  const key = `${stripe.secretKey}|${stripe.apiUrl ?? ''}`
  let client = clients.get(key)
  if (!client) {
    const api = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined
    client = new Stripe(stripe.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'http:' ? 'http' : 'https',
      }),
    })
    clients.set(key, client)
  }
  return client
}

export function stripeProvider(stripe: AppConfig['stripe']): PaymentProvider {
  const client = stripeClient(stripe)
  return {
    id: 'stripe',
    async openCheckout(request) {
      const metadata = { service: request.service, formData: request.formData, leadId: String(request.leadId) }
      try {
        const session = await client.checkout.sessions.create({
          mode: 'payment',
          locale: 'fr',
          customer_email: request.customer.email,
          client_reference_id: String(request.leadId),
          line_items: [
            stripe.priceId
              ? { price: stripe.priceId, quantity: 1 }
              : {
                  price_data: {
                    currency: request.currency.toLowerCase(),
                    unit_amount: request.amountMinor,
                    product_data: { name: request.serviceLabel },
                  },
                  quantity: 1,
                },
          ],
          metadata,
          payment_intent_data: { metadata },
          // Stripe puts the session id in place of the placeholder.
          success_url: `${request.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.cancelUrl,
        })
        if (!session.url) throw new ProviderUnavailableError('Stripe returned a session without a URL')
        return { sessionId: session.id, url: session.url }
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error
        throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
