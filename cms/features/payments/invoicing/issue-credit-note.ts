/**
 * Issues a credit note (« avoir ») for money given back on an invoice, inside the refund's
 * transaction: the credit note exists if and only if the refund is recorded. It repeats the
 * invoice's seller and buyer as issued, and names the invoice it corrects.
 */
import type { Payload, PayloadRequest } from 'payload'
import { invoices } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from '@/contract/invoices'
import type { IssuedDocument } from './issue-invoice'
import { takeInvoiceNumber } from './numbering'

export interface CreditNoteRequest {
  invoice: { id: number; number: string; paymentId: number; userId: number | null; currency: string; buyer: InvoiceBuyer }
  /** Decimal string in the invoice's currency, > 0. */
  amount: string
  reason: string
  refundMethod: 'provider' | 'manual'
  /** The seller as configured now (a credit note is a new document, issued today). */
  seller: InvoiceSeller
}

export async function issueCreditNote(payload: Payload, req: PayloadRequest, request: CreditNoteRequest): Promise<IssuedDocument> {
  const db = await drizzleFor(payload, req)
  const { invoice, amount } = request
  const lines: InvoiceLine[] = [{ label: `Remboursement sur la facture ${invoice.number}`, quantity: 1, unitPrice: amount, total: amount }]
  const { number, issuedAt } = await takeInvoiceNumber(db, 'credit-note')
  const [row] = await db
    .insert(invoices)
    .values({
      number,
      kind: 'credit-note',
      issuedAt,
      payment: invoice.paymentId,
      user: invoice.userId,
      invoice: invoice.id,
      amount,
      currency: invoice.currency,
      seller: request.seller,
      buyer: invoice.buyer,
      lines,
      reason: request.reason,
      refundMethod: request.refundMethod,
    })
    .returning({ id: invoices.id })
  if (!row) throw new Error(`Credit note ${number} was not written`)
  return { id: row.id, number }
}
