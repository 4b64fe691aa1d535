/** An invoice or credit note as an email attachment (order confirmation, credit note), drawn from its record. */
import type { Payload } from 'payload'
import { invoicePdfFilename } from '@/contract/invoices'
import { drawInvoicePdf } from '../pdf-rendering'
import { type InvoiceRow, readInvoice, readPaymentInvoice } from './invoice-reads'
import { toInvoiceRecord } from './invoice-summary'

export interface PdfAttachment {
  filename: string
  content: Buffer
  contentType: 'application/pdf'
}

export async function attachmentOf(row: InvoiceRow): Promise<PdfAttachment> {
  return {
    filename: invoicePdfFilename(row.kind, row.number),
    content: await drawInvoicePdf(toInvoiceRecord(row)),
    contentType: 'application/pdf',
  }
}

/** The invoice or credit note `id`, read once: its number (for the email's words) and its PDF; null when there is none. */
export async function invoiceDocument(payload: Payload, id: number): Promise<{ number: string; attachment: PdfAttachment } | null> {
  const row = await readInvoice(payload, id)
  return row ? { number: row.number, attachment: await attachmentOf(row) } : null
}

/**
 * A credit note and the invoice it corrects, as the emails about it read them (two named reads,
 * each with its order number, its owner's language and what its PDF needs); null when either is gone.
 */
export async function readCreditNote(payload: Payload, id: number): Promise<{ note: InvoiceRow; corrected: InvoiceRow } | null> {
  const note = await readInvoice(payload, id)
  if (!note || note.kind !== 'credit-note' || note.correctsId === null) return null
  const corrected = await readInvoice(payload, note.correctsId)
  return corrected ? { note, corrected } : null
}

/** The PDF of a completed payment's invoice; null for a payment completed before invoices existed. */
export async function paymentInvoiceAttachment(payload: Payload, paymentId: number): Promise<PdfAttachment | null> {
  const row = await readPaymentInvoice(payload, paymentId)
  return row ? attachmentOf(row) : null
}
