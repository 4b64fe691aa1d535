/**
 * An invoice's or a receipt's PDF, drawn off the event loop (pdf-worker.ts on a worker thread):
 * an order confirmation's two documents are about 12 ms of drawing, a credit note's up to 30.
 */
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { workerPool } from '@/cms/infra/workers/worker-pool'
import type { InvoiceRecord } from './invoicing/invoice-pdf'
import drawPdf, { type PdfTask } from './pdf-worker'
import type { ReceiptInput } from './receipts/receipt-pdf'

/**
 * In the bundle this module is a chunk of dist/server, beside pdf-worker.mjs. A path, not
 * `new URL('./…', import.meta.url)`: the admin's bundler (Next) would try to bundle that one.
 */
const workerFile = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'pdf-worker.mjs'))
const pool = workerPool<PdfTask, Uint8Array>(workerFile, drawPdf)

/** A thread's answer arrives as a Uint8Array (a Buffer does not cross threads as one). */
const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))

export const drawInvoicePdf = async (record: InvoiceRecord): Promise<Buffer> => asBuffer(await pool.run({ kind: 'invoice', record }))

export const drawReceiptPdf = async (input: ReceiptInput): Promise<Buffer> => asBuffer(await pool.run({ kind: 'receipt', input }))
