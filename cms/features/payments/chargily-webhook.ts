/**
 * POST /api/chargily/webhook: Chargily Pay's events (https://dev.chargily.com/pay-v2/webhooks).
 * The `signature` header is the hex HMAC-SHA256 of the exact body, keyed with the API secret
 * key: checked on the raw body (kept by cms/app.ts) in constant time. Each event maps to an
 * idempotent move of the payment, so a replayed, duplicated or out-of-order event changes
 * nothing more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { FULL_OFFER } from '@/contract/payments'
import { z } from '@/contract/zod'
import { badRequest, HttpError, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { chargesRecordedAmount, findChargilyPayment } from './chargily-checkout'
import { completePayment } from './complete-payment'
import { movePayment } from './payment-transitions'

const HEX_SHA256 = /^[0-9a-f]{64}$/i

/** Whether `signature` is the body's HMAC-SHA256 under the secret key (compared in constant time). */
export function validChargilySignature(rawBody: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false
  const expected = createHmac('sha256', secretKey).update(rawBody).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/** What we read of an event: its type and the checkout it is about (other fields pass through). */
const chargilyEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({
    id: z.string().min(1).max(255),
    status: z.string().optional(),
    amount: z.number().optional(),
    currency: z.string().optional(),
    metadata: z.unknown().optional(),
  }),
})

const serviceOf = (metadata: unknown) =>
  metadata && typeof metadata === 'object' && 'service' in metadata ? (metadata as { service: unknown }).service : undefined

export const chargilyWebhook = defineHandler({
  async run({ req, payload, config, logger }) {
    const { secretKey } = config.chargily
    if (!secretKey) throw notFound()
    const signature = req.headers.signature
    if (typeof signature !== 'string' || !signature || !Buffer.isBuffer(req.body)) throw badRequest('Signature Chargily manquante.')
    if (!validChargilySignature(req.body, signature, secretKey)) {
      logger.warn('Chargily webhook refused: bad signature')
      throw badRequest('Signature Chargily invalide.')
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(req.body.toString('utf8'))
    } catch {
      throw badRequest('Événement Chargily illisible.')
    }
    const event = chargilyEventSchema.safeParse(parsed)
    if (!event.success) throw badRequest('Événement Chargily illisible.')
    const { type, data: checkout } = event.data
    if (!['checkout.paid', 'checkout.failed', 'checkout.canceled', 'checkout.expired'].includes(type)) return { received: true }

    const payment = await findChargilyPayment(payload, checkout.id)
    if (!payment) {
      // Checkouts of other products on the same Chargily account are none of our business.
      if (serviceOf(checkout.metadata) !== FULL_OFFER.service) return { received: true }
      // Ours (metadata) but not recorded: answer an error so Chargily retries, and say so loudly.
      logger.error({ checkoutId: checkout.id, eventId: event.data.id }, 'Chargily event for a checkout without a payment record')
      throw new HttpError(409, 'Paiement inconnu.')
    }
    const session = { providerSessionId: payment.providerSessionId }

    switch (type) {
      case 'checkout.paid':
        if (checkout.status !== undefined && checkout.status !== 'paid') break
        if (!chargesRecordedAmount(payment, checkout)) {
          // Left pending for the team: a retry would not change the amount.
          logger.error(
            { paymentId: payment.id, checkoutId: checkout.id, amount: checkout.amount, currency: checkout.currency },
            'Chargily checkout paid with another amount than recorded',
          )
          break
        }
        await completePayment(payload, logger, { ...session, providerPaymentId: checkout.id })
        break
      case 'checkout.failed':
        await movePayment(payload, session, 'failed')
        break
      default:
        // checkout.canceled, checkout.expired: the buyer left, or the checkout timed out.
        await movePayment(payload, session, 'cancelled')
        break
    }
    return { received: true }
  },
})
