/**
 * The full offer, its checkout session as the confirmation page reads it (spec 1 §3
 * "Payment session", §7, §9), and the local test checkout's calls. Shared by the server
 * and the web app.
 */

/** The paid offer. The price lives here and on the server only: a client never sends it. */
export const FULL_OFFER = {
  service: 'business_creation_complete',
  label: 'Création d’entreprise — service complet',
  /** Minor units (cents): 997.00 EUR TTC (spec 1 §9). */
  amountMinor: 99_700,
  currency: 'EUR',
} as const

export type PaymentProviderId = 'stripe' | 'chargily' | 'local'

/**
 * The full offer's price in Algerian dinars when OFFER_PRICE_DZD is not set: whole dinars, TTC
 * (about 997 € at the 2025 rate). Chargily takes integer dinars, at least 50.
 */
export const DEFAULT_OFFER_PRICE_DZD = 150_000
export const CHARGILY_MIN_AMOUNT_DZD = 50
/** Nine digits of dinars: what the payments' amount field holds. */
export const OFFER_PRICE_DZD_MAX = 99_999_999

/** How the visitor pays, when the funnel offers a choice (both Chargily and Stripe configured). */
export const PAYMENT_METHODS = ['algerian-card', 'international-card'] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, string> = {
  'algerian-card': 'Carte EDAHABIA / CIB (DZD)',
  'international-card': 'Carte bancaire internationale (EUR)',
}

/** One way to pay the full offer, as the funnel shows it (SiteConfig.paymentMethods): its price is the server's. */
export interface CheckoutMethod {
  id: PaymentMethodId
  label: string
  /** Minor units of `currency` (centimes for DZD, cents for EUR). */
  amountMinor: number
  currency: 'EUR' | 'DZD'
}

/** GET /api/stripe/session/{id} → { success, session }. */
export interface CheckoutSession {
  id: string
  metadata: {
    service: string
    /** JSON string: { nomComplet, email, telephone, offre }. */
    formData: string
  }
  /** Minor units of `currency` (cents for EUR). */
  amount_total: number
  currency: string
  /** Unix timestamp in seconds. */
  created: number
  customer_details: { name: string; email: string }
  /** Stripe's, for every provider: 'unpaid' until the provider confirms, then 'paid'. */
  payment_status: 'paid' | 'unpaid'
  /** Stripe's, for every provider: 'open' while it can still be paid, 'complete' once paid, 'expired' once cancelled or failed. */
  status: CheckoutSessionStatus
  /** Our payment record's status: what the confirmation page tells apart (a refund, a cancel from a failure). */
  order_status: OrderStatus
  provider: PaymentProviderId
  /** Beyond the spec (issue 33): how the buyer gets into the client area once paid; null before. */
  account?: OrderAccountAccess | null
}

/**
 * choose-password: the order opened the account and its owner has not chosen a password yet; the
 * code (valid one hour from payment, once) lets this page set it. log-in: the account has one.
 */
export type OrderAccountAccess =
  { state: 'choose-password'; email: string; code: string; expiresAt: string } | { state: 'log-in'; email: string }

/** How long after payment the confirmation page may set the new account's password. */
export const FIRST_PASSWORD_CODE_MINUTES = 60

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired'
export type OrderStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded'

/** Stripe's session status for one of our payment statuses. */
export function checkoutSessionStatus(status: OrderStatus): CheckoutSessionStatus {
  if (status === 'pending') return 'open'
  return status === 'completed' || status === 'refunded' ? 'complete' : 'expired'
}

/** 'GS-' + the last 8 characters of the session id, in capitals (spec 1 §9). */
export function orderNumber(sessionId: string): string {
  return `GS-${sessionId.slice(-8).toUpperCase()}`
}

/** Amount in major units with 2 decimals, from minor units (never a float sum). */
export function formatMinorAmount(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : ''
  const absolute = Math.abs(Math.trunc(amountMinor))
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** Minor units from a decimal string such as '997.00'. */
export function parseDecimalAmount(amount: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(amount)
  if (!match) throw new Error(`Montant décimal invalide\u00a0: ${amount}`)
  return Number(match[1]) * 100 + Number(match[2])
}

/** Local test checkout (no real payment): the page /paiement-test/{sessionId} calls these. */
export const testCheckoutPaths = {
  page: (sessionId: string) => `/paiement-test/${encodeURIComponent(sessionId)}`,
  /** POST, no body → { success, redirectUrl } (the confirmation page). */
  pay: (sessionId: string) => `/api/test-checkout/${encodeURIComponent(sessionId)}/pay`,
  /** POST, no body → { success, redirectUrl } (back to the funnel). */
  cancel: (sessionId: string) => `/api/test-checkout/${encodeURIComponent(sessionId)}/cancel`,
}

/** One of the client's own orders (GET /api/orders): what « Mes commandes » lists. */
export interface ClientOrder {
  id: number
  /** 'GS-…', as in the emails and on the receipt. */
  orderNumber: string
  service: string
  /** Decimal string as stored ('997.00'), never a float. */
  amount: string
  currency: string
  status: OrderStatus
  createdAt: string
  paidAt: string | null
  /** The receipt (PDF) once paid; null before, and for a cancelled or refunded order. */
  receiptUrl: string | null
}

export interface OrdersResponse {
  success: true
  orders: ClientOrder[]
}

export const ORDER_NOT_FOUND = 'Commande introuvable.'
export const orderReceiptPath = (id: number) => `/api/orders/${id}/receipt`

/** POST /api/checkout/resume {token}: the funnel's details of a checkout left at the provider (issue 33 item 5). */
export interface CheckoutResume {
  nomComplet: string
  email: string
  /** '<dial code> <digits>', as the funnel sent it. */
  telephone: string
  offre: 'complet'
  /** What became of the payment: cancelled now, or failed, or paid meanwhile (then confirmationUrl). */
  payment: OrderStatus
  confirmationUrl: string | null
}
export const CHECKOUT_RESUME_EXPIRED = 'Ce lien de reprise n’est plus valable : renseignez à nouveau vos coordonnées.'
