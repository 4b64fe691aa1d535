/** An invoice row as the client area lists it, and as its PDF is drawn. */
import { timestampText } from '@/cms/infra/db/row-values'
import { type InvoiceBuyer, type InvoiceLine, type InvoiceSeller, type InvoiceSummary, invoicePaths } from '@/contract/invoices'
import { orderNumber } from '@/contract/payments'
import { localeOf } from '@/cms/infra/i18n'
import type { InvoiceRecord } from './invoice-pdf'
import type { InvoiceRow } from './invoice-reads'

export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedAt: timestampText(row.issuedAt),
    amount: row.amount,
    currency: row.currency,
    orderNumber: orderNumber(row.providerSessionId),
    correctsNumber: row.kind === 'credit-note' ? row.correctsNumber : null,
    reason: row.kind === 'credit-note' ? row.reason : null,
    buyer: row.buyer as InvoiceBuyer,
    buyerEditable: row.kind === 'invoice' && row.buyerConfirmedAt === null,
    pdfUrl: invoicePaths.pdf(row.id),
  }
}

export function toInvoiceRecord(row: InvoiceRow): InvoiceRecord {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: timestampText(row.issuedAt),
    amount: row.amount,
    currency: row.currency,
    seller: row.seller as InvoiceSeller,
    buyer: row.buyer as InvoiceBuyer,
    lines: row.lines as InvoiceLine[],
    orderNumber: orderNumber(row.providerSessionId),
    paidAt: row.paidAt === null ? null : timestampText(row.paidAt),
    paymentMethod: row.paymentMethod,
    reason: row.reason,
    refundMethod: row.refundMethod,
    corrects:
      row.correctsNumber !== null && row.correctsIssuedAt !== null
        ? { number: row.correctsNumber, issuedAt: timestampText(row.correctsIssuedAt) }
        : null,
    locale: localeOf(row.ownerLanguage),
  }
}
