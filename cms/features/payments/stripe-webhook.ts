/**
 * POST /api/stripe/webhook: Stripe's events, signature checked on the raw body (mounted with
 * express.raw in cms/app.ts). Each event maps to an idempotent move of the payment, so a
 * replayed, duplicated or out-of-order event changes nothing more.
 */
import type Stripe from 'stripe'
import { FULL_OFFER } from '@/contract/payments'
import { badRequest, HttpError, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { completePayment } from './complete-payment'
import { movePayment } from './payment-transitions'
import { recordStripeRefunds } from './refunds'
import { stripeClient } from './stripe-provider'

const paymentIntentOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

export const stripeWebhook = defineHandler({
  async run({ req, payload, config, logger }) {
    const { secretKey, webhookSecret } = config.stripe
    if (!secretKey || !webhookSecret) throw notFound()
    const signature = req.headers['stripe-signature']
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw badRequest('Signature Stripe manquante.')
    let event: Stripe.Event
    try {
      event = stripeClient(config.stripe).webhooks.constructEvent(req.body, signature, webhookSecret)
    } catch {
      logger.warn('Stripe webhook refused: bad signature')
      throw badRequest('Signature Stripe invalide.')
    }

    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        // Sessions of other products on the same Stripe account are none of our business.
        if (session.metadata?.service !== FULL_OFFER.service) break
        // A delayed method (bank debit) completes later, with async_payment_succeeded.
        if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') break
        const result = await completePayment(payload, logger, {
          providerSessionId: session.id,
          providerPaymentId: paymentIntentOf(session.payment_intent),
        })
        if (result === 'unknown') {
          // Ours (metadata) but not recorded: answer an error so Stripe retries, and say so loudly.
          logger.error({ sessionId: session.id, eventId: event.id }, 'Paid Stripe session without a payment record')
          throw new HttpError(409, 'Session inconnue.')
        }
        break
      }
      case 'checkout.session.async_payment_failed':
        await movePayment(payload, { providerSessionId: event.data.object.id }, 'failed')
        break
      case 'checkout.session.expired':
        await movePayment(payload, { providerSessionId: event.data.object.id }, 'cancelled')
        break
      case 'charge.refunded': {
        const charge = event.data.object
        const paymentIntent = paymentIntentOf(charge.payment_intent)
        // The refunds not yet recorded (made in Stripe's dashboard) get their credit note; a full one moves the order to refunded.
        if (paymentIntent) await recordStripeRefunds(payload, logger, { paymentIntent, amountRefunded: charge.amount_refunded })
        break
      }
      default:
        break
    }
    return { received: true }
  },
})
