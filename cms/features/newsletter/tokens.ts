/**
 * The newsletter's two secrets. The confirmation link carries a random token whose SHA-256 alone is
 * stored (a database copy confirms nobody). The unsubscribe link needs no storage: an HMAC of the
 * subscriber's id under the app's secret, checked in constant time, so every email can carry one.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: confirmTokenHash(token) }
}

export const confirmTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A key of its own, derived from the app's secret: an unsubscribe token signs nothing else. */
const unsubscribeKey = (secret: string) => createHmac('sha256', secret).update('newsletter-unsubscribe').digest()

export function unsubscribeToken(subscriberId: number, secret: string): string {
  return createHmac('sha256', unsubscribeKey(secret)).update(String(subscriberId)).digest('base64url')
}

export function isUnsubscribeToken(subscriberId: number, token: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeToken(subscriberId, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
