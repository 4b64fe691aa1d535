/**
 * The code that lets a paid order's confirmation page set the new account's first password
 * (issue 33 item 2; the route is account-setup.ts). An HMAC of the payment, its account and its
 * checkout session under a key of its own (services.ts): nothing to store, and it only works
 * - with the session id it was given for (the page's own capability, as Stripe's ids are),
 * - within FIRST_PASSWORD_CODE_MINUTES of the payment,
 * - while the account still awaits its password (users.password_pending): the first password set,
 *   here or through any link, ends it, so the code serves once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { FIRST_PASSWORD_CODE_MINUTES, type OrderAccountAccess } from '@/contract/payments'
import { servicesOf } from '@/cms/infra/services'
import type { CheckoutPayment } from './checkout-payment'

const CODE_LIFETIME_MS = FIRST_PASSWORD_CODE_MINUTES * 60 * 1000

function firstPasswordCode(payload: Payload, payment: { id: number; providerSessionId: string }, accountId: number): string {
  return createHmac('sha256', servicesOf(payload).payments.firstPasswordKey)
    .update(`${payment.id}:${accountId}:${payment.providerSessionId}`)
    .digest('base64url')
}

/** Until when the code of this paid order works, or null when it never will (not paid, no new account). */
export function codeDeadline(payment: CheckoutPayment): Date | null {
  if (payment.status !== 'completed' || !payment.paidAt || !payment.account?.passwordPending) return null
  return new Date(new Date(payment.paidAt).getTime() + CODE_LIFETIME_MS)
}

/** Whether `given` is this order's code for this account (compared in constant time). */
export function isFirstPasswordCode(payload: Payload, given: string, payment: CheckoutPayment, accountId: number): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(firstPasswordCode(payload, payment, accountId))
  return a.length === b.length && timingSafeEqual(a, b)
}

/** What the confirmation page offers to reach the client area; null before the order is paid. */
export function orderAccountAccess(payload: Payload, payment: CheckoutPayment): OrderAccountAccess | null {
  const { account } = payment
  if (payment.status !== 'completed' || !account) return null
  const deadline = codeDeadline(payment)
  if (!deadline || deadline.getTime() <= Date.now()) return { state: 'log-in', email: account.email }
  return {
    state: 'choose-password',
    email: account.email,
    code: firstPasswordCode(payload, payment, account.id),
    expiresAt: deadline.toISOString(),
  }
}
