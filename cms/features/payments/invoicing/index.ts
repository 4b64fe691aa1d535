/** Invoices and credit notes: numbered without gap, issued inside the transactions that complete and refund payments. */
export { issueCreditNote, type CreditNoteRequest } from './issue-credit-note'
export { issueInvoice, type IssuedDocument, type PaymentToInvoice } from './issue-invoice'
