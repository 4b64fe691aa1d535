/**
 * The back-office's payments (spec 2 §2 /admin/payments, §3 Payment, §4, §7, §9): the list and
 * its counters, the two moves the screen offers (pending → completed, pending → failed), the CSV
 * export. Shared by the server (cms/features/payments/admin/) and the screen.
 */
import { currencyDecimals } from './money'
import { type PageInfo, pageQuery } from './ids'
import type { InvoiceKind } from './invoices'
import type { PaymentProviderId } from './payments'
import { text, z } from './zod'

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The same words as the collection's labels (collections/payments), so /cms and /admin agree. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'En attente',
  completed: 'Payé',
  failed: 'Échoué',
  cancelled: 'Annulé',
  refunded: 'Remboursé',
}

export function paymentStatusLabel(status: string | null | undefined): string {
  return (PAYMENT_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? 'Inconnu'
}

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderId, string> = {
  stripe: 'Stripe',
  chargily: 'Chargily Pay',
  local: 'Paiement de test (local)',
}

export function paymentProviderLabel(provider: string | null | undefined): string {
  return (PAYMENT_PROVIDER_LABELS as Record<string, string>)[provider ?? ''] ?? (provider || 'Inconnu')
}

const CURRENCY_NAMES: Record<string, string> = { EUR: 'euro', DZD: 'dinar algérien' }

/** 'dinar algérien' for DZD: the currency code's meaning, for the back-office's lists. */
export function currencyName(currency: string): string {
  return CURRENCY_NAMES[currency.toUpperCase()] ?? currency
}

/** The filter of the list and of the export (spec 2 §2): all, or one status. */
export const PAYMENT_FILTERS = ['all', ...PAYMENT_STATUSES] as const
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number]

export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = { all: 'Tous les statuts', ...PAYMENT_STATUS_LABELS }

const statusFilter = z.enum(PAYMENT_FILTERS, { error: 'Statut de paiement invalide' }).default('all')

/** GET /api/admin/payments?status=&page=&limit= */
export const adminPaymentsQuery = pageQuery(20, 100).extend({ status: statusFilter })
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>

/** GET /api/admin/payments/export.csv?status= */
export const paymentsExportQuery = z.object({ status: statusFilter })

/** A hand-entered payment date may not be later than now (a few minutes' clock difference allowed). */
const CLOCK_SKEW_MS = 5 * 60 * 1000

/**
 * PATCH /api/payments/{id} (spec 2 §4): the only moves the back-office offers. `paidAt` is when the
 * money arrived (a bank transfer confirmed by hand); without it, now.
 */
export const updatePaymentSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('completed'),
      paidAt: z.iso
        .datetime({ offset: true, error: 'Date de paiement invalide' })
        .refine((value) => new Date(value).getTime() <= Date.now() + CLOCK_SKEW_MS, 'La date de paiement ne peut pas être dans le futur')
        .optional(),
    }),
    z.object({ status: z.literal('failed') }),
  ],
  { error: 'Statut invalide\u00a0: un paiement en attente peut seulement être marqué comme payé ou échoué' },
)
export type UpdatePaymentInput = z.infer<typeof updatePaymentSchema>

/** One payment as the back-office lists it (spec 2 §3 Payment, plus the customer of its lead). */
export interface AdminPayment {
  id: number
  /** Decimal string as stored ('997.00'), never a float. */
  amount: string
  currency: string
  status: PaymentStatus
  provider: PaymentProviderId
  /** The order number the client sees in the emails ('GS-…', contract/payments.ts orderNumber). */
  reference: string
  paidAt: string | null
  createdAt: string
  project: { id: number; name: string } | null
  user: { id: number; firstName: string; lastName: string } | null
  /** From the lead that opened the checkout. */
  customer: { nomComplet: string; email: string } | null
  /** Decimal string, what was given back so far ('0.00' when nothing): more than that and less than `amount` is a partial refund. */
  refundedAmount: string
  /** Its invoice and credit notes, in issue order. */
  documents: PaymentDocument[]
  /** How a refund of it would give the money back (refundMethodOf). */
  refundMethod: RefundMethod
}

/** 'manual': recorded as refunded, the money is sent back by hand (a transfer). */
export type RefundMethod = 'provider' | 'manual'

/**
 * How a payment's money goes back: through the provider that took it (Stripe's refund API; the
 * local test provider at once), or by hand for Chargily Pay (no refund API) and for a payment
 * confirmed in the back-office (a bank transfer: no provider holds that money).
 */
export function refundMethodOf(payment: { provider: string; confirmedBy: string | null }): RefundMethod {
  if (payment.confirmedBy === 'back-office') return 'manual'
  return payment.provider === 'chargily' ? 'manual' : 'provider'
}

/** An invoice or credit note as the back-office lists it under its payment. */
export interface PaymentDocument {
  id: number
  number: string
  kind: InvoiceKind
  /** Decimal string in the payment's currency. */
  amount: string
  issuedAt: string
  pdfUrl: string
  /** An invoice replaced by a correction: the number of the credit note that cancelled it. */
  cancelledBy: string | null
}

export interface PaymentStats {
  /**
   * What was kept of the money taken, per currency, in minor units: the amounts of completed and
   * refunded payments less their refunds. Never summed across currencies (DESIGN.md).
   */
  totalCompleted: Record<string, number>
  /** What was given back, per currency, in minor units. */
  totalRefunded: Record<string, number>
  completed: number
  pending: number
  failed: number
}

export interface AdminPaymentsResponse extends PageInfo {
  success: true
  payments: AdminPayment[]
  stats: PaymentStats
}

export interface UpdatePaymentResponse {
  success: true
  payment: AdminPayment
}

/** The refund dialog's amount, as the list writes amounts ('997.00', or '997' / '997,5' as typed). */
const REFUND_AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/

/**
 * POST /api/admin/payments/{id}/refund: all that remains when `amount` is absent. A completed
 * payment only, through the provider that took it (by hand for Chargily, which has no refund API).
 */
export const refundPaymentSchema = z.object({
  amount: text()
    .trim()
    .regex(REFUND_AMOUNT, 'Montant invalide\u00a0: un nombre positif avec deux décimales au plus (ex\u00a0: 997.00)')
    .transform((value) => value.replace(',', '.'))
    .optional(),
  reason: text().trim().min(3, 'Indiquez le motif du remboursement.').max(500, 'Le motif tient en 500 caractères au plus.'),
})
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>

export interface RefundPaymentResponse {
  success: true
  payment: AdminPayment
  creditNote: { id: number; number: string }
  /** 'manual': the money must still be sent back by hand (Chargily has no refund API). */
  refundMethod: RefundMethod
}

export const adminPaymentsPaths = {
  list: '/api/admin/payments',
  export: (status: PaymentFilter) => `/api/admin/payments/export.csv${status === 'all' ? '' : `?status=${status}`}`,
  update: (id: number) => `/api/payments/${id}`,
  refund: (id: number) => `/api/admin/payments/${id}/refund`,
}

/** The export's columns, in French (issue 15). */
export const PAYMENTS_CSV_HEADERS = [
  'Date',
  'Client',
  'Email',
  'Projet',
  'Montant',
  'Devise',
  'Statut',
  'Payé le',
  'Prestataire',
  'Référence',
] as const

/**
 * Minor units of `currency` from a stored decimal string ('997.00' EUR → 99700, '1500.00' JPY → 1500),
 * without floating-point arithmetic. Also reads PostgreSQL's numeric sums ('1994.00').
 */
export function amountToMinor(amount: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) throw new Error(`Montant décimal invalide\u00a0: ${amount}`)
  const decimals = currencyDecimals(currency.toUpperCase())
  const fraction = (match[2] ?? '').padEnd(decimals, '0').slice(0, decimals)
  return Number(`${match[1]}${fraction}`)
}

/** The inverse of amountToMinor: 99700 EUR → '997.00', 1500 JPY → '1500'. */
export function minorToAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Montant invalide\u00a0: ${minor}`)
  const decimals = currencyDecimals(currency.toUpperCase())
  if (decimals === 0) return String(minor)
  const digits = String(minor).padStart(decimals + 1, '0')
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}

/** What is left to refund of a payment, in minor units (its amount less what was already given back). */
export function refundableMinor(payment: { amount: string; refundedAmount: string | null; currency: string }): number {
  return amountToMinor(payment.amount, payment.currency) - amountToMinor(payment.refundedAmount ?? '0', payment.currency)
}

/** '997.00' → '997,00': the decimal comma of French spreadsheets. */
export const decimalComma = (amount: string) => amount.replace('.', ',')
