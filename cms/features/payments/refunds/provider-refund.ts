/**
 * Giving the money back through the provider that took it. Stripe: its refund API, with an
 * idempotency key so a retried call (the SDK's own retries, or staff trying again after a lost
 * answer) never refunds twice. Chargily Pay has no refund API: the refund is recorded as made
 * by hand, and staff send the money. The local test provider took nothing: refunded at once.
 */
import type Stripe from 'stripe'
import type { AppConfig } from '@/cms/infra/config/env'
import { conflict, HttpError } from '@/cms/infra/http/errors'
import { stripeClient } from '@/cms/features/payments/stripe-provider'
import type { RefundMethod } from '@/contract/admin-payments'
import type { LockedPayment } from './refund-records'

const STRIPE_FAILED =
  'Stripe n’a pas effectué le remboursement\u00a0: rien n’a été enregistré. Réessayez dans quelques minutes, ou remboursez depuis le tableau de bord Stripe.'

/**
 * Refunds `amountMinor` through the provider, or does nothing for a manual refund. A provider
 * failure throws a 502 before anything is recorded (the caller's transaction rolls back).
 */
export async function refundThroughProvider(
  config: AppConfig,
  payment: LockedPayment,
  refund: { amountMinor: number; refundedMinor: number; method: RefundMethod },
): Promise<void> {
  if (refund.method === 'manual' || payment.provider !== 'stripe') return
  if (!config.stripe.secretKey)
    throw new HttpError(502, 'Stripe n’est pas configuré sur ce serveur\u00a0: remboursez ce paiement depuis le tableau de bord Stripe.')
  if (!payment.providerPaymentId)
    throw conflict('Ce paiement Stripe n’a pas de référence de paiement\u00a0: remboursez-le depuis le tableau de bord Stripe.')
  try {
    await stripeClient(config.stripe).refunds.create(
      { payment_intent: payment.providerPaymentId, amount: refund.amountMinor, metadata: { paymentId: String(payment.id) } },
      // The same refund of the same payment in the same state: the same key, so Stripe answers the first refund again.
      { idempotencyKey: `refund-${payment.id}-${refund.refundedMinor}-${refund.amountMinor}` },
    )
  } catch (error) {
    const message = (error as Stripe.errors.StripeError | undefined)?.message
    throw new HttpError(502, STRIPE_FAILED, message ? { providerMessage: message } : {})
  }
}
