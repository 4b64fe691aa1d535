/**
 * A Chargily checkout and our payment: finding one from the other, checking they agree on the
 * money, and asking Chargily when the buyer reaches the confirmation page before the webhook.
 */
import type { Checkout } from '@chargily/chargily-pay'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { parseDecimalAmount } from '@/contract/payments'
import type { Payment } from '@/payload-types'
import type { AppConfig } from '@/cms/infra/config/env'
import { chargilyApi, minorFromDinars } from './chargily-api'
import { completePayment } from './complete-payment'

/** Our payment of a Chargily checkout (its id is the payment's providerPaymentId). */
export async function findChargilyPayment(payload: Payload, checkoutId: string): Promise<Payment | null> {
  // Access bypassed: the payment completion finds its payment from the provider's webhook.
  const found = await payload.find({
    collection: 'payments',
    where: { and: [{ provider: { equals: 'chargily' } }, { providerPaymentId: { equals: checkoutId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Whether Chargily took at least the amount we recorded, in dinars. A checkout is created with
 * our price, so a difference means something is wrong: the order is then left to the team.
 * (At least, not exactly: Chargily may add its fees when they are passed to the customer.)
 */
export function chargesRecordedAmount(
  payment: Pick<Payment, 'amount' | 'currency'>,
  checkout: Partial<Pick<Checkout, 'amount' | 'currency'>>,
): boolean {
  const charged = minorFromDinars(checkout.amount)
  return (
    payment.currency === 'DZD' &&
    String(checkout.currency ?? '').toLowerCase() === 'dzd' &&
    charged !== null &&
    charged >= parseDecimalAmount(payment.amount)
  )
}

/**
 * The buyer may come back before the webhook: ask Chargily, and complete now if it says paid
 * (the completion is idempotent, whoever comes first).
 */
export async function confirmWithChargily(
  payload: Payload,
  config: AppConfig,
  logger: Logger,
  payment: Pick<Payment, 'id' | 'amount' | 'currency' | 'status' | 'provider' | 'providerSessionId' | 'providerPaymentId'>,
): Promise<boolean> {
  if (payment.provider !== 'chargily' || payment.status !== 'pending' || !payment.providerPaymentId || !config.chargily.secretKey) {
    return false
  }
  try {
    const checkout = await chargilyApi(config.chargily).getCheckout(payment.providerPaymentId)
    if (checkout.status !== 'paid' || checkout.id !== payment.providerPaymentId) return false
    if (!chargesRecordedAmount(payment, checkout)) {
      logger.error(
        { paymentId: payment.id, checkoutId: checkout.id, amount: checkout.amount },
        'Chargily checkout paid with another amount',
      )
      return false
    }
    await completePayment(payload, logger, { providerSessionId: payment.providerSessionId, providerPaymentId: checkout.id })
    return true
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, 'Chargily checkout check failed; the webhook will complete the order')
    return false
  }
}
