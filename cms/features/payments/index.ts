/** The payments capability's public face: receipts, invoices' PDFs as attachments, the checkout methods offered, a buyer's name split for their account, a client's orders. */
export { paymentMethodLabel } from './receipts/payment-method'
export { fullOfferReceipt, receiptPdfFilename } from './receipts/receipt-pdf'
export { drawReceiptPdf } from './pdf-rendering'
export { splitFullName } from './client-account'
export { checkoutMethods } from './select-provider'
export { ordersOf } from './client-orders'
export { createPaymentsServices, type PaymentsServices } from './services'
export { attachmentOf, invoiceDocument, paymentInvoiceAttachment, readCreditNote } from './invoicing'
