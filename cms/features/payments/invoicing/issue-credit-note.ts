/**
 * Issues a credit note (« avoir ») for money given back on an invoice, inside the refund's (or the
 * correction's) transaction: the credit note exists if and only if the refund is recorded. It
 * repeats the invoice's seller and buyer as issued, and names the invoice it corrects.
 *
 * One statement (issue 32): the number taken (numbering.ts), the credit note written and the
 * corrected invoice's buyer made final, where three round trips did it before.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { invoices } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { Database } from '@/cms/infra/db/typed-reads'
import type { InvoiceBuyer, InvoiceLine, InvoiceSeller } from '@/contract/invoices'
import type { IssuedDocument } from './issue-invoice'
import { invoiceCounterInsert, invoiceNumberSql } from './numbering'

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

const column = (field: { name: string }) => sql.identifier(field.name)

export async function issueCreditNote(payload: Payload, req: PayloadRequest, request: CreditNoteRequest): Promise<IssuedDocument> {
  const db = (await drizzleFor(payload, req)) as Database
  const { invoice, amount } = request
  const label = request.refundMethod ? `Remboursement sur la facture ${invoice.number}` : `Annulation de la facture ${invoice.number}`
  const lines: InvoiceLine[] = [{ label, quantity: 1, unitPrice: amount, total: amount }]
  const counter = invoiceCounterInsert(db, 'counter', 'credit-note', sql`(SELECT 1) AS one`)
  const note = db.$with('note', { id: invoices.id, number: invoices.number }).as(
    sql`INSERT INTO ${invoices} (${sql.join(
      [
        invoices.number,
        invoices.kind,
        invoices.issuedAt,
        invoices.payment,
        invoices.user,
        invoices.invoice,
        invoices.amount,
        invoices.currency,
        invoices.seller,
        invoices.buyer,
        invoices.lines,
        invoices.reason,
        invoices.refundMethod,
      ].map(column),
      sql`, `,
    )})
        SELECT ${invoiceNumberSql('credit-note', sql`${counter.year}`, sql`${counter.last}`)}, 'credit-note', ${counter.issuedAt},
               ${invoice.paymentId}::integer, ${invoice.userId}::integer, ${invoice.id}::integer, ${amount}::varchar, ${invoice.currency}::varchar,
               ${JSON.stringify(request.seller)}::jsonb, ${JSON.stringify(invoice.buyer)}::jsonb, ${JSON.stringify(lines)}::jsonb,
               ${request.reason}::varchar, ${request.refundMethod}::enum_invoices_refund_method
          FROM ${counter}
        RETURNING ${column(invoices.id)}, ${column(invoices.number)}`,
  )
  // The corrected invoice's buyer is final from now: the credit note repeats it as it stands.
  const confirmed = db.$with('confirmed', { id: invoices.id }).as(
    sql`UPDATE ${invoices} SET ${column(invoices.buyerConfirmedAt)} = COALESCE(${invoices.buyerConfirmedAt}, ${counter.issuedAt})
          FROM ${counter}, ${note}
         WHERE ${invoices.id} = ${invoice.id}::integer
        RETURNING ${invoices.id}`,
  )
  const [row] = await db.with(counter, note, confirmed).select({ id: note.id, number: note.number }).from(note)
  if (!row) throw new Error(`The credit note of invoice ${invoice.number} was not written`)
  return { id: row.id, number: row.number }
}
