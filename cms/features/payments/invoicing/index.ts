/** Invoices and credit notes: numbered without gap, issued inside the transactions that complete and refund payments. */
export { issueCreditNote, type CreditNoteRequest } from './issue-credit-note'
export { issueInvoice, type IssuedDocument, type PaymentToInvoice } from './issue-invoice'
export { renderInvoicePdf, type InvoiceRecord } from './invoice-pdf'
export { downloadInvoicePdf, listOwnInvoices, updateInvoiceBuyer } from './invoice-routes'
export { exportInvoices } from './export-invoices'
export { readInvoice } from './invoice-reads'
export { toInvoiceRecord } from './invoice-summary'
export { invoiceAttachment, paymentInvoiceAttachment, type PdfAttachment } from './invoice-attachment'
