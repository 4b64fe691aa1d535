/**
 * Issues the invoice of a payment being completed, inside the completion's transaction
 * (complete-payment.ts): the invoice exists if and only if the completion does. Written with
 * one typed INSERT; its number is taken just before, as late as possible, since the number's
 * row stays locked until the commit.
 */
import type { PayloadRequest, Payload } from 'payload'
import { invoices } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from '@/contract/invoices'
import { FULL_OFFER } from '@/contract/payments'
import { takeInvoiceNumber } from './numbering'

export interface PaymentToInvoice {
  id: number
  /** null once the account is erased: the invoice keeps its buyer snapshot. */
  userId: number | null
  amount: string
  currency: string
  paidAt: string
  paymentMethod: string
  buyer: InvoiceBuyer
  /** The lines of the invoice it replaces (a correction); the full offer's one line otherwise. */
  lines?: InvoiceLine[]
  /** A corrected invoice's buyer is final: staff wrote it with the client. */
  buyerConfirmed?: boolean
}

export interface IssuedDocument {
  id: number
  number: string
}

export async function issueInvoice(
  payload: Payload,
  req: PayloadRequest,
  payment: PaymentToInvoice,
  seller: InvoiceSeller,
): Promise<IssuedDocument> {
  const db = await drizzleFor(payload, req)
  const lines: InvoiceLine[] = payment.lines ?? [{ label: FULL_OFFER.label, quantity: 1, unitPrice: payment.amount, total: payment.amount }]
  const { number, issuedAt } = await takeInvoiceNumber(db, 'invoice')
  const [row] = await db
    .insert(invoices)
    .values({
      number,
      kind: 'invoice',
      issuedAt,
      payment: payment.id,
      user: payment.userId,
      amount: payment.amount,
      currency: payment.currency,
      seller,
      buyer: payment.buyer,
      lines,
      paidAt: payment.paidAt,
      paymentMethod: payment.paymentMethod,
      buyerConfirmedAt: payment.buyerConfirmed ? issuedAt : null,
    })
    .returning({ id: invoices.id })
  if (!row) throw new Error(`Invoice ${number} was not written`)
  return { id: row.id, number }
}
