/** An invoice or credit note as an email attachment (order confirmation, credit note), drawn from its record. */
import type { Payload } from 'payload'
import { invoicePdfFilename } from '@/contract/invoices'
import { renderInvoicePdf } from './invoice-pdf'
import { type InvoiceRow, readInvoice, readPaymentInvoice } from './invoice-reads'
import { toInvoiceRecord } from './invoice-summary'

export interface PdfAttachment {
  filename: string
  content: Buffer
  contentType: 'application/pdf'
}

async function attachmentOf(row: InvoiceRow | null): Promise<PdfAttachment | null> {
  if (!row) return null
  return {
    filename: invoicePdfFilename(row.kind, row.number),
    content: await renderInvoicePdf(toInvoiceRecord(row)),
    contentType: 'application/pdf',
  }
}

/** The PDF of the invoice or credit note `id`; null when there is none. */
export const invoiceAttachment = async (payload: Payload, id: number) => attachmentOf(await readInvoice(payload, id))

/** The PDF of a completed payment's invoice; null for a payment completed before invoices existed. */
export const paymentInvoiceAttachment = async (payload: Payload, paymentId: number) =>
  attachmentOf(await readPaymentInvoice(payload, paymentId))
