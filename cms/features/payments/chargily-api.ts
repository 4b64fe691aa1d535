/**
 * Chargily Pay's REST API, version 2 (https://dev.chargily.com/pay-v2): the two calls the funnel
 * needs (create a customer, create a checkout), reading a checkout back and closing one left unpaid.
 *
 * Our own small HTTP client rather than the library's ChargilyClient: that client only knows its
 * two fixed addresses (test, live), so the tests could not point it at a local stand-in, and it
 * has no timeout. The library still gives the shapes (its types) and the addresses (its consts).
 */
import {
  CHARGILY_LIVE_URL,
  CHARGILY_TEST_URL,
  type Checkout,
  type CreateCheckoutParams,
  type CreateCustomerParams,
  type Customer,
} from '@chargily/chargily-pay'
import type { AppConfig } from '@/cms/infra/config/env'

const TIMEOUT_MS = 20_000

export class ChargilyApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}

/** The API's address: the stand-in's when CHARGILY_API_URL is set (refused in production), else test or live. */
export function chargilyBaseUrl(chargily: AppConfig['chargily']): string {
  const base = chargily.apiUrl ?? (chargily.mode === 'live' ? CHARGILY_LIVE_URL : CHARGILY_TEST_URL)
  return base.replace(/\/+$/, '')
}

export interface ChargilyApi {
  createCustomer(customer: CreateCustomerParams): Promise<Customer>
  createCheckout(checkout: CreateCheckoutParams): Promise<Checkout>
  getCheckout(id: string): Promise<Checkout>
  /** Closes a pending checkout: it can no longer be paid (the buyer came back through failure_url). */
  expireCheckout(id: string): Promise<Checkout>
}

export function chargilyApi(chargily: AppConfig['chargily']): ChargilyApi {
  const { secretKey } = chargily
  if (!secretKey) throw new Error('CHARGILY_SECRET_KEY is not set')
  const base = chargilyBaseUrl(chargily)

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${base}/${path}`, {
        method,
        headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new ChargilyApiError(`Chargily unreachable: ${error instanceof Error ? error.message : String(error)}`, null)
    }
    const text = await response.text()
    if (!response.ok)
      throw new ChargilyApiError(`Chargily answered ${response.status} to ${method} /${path}: ${text.slice(0, 500)}`, response.status)
    try {
      return JSON.parse(text) as T
    } catch {
      throw new ChargilyApiError(`Chargily answered ${response.status} with no JSON to ${method} /${path}`, response.status)
    }
  }

  return {
    createCustomer: (customer) => call<Customer>('POST', 'customers', customer),
    createCheckout: (checkout) => call<Checkout>('POST', 'checkouts', checkout),
    getCheckout: (id) => call<Checkout>('GET', `checkouts/${encodeURIComponent(id)}`),
    expireCheckout: (id) => call<Checkout>('POST', `checkouts/${encodeURIComponent(id)}/expire`),
  }
}

/**
 * Chargily counts in whole dinars; we store centimes (minor units, DESIGN.md). Integer arithmetic
 * only, and a price with centimes cannot be charged, so it is refused rather than rounded.
 */
export function dinarsFromMinor(amountMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor % 100 !== 0) throw new Error(`Montant en DZD non entier : ${amountMinor}`)
  return amountMinor / 100
}

export function minorFromDinars(dinars: unknown): number | null {
  return typeof dinars === 'number' && Number.isSafeInteger(dinars) && dinars >= 0 ? dinars * 100 : null
}
