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

async function attachmentOf(row: InvoiceRow): Promise<PdfAttachment> {
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

/** The PDF of the invoice or credit note `id`; null when there is none. */
export const invoiceAttachment = async (payload: Payload, id: number) => (await invoiceDocument(payload, id))?.attachment ?? null

/** The PDF of a completed payment's invoice; null for a payment completed before invoices existed. */
export async function paymentInvoiceAttachment(payload: Payload, paymentId: number): Promise<PdfAttachment | null> {
  const row = await readPaymentInvoice(payload, paymentId)
  return row ? attachmentOf(row) : null
}
