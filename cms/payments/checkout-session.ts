/**
 * GET /api/stripe/session/{id} (the spec's path, for every provider): the order summary of
 * one checkout session for the confirmation page. The session id is the capability, as
 * with Stripe's own ids: unguessable, and it shows that order only.
 */
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { z } from 'zod'
import { type CheckoutSession, FULL_OFFER, parseDecimalAmount } from '../../contract/payments'
import type { AppConfig } from '../config/env'
import { notFound } from '../http/errors'
import { defineHandler } from '../http/route'
import type { Lead, Payment } from '../../payload-types'
import { confirmWithChargily } from './chargily-checkout'
import { completePayment } from './complete-payment'
import { stripeClient } from './stripe-provider'

export const SESSION_NOT_FOUND = 'Session de paiement introuvable.'

const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/

/** A malformed session id is just an unknown session (404). */
export function assertSessionId(id: string): void {
  if (!SESSION_ID.test(id)) throw notFound(SESSION_NOT_FOUND)
}

export async function findPaymentBySession(payload: Payload, sessionId: string): Promise<Payment | null> {
  const found = await payload.find({
    collection: 'payments',
    where: { providerSessionId: { equals: sessionId } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * A Stripe buyer may reach the confirmation page before the webhook: ask Stripe, and complete
 * now if it says paid (the completion is idempotent, whoever comes first).
 */
async function confirmWithStripe(payload: Payload, config: AppConfig, logger: Logger, payment: Payment): Promise<boolean> {
  if (payment.provider !== 'stripe' || payment.status !== 'pending' || !config.stripe.secretKey) return false
  try {
    const session = await stripeClient(config.stripe).checkout.sessions.retrieve(payment.providerSessionId)
    if (session.payment_status !== 'paid') return false
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
    await completePayment(payload, logger, { providerSessionId: session.id, providerPaymentId: paymentIntent })
    return true
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, 'Stripe session check failed; the webhook will complete the order')
    return false
  }
}

export function toCheckoutSession(payment: Payment, lead: Lead): CheckoutSession {
  return {
    id: payment.providerSessionId,
    metadata: {
      service: FULL_OFFER.service,
      formData: JSON.stringify({ nomComplet: lead.nomComplet, email: lead.email, telephone: lead.telephone, offre: 'complet' }),
    },
    amount_total: parseDecimalAmount(payment.amount),
    currency: payment.currency,
    created: Math.floor(new Date(payment.createdAt).getTime() / 1000),
    customer_details: { name: lead.nomComplet, email: lead.email },
    payment_status: payment.status === 'completed' || payment.status === 'refunded' ? 'paid' : 'unpaid',
    status: payment.status,
    provider: payment.provider,
  }
}

export const checkoutSession = defineHandler({
  params: z.object({ id: z.string() }),
  async run({ params, payload, config, logger }) {
    assertSessionId(params.id)
    let payment = await findPaymentBySession(payload, params.id)
    if (!payment || typeof payment.lead !== 'object' || !payment.lead) throw notFound(SESSION_NOT_FOUND)
    const confirmed =
      (await confirmWithStripe(payload, config, logger, payment)) || (await confirmWithChargily(payload, config, logger, payment))
    if (confirmed) payment = (await findPaymentBySession(payload, params.id)) ?? payment
    return { success: true, session: toCheckoutSession(payment, payment.lead as Lead) }
  },
})
