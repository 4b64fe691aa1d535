/**
 * Issues a credit note (« avoir ») for money given back on an invoice, inside the refund's
 * transaction: the credit note exists if and only if the refund is recorded. It repeats the
 * invoice's seller and buyer as issued, and names the invoice it corrects.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
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
  /** null: no money moves, the credit note cancels an invoice that a corrected one replaces. */
  refundMethod: 'provider' | 'manual' | null
  /** The seller as configured now (a credit note is a new document, issued today). */
  seller: InvoiceSeller
}

export async function issueCreditNote(payload: Payload, req: PayloadRequest, request: CreditNoteRequest): Promise<IssuedDocument> {
  const db = await drizzleFor(payload, req)
  const { invoice, amount } = request
  const label = request.refundMethod ? `Remboursement sur la facture ${invoice.number}` : `Annulation de la facture ${invoice.number}`
  const lines: InvoiceLine[] = [{ label, quantity: 1, unitPrice: amount, total: amount }]
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
  // The corrected invoice's buyer is final from now: the credit note repeats it as it stands.
  await db
    .update(invoices)
    .set({ buyerConfirmedAt: sql`COALESCE(${invoices.buyerConfirmedAt}, ${issuedAt}::timestamptz)` })
    .where(eq(invoices.id, invoice.id))
  return { id: row.id, number }
}
