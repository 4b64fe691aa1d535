/**
 * The payments' documents drawn on a worker thread (cms/infra/workers/worker-pool.ts): the
 * bundle's `pdf-worker.mjs` (scripts/build.mjs). Its default export is what each thread runs.
 */
import { renderInvoicePdf, type InvoiceRecord } from './invoicing/invoice-pdf'
import { renderReceiptPdf, type ReceiptInput } from './receipts/receipt-pdf'

export type PdfTask = { kind: 'invoice'; record: InvoiceRecord } | { kind: 'receipt'; input: ReceiptInput }

export default async function drawPdf(task: PdfTask): Promise<Uint8Array> {
  return task.kind === 'invoice' ? renderInvoicePdf(task.record) : renderReceiptPdf(task.input)
}
