/**
 * A refund decided by staff (POST /api/admin/payments/{id}/refund), in one transaction: the
 * payment locked, its status and remainder checked again under the lock, the provider's refund,
 * then the record (refunded amount, status, credit note, email). Anything failing rolls all of
 * it back; a provider that refused leaves nothing recorded. Amounts are integer minor units.
 */
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { amountToMinor, paymentStatusLabel, type RefundMethod, refundMethodOf } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import { deliverQueuedEmails } from '@/cms/features/notifications'
import type { AppConfig } from '@/cms/infra/config/env'
import { payments } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { badRequest, conflict, notFound } from '@/cms/infra/http/errors'
import { refundThroughProvider } from './provider-refund'
import { lockPayment, moneyOf, type RecordedRefund, recordRefund } from './refund-records'

export interface RefundRequest {
  paymentId: number
  /** Decimal string in the payment's currency ('200.00', '200.5'); absent: all that remains. */
  amount?: string
  reason: string
}

export interface RefundOutcome extends RecordedRefund {
  refundMethod: RefundMethod
  amountMinor: number
}

function notRefundable(status: string) {
  return status === 'refunded'
    ? conflict('Ce paiement est déjà entièrement remboursé.')
    : conflict(`Seul un paiement payé peut être remboursé (statut de ce paiement\u00a0: ${paymentStatusLabel(status)}).`)
}

export async function refundPayment(payload: Payload, logger: Logger, config: AppConfig, request: RefundRequest): Promise<RefundOutcome> {
  const outcome = await withTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    const locked = await lockPayment(db, eq(payments.id, request.paymentId))
    if (!locked) throw notFound('Paiement introuvable.')
    const { payment, invoice } = locked
    const { refunded, remainder } = moneyOf(payment)
    if (payment.status !== 'completed' || remainder <= 0) throw notRefundable(payment.status)

    const amountMinor = request.amount === undefined ? remainder : amountToMinor(request.amount, payment.currency)
    if (amountMinor <= 0) throw badRequest('Le montant à rembourser doit être supérieur à zéro.')
    if (amountMinor > remainder)
      throw badRequest(`Le montant dépasse ce qui reste à rembourser sur ce paiement (${formatMoney(remainder, payment.currency)}).`)
    if (!invoice)
      throw conflict(
        'Ce paiement n’a pas de facture\u00a0: aucun avoir ne peut être émis. Remboursez-le depuis le tableau de bord du prestataire.',
      )

    const refundMethod = refundMethodOf(payment)
    // Under the lock: a second refund of this payment waits here and then sees this one recorded.
    await refundThroughProvider(config, payment, { amountMinor, refundedMinor: refunded, method: refundMethod })
    const recorded = await recordRefund(payload, req, { payment, invoice, amountMinor, reason: request.reason, refundMethod })
    logger.info(
      {
        paymentId: payment.id,
        amountMinor,
        currency: payment.currency,
        refundMethod,
        creditNote: recorded.creditNote?.number,
        status: recorded.status,
      },
      'Payment refunded by the back-office',
    )
    return { ...recorded, refundMethod, amountMinor }
  })
  deliverQueuedEmails(outcome.jobs)
  return outcome
}
