/**
 * Invoices and credit notes (issue 34): what is frozen in each at issue, their numbers, and
 * what the client and staff routes answer. Amounts are decimal strings in the document's
 * currency, as payments write them.
 */
import { text, z } from './zod'

export type InvoiceKind = 'invoice' | 'credit-note'

/** 'F' invoices, 'A' credit notes (« avoir »): one gapless sequence each, per calendar year in Paris. */
export const INVOICE_SERIES = { invoice: 'F', 'credit-note': 'A' } as const satisfies Record<InvoiceKind, string>

export const INVOICE_NUMBER_PATTERN = /^[FA]-\d{4}-\d{6}$/

/** The seller as printed, taken from configuration at issue. */
export interface InvoiceSeller {
  /** The operator's name with its « EI » mention (an entrepreneur individuel must show it). */
  name: string
  address: string
  siren: string
  siret: string
  vatMention: string
  email: string
}

export interface InvoiceBuyer {
  name: string
  email: string
  company?: string
  address?: string
}

export interface InvoiceLine {
  label: string
  quantity: number
  /** Decimal strings in the document's currency. */
  unitPrice: string
  total: string
}

/** What a client may add to or correct on an invoice's buyer, once, before downloading it. */
export const invoiceBuyerSchema = z.object({
  name: text().trim().min(2, 'Indiquez le nom à faire figurer sur la facture.').max(200, '200 caractères au plus.'),
  company: text().trim().max(200, '200 caractères au plus.').optional(),
  address: text().trim().max(400, '400 caractères au plus.').optional(),
})
export type InvoiceBuyerInput = z.infer<typeof invoiceBuyerSchema>

/** One invoice or credit note as the client area and the back-office list it. */
export interface InvoiceSummary {
  id: number
  number: string
  kind: InvoiceKind
  issuedAt: string
  /** Decimal string, positive: a credit note's kind makes it a refund. */
  amount: string
  currency: string
  /** The order ('GS-…', contract/payments.ts orderNumber) it belongs to. */
  orderNumber: string
  /** A credit note's corrected invoice ('F-2026-000001'); null for an invoice. */
  correctsNumber: string | null
  /** A credit note's reason, as staff wrote it; null for an invoice. */
  reason: string | null
  buyer: InvoiceBuyer
  /** An invoice whose buyer the client may still complete or correct, once, before downloading it. */
  buyerEditable: boolean
  pdfUrl: string
}

/** GET /api/invoices: the client's own invoices and credit notes, newest first. */
export interface InvoicesResponse {
  success: true
  invoices: InvoiceSummary[]
}

/** PUT /api/invoices/{id}/buyer answers the invoice as it now stands. */
export interface InvoiceBuyerResponse {
  success: true
  invoice: InvoiceSummary
}

export const invoicePaths = {
  list: '/api/invoices',
  pdf: (id: number) => `/api/invoices/${id}/pdf`,
  buyer: (id: number) => `/api/invoices/${id}/buyer`,
  /** Staff: a credit note cancels the invoice and a new one, with the corrected buyer, replaces it. */
  correct: (id: number) => `/api/admin/invoices/${id}/correct`,
  /** Staff: the accounting journal of invoices and credit notes. */
  export: '/api/admin/invoices/export.csv',
}

/** 'facture-F-2026-000001.pdf', 'avoir-A-2026-000001.pdf'. */
export function invoicePdfFilename(kind: InvoiceKind, number: string): string {
  return `${kind === 'invoice' ? 'facture' : 'avoir'}-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

/** The accounting journal's columns (GET /api/admin/invoices/export.csv), in French. */
export const INVOICES_CSV_HEADERS = ['Numéro', 'Date', 'Acheteur', 'Montant', 'Devise', 'Type', 'Facture liée'] as const

/** An id that is not the caller's invoice, or no invoice at all: the same answer, so ids reveal nothing. */
export const INVOICE_NOT_FOUND = 'Facture introuvable.'

export const INVOICE_BUYER_ERRORS = {
  /** Once downloaded or completed, an invoice is final (issue 34). */
  frozen:
    'Les coordonnées de cette facture sont déjà arrêtées\u00a0: elle ne peut plus être modifiée. Pour une correction, notre équipe émet un avoir puis une nouvelle facture\u00a0: écrivez-nous depuis votre messagerie.',
  creditNote: 'Un avoir reprend les coordonnées de la facture qu’il corrige\u00a0: il ne se modifie pas.',
} as const

/** POST /api/admin/invoices/{id}/correct answers the two documents issued together. */
export interface InvoiceCorrectionResponse {
  success: true
  creditNote: { id: number; number: string }
  invoice: { id: number; number: string }
}

export const INVOICE_CORRECTION_ERRORS = {
  creditNote: 'Un avoir ne se corrige pas\u00a0: corrigez la facture à laquelle il se rapporte.',
  corrected: 'Ce paiement a déjà un avoir (remboursement ou correction)\u00a0: sa facture ne peut plus être corrigée ici.',
} as const
