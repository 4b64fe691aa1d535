/**
 * The client's invoices and credit notes (issue 34): GET /api/invoices lists its own, newest
 * first; GET /api/invoices/{id}/pdf sends one to its owner or the back-office; PUT
 * /api/invoices/{id}/buyer lets the owner complete the buyer (company, address) once. Another
 * client's invoice answers the same 404 as none: ids reveal nothing.
 *
 * An invoice is final once its owner has it: the first download by the owner freezes its buyer
 * (buyerConfirmedAt), as a correction does. After that, a change is a credit note and a new
 * invoice, which staff issue.
 */
import { recordId } from '@/contract/ids'
import {
  INVOICE_BUYER_ERRORS,
  INVOICE_NOT_FOUND,
  type InvoiceBuyer,
  type InvoiceBuyerResponse,
  invoiceBuyerSchema,
  invoicePdfFilename,
  type InvoicesResponse,
} from '@/contract/invoices'
import { z } from '@/contract/zod'
import { mayReadOwnedBy } from '@/cms/infra/http/caller'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler, type RouteContext } from '@/cms/infra/http/route'
import { drawInvoicePdf } from '../pdf-rendering'
import { freezeInvoiceBuyer, type InvoiceRow, readInvoice, readOwnInvoices } from './invoice-reads'
import { toInvoiceRecord, toInvoiceSummary } from './invoice-summary'

const invoiceParams = z.object({ id: recordId(INVOICE_NOT_FOUND) })

/** The invoice if the caller may read it: its owner, or the back-office. */
async function invoiceFor(ctx: Pick<RouteContext, 'payload' | 'caller'>, id: number): Promise<InvoiceRow> {
  const row = await readInvoice(ctx.payload, id)
  if (!row || !mayReadOwnedBy(ctx.caller, row.userId)) throw notFound(INVOICE_NOT_FOUND)
  return row
}

/** GET /api/invoices: the session's own invoices and credit notes. */
export const listOwnInvoices = defineHandler({
  async run({ payload, client }): Promise<InvoicesResponse> {
    const rows = await readOwnInvoices(payload, client!.id)
    return { success: true, invoices: rows.map(toInvoiceSummary) }
  },
})

/** GET /api/invoices/{id}/pdf: the document as an attachment, drawn from the stored record. */
export const downloadInvoicePdf = defineHandler({
  params: invoiceParams,
  async run(ctx) {
    const row = await invoiceFor(ctx, ctx.params.id)
    // The owner now holds it: its buyer is final. Staff looking at it changes nothing.
    if (ctx.caller.kind === 'client' && row.kind === 'invoice' && row.buyerConfirmedAt === null) {
      await freezeInvoiceBuyer(ctx.payload, row.id)
    }
    const pdf = await drawInvoicePdf(toInvoiceRecord(row))
    const { res } = ctx
    res.attachment(invoicePdfFilename(row.kind, row.number))
    res.set({ 'Content-Type': 'application/pdf', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' })
    res.status(200).end(pdf)
    return undefined
  },
})

/** PUT /api/invoices/{id}/buyer: the owner's one correction of the buyer, before the first download. */
export const updateInvoiceBuyer = defineHandler({
  params: invoiceParams,
  body: invoiceBuyerSchema,
  async run(ctx): Promise<InvoiceBuyerResponse> {
    const row = await invoiceFor(ctx, ctx.params.id)
    if (row.kind !== 'invoice') throw conflict(INVOICE_BUYER_ERRORS.creditNote)
    const { name, company, address } = ctx.body
    // The email stays the account's as issued: it is not the founder's to change on the invoice.
    const buyer: InvoiceBuyer = {
      name,
      email: (row.buyer as InvoiceBuyer).email,
      ...(company ? { company } : {}),
      ...(address ? { address } : {}),
    }
    if (row.buyerConfirmedAt !== null || !(await freezeInvoiceBuyer(ctx.payload, row.id, buyer))) {
      throw conflict(INVOICE_BUYER_ERRORS.frozen)
    }
    const updated = await readInvoice(ctx.payload, row.id)
    return { success: true, invoice: toInvoiceSummary(updated!) }
  },
})
