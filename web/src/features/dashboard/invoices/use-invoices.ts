import useSWR from 'swr'
import { type InvoiceBuyerInput, type InvoiceBuyerResponse, invoicePaths, type InvoicesResponse } from '@/contract/invoices'
import { apiFetch } from '@/web/src/lib/api-client'

/** GET /api/invoices: the client's invoices and credit notes, newest first. */
export const useInvoices = () => useSWR<InvoicesResponse>(invoicePaths.list)

/** PUT /api/invoices/{id}/buyer: the one correction of an invoice's buyer, before its download. */
export const saveInvoiceBuyer = (id: number, buyer: InvoiceBuyerInput) =>
  apiFetch<InvoiceBuyerResponse>(invoicePaths.buyer(id), { method: 'PUT', body: buyer })
