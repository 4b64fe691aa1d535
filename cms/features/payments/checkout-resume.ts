/**
 * A cancelled checkout keeps the founder's work (issue 33 item 5). Every provider's cancel address
 * is /creer-entreprise?reprise=<token>; the token names the checkout's lead, signed with the
 * server's secret, so the funnel gets the name, email and phone back from the server (never from
 * the address) and reopens at step 2.
 *
 * Coming back this way means the buyer left the payment: it is closed at the provider first
 * (Stripe's session expired, Chargily's checkout expired) so that it can no longer be paid behind
 * our back, then marked cancelled. A provider that says it was paid meanwhile completes the order
 * instead, and the funnel goes to its confirmation page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { checkoutResumeSchema } from '@/contract/lead-funnel'
import { CHECKOUT_RESUME_EXPIRED, type CheckoutResume, type OrderStatus } from '@/contract/payments'
import { webRoutes } from '@/contract/web-routes'
import type { AppConfig } from '@/cms/infra/config/env'
import { leads, payments } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'
import { notFound } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { servicesOf } from '@/cms/infra/services'
import { chargilyApi } from './chargily-api'
import { confirmWithChargily } from './chargily-checkout'
import { completePayment } from './complete-payment'
import { movePayment } from './payment-transitions'
import { stripeClient } from './stripe-provider'

/** Long enough to come back from a provider's page the next day, short enough not to linger. */
const RESUME_DAYS = 7

const signature = (payload: Payload, leadId: number) =>
  createHmac('sha256', servicesOf(payload).payments.checkoutResumeKey).update(String(leadId)).digest('base64url')

/** The cancel address's token for this lead: `<lead id>.<signature>`. */
export const checkoutResumeToken = (payload: Payload, leadId: number) => `${leadId}.${signature(payload, leadId)}`

function leadIdOf(payload: Payload, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const leadId = Number(match[1])
  const given = Buffer.from(match[2])
  const expected = Buffer.from(signature(payload, leadId))
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null
}

/** The lead and its latest checkout, on the leads primary key and payments_lead_idx. */
const leadWithLatestPayment = preparedRead((db) =>
  db
    .select({
      nomComplet: leads.nomComplet,
      email: leads.email,
      telephone: leads.telephone,
      createdAt: leads.createdAt,
      paymentStatus: payments.status,
      provider: payments.provider,
      providerSessionId: payments.providerSessionId,
      providerPaymentId: payments.providerPaymentId,
      paymentId: payments.id,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(leads)
    .leftJoin(payments, eq(payments.lead, leads.id))
    .where(eq(leads.id, sql.placeholder('leadId')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(literalLimit(1)),
)

type Found = NonNullable<Awaited<ReturnType<ReturnType<typeof leadWithLatestPayment>['execute']>>[number]>
type PendingCheckout = Found & { paymentId: number; providerSessionId: string; provider: NonNullable<Found['provider']> }

/**
 * Closes a checkout the buyer walked away from, at its provider then here; answers what it became.
 * A provider that cannot be reached leaves it pending: its webhook settles it later.
 */
async function settleLeftCheckout(payload: Payload, config: AppConfig, logger: Logger, checkout: PendingCheckout): Promise<OrderStatus> {
  const { providerSessionId } = checkout
  try {
    if (checkout.provider === 'stripe' && config.stripe.secretKey) {
      const stripe = stripeClient(config.stripe)
      const session = await stripe.checkout.sessions.retrieve(providerSessionId)
      if (session.payment_status === 'paid') {
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
        await completePayment(payload, logger, { providerSessionId, providerPaymentId: intent })
        return 'completed'
      }
      // Complete but not yet paid (a delayed payment method): Stripe's webhook tells the outcome.
      if (session.status === 'complete') return 'pending'
      if (session.status === 'open') await stripe.checkout.sessions.expire(providerSessionId)
    } else if (checkout.provider === 'chargily' && config.chargily.secretKey && checkout.providerPaymentId) {
      const payment = {
        id: checkout.paymentId,
        status: 'pending' as const,
        provider: checkout.provider,
        providerSessionId,
        providerPaymentId: checkout.providerPaymentId,
        amount: checkout.amount ?? '',
        currency: checkout.currency ?? '',
      }
      if (await confirmWithChargily(payload, config, logger, payment)) return 'completed'
      const api = chargilyApi(config.chargily)
      const found = await api.getCheckout(checkout.providerPaymentId)
      if (found.status === 'failed') return (await movePayment(payload, { providerSessionId }, 'failed')) ? 'failed' : 'pending'
      if (found.status === 'pending') await api.expireCheckout(checkout.providerPaymentId)
    } else if (checkout.provider !== 'local') {
      return 'pending'
    }
  } catch (error) {
    logger.warn({ err: error, paymentId: checkout.paymentId }, 'Left checkout not closed at its provider; its webhook will settle it')
    return 'pending'
  }
  await movePayment(payload, { providerSessionId }, 'cancelled')
  return 'cancelled'
}

/** POST /api/checkout/resume {token}: the funnel's details back, the left checkout closed. */
export const resumeCheckout = defineHandler({
  body: checkoutResumeSchema,
  async run({ body, payload, config, logger, rateLimits, ip }) {
    await rateLimits.consume(RATE_LIMITS.checkoutResumePerIp, ip)
    const leadId = leadIdOf(payload, body.token)
    const [found] = leadId === null ? [] : await leadWithLatestPayment(payload).execute({ leadId })
    const tooOld = found && Date.now() - new Date(found.createdAt).getTime() > RESUME_DAYS * 24 * 60 * 60 * 1000
    if (!found || tooOld || !found.paymentId || !found.providerSessionId || !found.provider) throw notFound(CHECKOUT_RESUME_EXPIRED)

    let payment: OrderStatus = found.paymentStatus ?? 'pending'
    if (payment === 'pending') payment = await settleLeftCheckout(payload, config, logger, found as PendingCheckout)
    const resume: CheckoutResume = {
      nomComplet: found.nomComplet,
      email: found.email,
      telephone: found.telephone,
      offre: 'complet',
      payment,
      confirmationUrl:
        payment === 'completed' ? `${webRoutes.orderConfirmation}?session_id=${encodeURIComponent(found.providerSessionId)}` : null,
    }
    return { success: true, resume }
  },
})
