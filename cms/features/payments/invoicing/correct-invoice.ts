/**
 * POST /api/admin/invoices/{id}/correct {name, company?, address?}: staff correct the buyer of an
 * invoice the client already holds (issue 34 item 1). An issued invoice never changes: a credit
 * note cancels it and a new invoice with the corrected buyer replaces it, both issued in one
 * transaction, and the client is emailed both. Once per payment, and never after a refund: a
 * payment with a credit note already has its corrections on record (the team writes to us then).
 */
import { and, count, eq } from '@payloadcms/db-postgres/drizzle'
import { recordId } from '@/contract/ids'
import {
  INVOICE_CORRECTION_ERRORS,
  INVOICE_NOT_FOUND,
  type InvoiceBuyer,
  invoiceBuyerSchema,
  type InvoiceCorrectionResponse,
  type InvoiceLine,
} from '@/contract/invoices'
import { z } from '@/contract/zod'
import { invoices, payments } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { servicesOf } from '@/cms/infra/services'
import { deliverQueuedEmails, queueEmail } from '@/cms/features/notifications'
import { issueCreditNote } from './issue-credit-note'
import { issueInvoice } from './issue-invoice'

export const correctInvoice = defineHandler({
  params: z.object({ id: recordId(INVOICE_NOT_FOUND) }),
  body: invoiceBuyerSchema,
  async run({ params, body, payload, logger }): Promise<InvoiceCorrectionResponse> {
    const seller = servicesOf(payload).payments.invoiceSeller
    const outcome = await withTransaction(payload, async (req) => {
      const db = await drizzleFor(payload, req)
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, params.id)).limit(1)
      if (!invoice) throw notFound(INVOICE_NOT_FOUND)
      if (invoice.kind !== 'invoice') throw conflict(INVOICE_CORRECTION_ERRORS.creditNote)
      // Under the payment's lock, as refunds: a refund and a correction of one payment never interleave.
      await db.select({ id: payments.id }).from(payments).where(eq(payments.id, invoice.payment)).limit(1).for('update')
      // Once: a payment with a credit note (a refund, or a correction before) is not corrected here again.
      const [credited] = await db
        .select({ notes: count() })
        .from(invoices)
        .where(and(eq(invoices.payment, invoice.payment), eq(invoices.kind, 'credit-note')))
      if ((credited?.notes ?? 0) > 0) throw conflict(INVOICE_CORRECTION_ERRORS.corrected)

      const issued = invoice.buyer as InvoiceBuyer
      // The email stays the account's as issued; name, company and address are what staff corrected.
      const buyer: InvoiceBuyer = {
        name: body.name,
        email: issued.email,
        ...(body.company ? { company: body.company } : {}),
        ...(body.address ? { address: body.address } : {}),
      }
      // The new invoice first, so the credit note can name it; each number's row stays locked until the commit.
      const replacement = await issueInvoice(
        payload,
        req,
        {
          id: invoice.payment,
          userId: invoice.user,
          amount: invoice.amount,
          currency: invoice.currency,
          paidAt: invoice.paidAt ?? invoice.issuedAt,
          paymentMethod: invoice.paymentMethod ?? '',
          buyer,
          lines: invoice.lines as InvoiceLine[],
          buyerConfirmed: true,
        },
        seller,
      )
      const creditNote = await issueCreditNote(payload, req, {
        invoice: {
          id: invoice.id,
          number: invoice.number,
          paymentId: invoice.payment,
          userId: invoice.user,
          currency: invoice.currency,
          buyer: issued,
        },
        amount: invoice.amount,
        reason: `Correction des coordonnées de l’acheteur\u00a0: la facture ${replacement.number} remplace la facture ${invoice.number}.`,
        refundMethod: null,
        seller,
      })
      const jobs = [
        await queueEmail(
          payload,
          { kind: 'invoice-corrected', to: issued.email, invoiceId: replacement.id, creditNoteId: creditNote.id },
          { req },
        ),
      ]
      return { replacement, creditNote, jobs, corrected: invoice.number }
    })
    deliverQueuedEmails(outcome.jobs)
    logger.info(
      { corrected: outcome.corrected, invoice: outcome.replacement.number, creditNote: outcome.creditNote.number },
      'Invoice corrected',
    )
    return { success: true, creditNote: outcome.creditNote, invoice: outcome.replacement }
  },
})
