/**
 * What every refund shares, whoever made it (staff from the back-office, or Stripe's dashboard
 * reported by its webhook): the payment read under a row lock, its invoice, and the record of
 * the refund (refunded amount, status, credit note, email), all in the caller's transaction.
 */
import { and, desc, eq, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { amountToMinor, minorToAmount, type RefundMethod } from '@/contract/admin-payments'
import type { InvoiceBuyer } from '@/contract/invoices'
import { LIVE_CHANGES } from '@/cms/features/live'
import { queueEmail } from '@/cms/features/notifications'
import { invoices, payments } from '@/cms/infra/db/payload-schema'
import { liveEventInsert } from '@/cms/infra/db/insert-with-effects'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { Database } from '@/cms/infra/db/typed-reads'
import { servicesOf } from '@/cms/infra/services'
import { type IssuedDocument, issueCreditNote } from '@/cms/features/payments/invoicing'

type Db = Awaited<ReturnType<typeof drizzleFor>>

const column = (field: { name: string }) => sql.identifier(field.name)

/**
 * The payment, locked until the transaction ends (SELECT … FOR UPDATE OF payments), with its
 * current invoice, in one read: two refunds of one payment, or a refund and Stripe's webhook about
 * it, run one after the other and each sees what the other recorded. The invoice is the latest of
 * the payment's (a correction replaces an invoice with a new one; a refund's credit note corrects
 * the current one); null for a payment completed before invoices existed.
 */
export async function lockPayment(db: Db, where: SQL) {
  const current = db
    .select({
      id: invoices.id,
      number: invoices.number,
      userId: invoices.user,
      currency: invoices.currency,
      buyer: invoices.buyer,
    })
    .from(invoices)
    .where(and(eq(invoices.payment, payments.id), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.id))
    .limit(1)
    .as('current_invoice')
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
      invoice: { id: current.id, number: current.number, userId: current.userId, currency: current.currency, buyer: current.buyer },
    })
    .from(payments)
    .leftJoinLateral(current, sql`true`)
    .where(where)
    .limit(1)
    .for('update', { of: payments })
  if (!row) return null
  const { invoice, ...payment } = row
  return { payment, invoice: invoice ? { ...invoice, buyer: invoice.buyer as InvoiceBuyer } : null }
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockPayment>>>
export type LockedPayment = Locked['payment']

/** Minor units: what the payment took, and what was given back so far. */
export function moneyOf(payment: LockedPayment) {
  const total = amountToMinor(payment.amount, payment.currency)
  const refunded = amountToMinor(payment.refundedAmount ?? '0', payment.currency)
  return { total, refunded, remainder: total - refunded }
}

export type PaymentInvoice = NonNullable<Locked['invoice']>

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
 * The payment's refunded amount and status, and the live event that tells the back-office's
 * payments and the client's orders and invoices to read again, in one statement.
 */
async function updateRefundedPayment(
  db: Database,
  paymentId: number,
  values: { refundedAmount: string; status: string; userId: number | null },
) {
  const updated = db.$with('updated', { id: payments.id }).as(
    sql`UPDATE ${payments}
           SET ${column(payments.refundedAmount)} = ${values.refundedAmount}::varchar,
               ${column(payments.status)} = ${values.status}::enum_payments_status,
               ${column(payments.updatedAt)} = now()
         WHERE ${payments.id} = ${paymentId}::integer
        RETURNING ${payments.id}`,
  )
  const event = liveEventInsert(
    db,
    'order_event',
    { topic: LIVE_CHANGES, type: 'order', staffOnly: false },
    { user: sql`${values.userId}::integer`, data: sql`jsonb_build_object('paymentId', ${updated.id})`, from: sql`${updated}` },
  )
  const [row] = await db
    .with(updated, event.cte as never)
    .select({ id: updated.id, announced: event.announce })
    .from(updated)
  if (!row) throw new Error(`Payment ${paymentId} was not updated`)
}

/**
 * Records a refund already made (or to be made by hand): refunded amount and status with their
 * live event, then the credit note, last (its number's row stays locked until the commit), then
 * the client's email. Three statements, in the caller's transaction.
 */
export async function recordRefund(payload: Payload, req: PayloadRequest, refund: RefundToRecord): Promise<RecordedRefund> {
  const db = (await drizzleFor(payload, req)) as Database
  const { payment, invoice, amountMinor } = refund
  const { total, refunded } = moneyOf(payment)
  const refundedMinor = refunded + amountMinor
  const refundedAmount = minorToAmount(refundedMinor, payment.currency)
  const status = refundedMinor >= total ? 'refunded' : 'completed'
  await updateRefundedPayment(db, payment.id, { refundedAmount, status, userId: invoice?.userId ?? null })
  if (status === 'refunded') await cancelRefundedProcedure(payload, req, payment.id)
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
