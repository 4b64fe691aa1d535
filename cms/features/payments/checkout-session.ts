/**
 * GET /api/stripe/session/{id} (the spec's path, for every provider): the order summary of
 * one checkout session for the confirmation page. The session id is the capability, as
 * with Stripe's own ids: unguessable, and it shows that order only.
 */
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { z } from 'zod'
import { type CheckoutSession, checkoutSessionStatus, FULL_OFFER, type OrderAccountAccess, parseDecimalAmount } from '@/contract/payments'
import type { AppConfig } from '@/cms/infra/config/env'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { assertSessionId, type CheckoutPayment, findPaymentBySession, SESSION_NOT_FOUND } from './checkout-payment'
import { orderAccountAccess } from './first-password-code'
import { confirmWithChargily } from './chargily-checkout'
import { completePayment } from './complete-payment'
import { stripeClient } from './stripe-provider'

/**
 * A Stripe buyer may reach the confirmation page before the webhook: ask Stripe, and complete
 * now if it says paid (the completion is idempotent, whoever comes first).
 */
async function confirmWithStripe(payload: Payload, config: AppConfig, logger: Logger, payment: CheckoutPayment): Promise<boolean> {
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

export function toCheckoutSession(
  payment: CheckoutPayment,
  lead: NonNullable<CheckoutPayment['lead']>,
  account: OrderAccountAccess | null = null,
): CheckoutSession {
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
    status: checkoutSessionStatus(payment.status),
    order_status: payment.status,
    provider: payment.provider,
    account,
  }
}

export const checkoutSession = defineHandler({
  params: z.object({ id: z.string() }),
  async run({ params, payload, config, logger }) {
    assertSessionId(params.id)
    let payment = await findPaymentBySession(payload, params.id)
    const lead = payment?.lead
    if (!payment || !lead) throw notFound(SESSION_NOT_FOUND)
    const confirmed =
      (await confirmWithStripe(payload, config, logger, payment)) || (await confirmWithChargily(payload, config, logger, payment))
    if (confirmed) payment = (await findPaymentBySession(payload, params.id)) ?? payment
    return { success: true, session: toCheckoutSession(payment, lead, orderAccountAccess(payload, payment)) }
  },
})
