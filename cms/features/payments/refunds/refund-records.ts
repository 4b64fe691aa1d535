/**
 * What every refund shares, whoever made it (staff from the back-office, or Stripe's dashboard
 * reported by its webhook): the payment read under a row lock, its invoice, and the record of
 * the refund (refunded amount, status, credit note, email), all in the caller's transaction.
 */
import { and, desc, eq, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { amountToMinor, minorToAmount, type RefundMethod } from '@/contract/admin-payments'
import type { InvoiceBuyer } from '@/contract/invoices'
import { publishLiveEvent } from '@/cms/features/live'
import { queueEmail } from '@/cms/features/notifications'
import { invoices, payments } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { servicesOf } from '@/cms/infra/services'
import { type IssuedDocument, issueCreditNote } from '@/cms/features/payments/invoicing'

type Db = Awaited<ReturnType<typeof drizzleFor>>

/**
 * The payment, locked until the transaction ends (SELECT … FOR UPDATE): two refunds of one
 * payment, or a refund and Stripe's webhook about it, run one after the other and each sees
 * what the other recorded.
 */
export async function lockPayment(db: Db, where: SQL) {
  const [row] = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      refundedAmount: payments.refundedAmount,
      status: payments.status,
      provider: payments.provider,
      confirmedBy: payments.confirmedBy,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(where)
    .limit(1)
    .for('update')
  return row ?? null
}

export type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPayment>>>

/** Minor units: what the payment took, and what was given back so far. */
export function moneyOf(payment: LockedPayment) {
  const total = amountToMinor(payment.amount, payment.currency)
  const refunded = amountToMinor(payment.refundedAmount ?? '0', payment.currency)
  return { total, refunded, remainder: total - refunded }
}

/**
 * The payment's current invoice (a refund's credit note corrects it): the latest, since a
 * correction replaces an invoice with a new one. Null for a payment completed before invoices existed.
 */
export async function invoiceOf(db: Db, paymentId: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, userId: invoices.user, currency: invoices.currency, buyer: invoices.buyer })
    .from(invoices)
    .where(and(eq(invoices.payment, paymentId), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.id))
    .limit(1)
  return row ? { ...row, buyer: row.buyer as InvoiceBuyer } : null
}

export type PaymentInvoice = NonNullable<Awaited<ReturnType<typeof invoiceOf>>>

export interface RefundToRecord {
  payment: LockedPayment
  /** null: no invoice to correct, the refund is recorded without a credit note (only from Stripe's webhook). */
  invoice: PaymentInvoice | null
  amountMinor: number
  reason: string
  refundMethod: RefundMethod
}

export interface RecordedRefund {
  status: 'completed' | 'refunded'
  refundedAmount: string
  creditNote: IssuedDocument | null
  /** Email jobs written in the transaction: deliver them once it is committed. */
  jobs: (number | string)[]
}

/**
 * A payment refunded in full ends the service it paid for: its procedure, unless already done,
 * is cancelled, so the founder's area stops asking for a questionnaire or papers it will not
 * use. Through Payload, so the project's hooks (the live updates among them) see the change.
 */
async function cancelRefundedProcedure(payload: Payload, req: PayloadRequest, paymentId: number) {
  const db = await drizzleFor(payload, req)
  const [row] = await db.select({ project: payments.project }).from(payments).where(eq(payments.id, paymentId)).limit(1)
  if (!row?.project) return
  await payload.update({
    collection: 'projects',
    where: { and: [{ id: { equals: row.project } }, { status: { not_in: ['completed', 'cancelled'] } }] },
    data: { status: 'cancelled' },
    depth: 0,
    req,
    // Access bypassed: the refund route has checked the caller (admin) or the webhook its signature.
    overrideAccess: true,
  })
}

/**
 * Records a refund already made (or to be made by hand): refunded amount and status, then the
 * credit note, last (its number's row stays locked until the commit), then the client's email.
 */
export async function recordRefund(payload: Payload, req: PayloadRequest, refund: RefundToRecord): Promise<RecordedRefund> {
  const db = await drizzleFor(payload, req)
  const { payment, invoice, amountMinor } = refund
  const { total, refunded } = moneyOf(payment)
  const refundedMinor = refunded + amountMinor
  const refundedAmount = minorToAmount(refundedMinor, payment.currency)
  const status = refundedMinor >= total ? 'refunded' : 'completed'
  await db
    .update(payments)
    .set({ refundedAmount, status, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id))
  if (status === 'refunded') await cancelRefundedProcedure(payload, req, payment.id)
  // Live: the back-office's payments and the client's orders and invoices (its credit note) are read again.
  await publishLiveEvent(payload, { type: 'order', userId: invoice?.userId ?? null, data: { paymentId: payment.id } }, { req })
  if (!invoice) return { status, refundedAmount, creditNote: null, jobs: [] }

  const creditNote = await issueCreditNote(payload, req, {
    invoice: {
      id: invoice.id,
      number: invoice.number,
      paymentId: payment.id,
      userId: invoice.userId,
      currency: invoice.currency,
      buyer: invoice.buyer,
    },
    amount: minorToAmount(amountMinor, payment.currency),
    reason: refund.reason,
    refundMethod: refund.refundMethod,
    seller: servicesOf(payload).payments.invoiceSeller,
  })
  // Queued in the same transaction: the email exists if and only if the credit note does.
  const jobs = invoice.buyer.email
    ? [await queueEmail(payload, { kind: 'credit-note', to: invoice.buyer.email, creditNoteId: creditNote.id }, { req })]
    : []
  return { status, refundedAmount, creditNote, jobs }
}
