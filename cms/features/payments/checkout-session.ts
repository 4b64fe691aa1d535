/**
 * GET /api/stripe/session/{id} (the spec's path, for every provider): the order summary of
 * one checkout session for the confirmation page. The session id is the capability, as
 * with Stripe's own ids: unguessable, and it shows that order only.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { z } from 'zod'
import { type CheckoutSession, checkoutSessionStatus, FULL_OFFER, type OrderAccountAccess, parseDecimalAmount } from '@/contract/payments'
import type { AppConfig } from '@/cms/infra/config/env'
import { leads, payments, users } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import type { Lead, Payment } from '@/payload-types'
import { orderAccountAccess } from './account-setup'
import { confirmWithChargily } from './chargily-checkout'
import { completePayment } from './complete-payment'
import { stripeClient } from './stripe-provider'

export const SESSION_NOT_FOUND = 'Session de paiement introuvable.'

const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/

/** A malformed session id is just an unknown session (404). */
export function assertSessionId(id: string): void {
  if (!SESSION_ID.test(id)) throw notFound(SESSION_NOT_FOUND)
}

/** What the confirmation page and the test checkout read of a payment, with its lead. */
export type CheckoutPayment = Pick<
  Payment,
  'id' | 'amount' | 'currency' | 'status' | 'provider' | 'providerSessionId' | 'providerPaymentId' | 'createdAt'
> & {
  lead: Pick<Lead, 'nomComplet' | 'email' | 'telephone'> | null
  leadId: number | null
  /** The account the completion linked (null until paid), its address and whether it still awaits a password. */
  account: { id: number; email: string; passwordPending: boolean } | null
  paidAt: string | null
}

/** One named statement on the unique provider_session_id index (every buyer's page reads it). */
const paymentBySession = preparedRead((db) =>
  db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      providerSessionId: payments.providerSessionId,
      providerPaymentId: payments.providerPaymentId,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      leadId: payments.lead,
      nomComplet: leads.nomComplet,
      email: leads.email,
      telephone: leads.telephone,
      userId: users.id,
      userEmail: users.email,
      passwordPending: users.passwordPending,
    })
    .from(payments)
    .leftJoin(leads, eq(leads.id, payments.lead))
    .leftJoin(users, eq(users.id, payments.user))
    .where(eq(payments.providerSessionId, sql.placeholder('sessionId'))),
)

export async function findPaymentBySession(payload: Payload, sessionId: string): Promise<CheckoutPayment | null> {
  const [row] = await paymentBySession(payload).execute({ sessionId })
  if (!row) return null
  const { nomComplet, email, telephone, createdAt, paidAt, userId, userEmail, passwordPending, ...payment } = row
  return {
    ...payment,
    createdAt: timestampText(createdAt),
    paidAt: paidAt === null ? null : timestampText(paidAt),
    lead: nomComplet === null ? null : { nomComplet, email: email ?? '', telephone: telephone ?? '' },
    account: userId === null ? null : { id: userId, email: userEmail ?? '', passwordPending: passwordPending === true },
  }
}

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
