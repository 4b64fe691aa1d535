/**
 * What the confirmation page shows of an order, from the checkout session (spec 1 §2, §8,
 * §9), or the spec's stand-ins: a fallback order when the lookup fails, a demo order when
 * the page has no session id.
 */
import { dateFormats } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import { type CheckoutSession, FULL_OFFER, type OrderAccountAccess, orderNumber } from '@/contract/payments'

/**
 * paid: the provider confirmed; confirming: not yet (its confirmation can arrive a few
 * seconds after the redirect); failed: cancelled, expired or failed; refunded; unconfirmed: the
 * lookup failed (the spec's fallback order), so nothing says whether it was paid.
 */
export type OrderPayment = 'paid' | 'confirming' | 'failed' | 'refunded' | 'unconfirmed'

export interface Order {
  /** session: read from the server; fallback: the lookup failed (spec 1 §8); demo: no session id. */
  source: 'session' | 'fallback' | 'demo'
  number: string
  /** full: the full offer; generic: another service (their words are the page's, i18n/). */
  service: 'full' | 'generic'
  amountMinor: number
  currency: string
  /** Unix seconds; null for the demo order, dated "now" once in the browser. */
  created: number | null
  /** As typed in the funnel (any script); null when the session carries none (spec 1 §8: « Client »). */
  customerName: string | null
  email: string | null
  payment: OrderPayment
  /** How the buyer reaches the client area once paid (a session's; null otherwise). */
  account: OrderAccountAccess | null
}

const serviceOf = (service: string): Order['service'] => (service === FULL_OFFER.service ? 'full' : 'generic')

/** The funnel's form data (a JSON string in the session's metadata), when it parses. */
function formData(session: CheckoutSession): { nomComplet?: unknown; email?: unknown } {
  try {
    const value: unknown = JSON.parse(session.metadata.formData)
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

function payment(session: CheckoutSession): OrderPayment {
  if (session.order_status === 'refunded') return 'refunded'
  if (session.payment_status === 'paid') return 'paid'
  if (session.status === 'expired') return 'failed'
  return 'confirming'
}

export function orderFromSession(session: CheckoutSession): Order {
  const form = formData(session)
  return {
    source: 'session',
    number: orderNumber(session.id),
    service: serviceOf(session.metadata.service),
    amountMinor: session.amount_total,
    currency: session.currency,
    created: session.created,
    customerName: text(session.customer_details?.name) ?? text(form.nomComplet),
    email: text(session.customer_details?.email) ?? text(form.email),
    payment: payment(session),
    account: session.account ?? null,
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The spec's stand-in when the lookup fails: a number from the current time, 997 €, 'Client' (no name). */
export function fallbackOrder(): Order {
  return {
    source: 'fallback',
    number: `GS-${Date.now().toString(36).slice(-8).toUpperCase()}`,
    service: 'full',
    amountMinor: FULL_OFFER.amountMinor,
    currency: FULL_OFFER.currency,
    created: nowSeconds(),
    customerName: null,
    email: null,
    // Never 'paid': a mistyped link or a refused card must not read as a receipt.
    payment: 'unconfirmed',
    account: null,
  }
}

/** The page opened without a session id: the demo order 'GS-DEMO'. */
export const DEMO_ORDER: Order = {
  source: 'demo',
  number: 'GS-DEMO',
  service: 'full',
  amountMinor: FULL_OFFER.amountMinor,
  currency: FULL_OFFER.currency,
  created: null,
  customerName: null,
  email: null,
  payment: 'paid',
  account: null,
}

/** '23 nov. 2026 à 14:05' or '23 نوفمبر 2026، 14:05' (the visitor's time zone); null means now. */
export function formatOrderDate(created: number | null, locale: Locale): string {
  return dateFormats(locale).dateTime(created === null ? new Date() : created * 1000)
}
