import { type InvoiceBuyerInput, type InvoiceCorrectionResponse, invoicePaths } from '@/contract/invoices'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/admin/invoices/{id}/correct: a credit note cancels the invoice, a new one with the corrected buyer replaces it. */
export const correctInvoice = (id: number, buyer: InvoiceBuyerInput) =>
  apiFetch<InvoiceCorrectionResponse>(invoicePaths.correct(id), { method: 'POST', body: buyer })
