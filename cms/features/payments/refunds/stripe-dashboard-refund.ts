/**
 * Stripe's `charge.refunded`: a refund made in Stripe's own dashboard gets the same record and
 * credit note as one made from the back-office, exactly once. Under the payment's row lock, the
 * charge's `amount_refunded` (Stripe's running total) is compared with what we recorded: only
 * the difference is new. A replayed event, or the event of a refund we made ourselves (recorded
 * before our lock was released), finds nothing new and issues nothing.
 */
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { deliverQueuedEmails } from '@/cms/features/notifications'
import { payments } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { lockPayment, moneyOf, recordRefund } from './refund-records'

const DASHBOARD_REASON = 'Remboursement effectué depuis le tableau de bord Stripe'

export interface StripeChargeRefunds {
  paymentIntent: string
  /** The charge's total refunded so far, in minor units (Stripe's `amount_refunded`). */
  amountRefunded: number
}

/** 'recorded' when a new refund was recorded, 'unchanged' when it already was (or the payment is none of ours). */
export async function recordStripeRefunds(
  payload: Payload,
  logger: Logger,
  charge: StripeChargeRefunds,
): Promise<'recorded' | 'unchanged'> {
  const outcome = await withTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    const locked = await lockPayment(db, and(eq(payments.providerPaymentId, charge.paymentIntent), eq(payments.provider, 'stripe'))!)
    if (!locked) return { result: 'unchanged' as const, jobs: [] }
    const { payment, invoice } = locked
    if (payment.status !== 'completed' && payment.status !== 'refunded') {
      logger.warn({ paymentId: payment.id, status: payment.status }, 'Stripe refund of a payment we never completed: not recorded')
      return { result: 'unchanged' as const, jobs: [] }
    }
    const { total, refunded } = moneyOf(payment)
    const amountMinor = Math.min(charge.amountRefunded, total) - refunded
    if (amountMinor <= 0) return { result: 'unchanged' as const, jobs: [] }

    // Completed before invoices existed: the refund is still recorded, staff issue the paperwork.
    if (!invoice) logger.warn({ paymentId: payment.id }, 'Stripe refund recorded without a credit note: the payment has no invoice')
    const recorded = await recordRefund(payload, req, { payment, invoice, amountMinor, reason: DASHBOARD_REASON, refundMethod: 'provider' })
    logger.info(
      { paymentId: payment.id, amountMinor, currency: payment.currency, creditNote: recorded.creditNote?.number, status: recorded.status },
      'Refund made in Stripe recorded',
    )
    return { result: 'recorded' as const, jobs: recorded.jobs }
  })
  deliverQueuedEmails(outcome.jobs)
  return outcome.result
}
