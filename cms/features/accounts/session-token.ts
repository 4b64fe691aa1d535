import type { KeyObject } from 'node:crypto'
import { parseCookie } from 'cookie'
import type { Request } from 'express'
import { jwtVerify } from 'jose'
import { LRUCache } from 'lru-cache'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import { servicesOf } from '@/cms/infra/services'

/** The name of Payload's session cookie, for clients and editors alike. */
export const sessionCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/** A verified token's payload (Payload's: collection, id, sid, exp…), still to be judged. */
type TokenClaims = Record<string, unknown>

/**
 * Tokens whose signature this process has already checked, until they expire: a token is
 * immutable, so checking its HMAC again on each request (about 6 % of a client's message, issue
 * 32) tells nothing new. Whether its session is still live is not cached: that is the caller's
 * lookup, on every request. Keyed by the whole token (a forged one is another key) and per key
 * (a rotated key gives another cache); bounded, the least recently used dropped.
 */
const verifiedTokens = new WeakMap<KeyObject, LRUCache<string, TokenClaims>>()
const VERIFIED_TOKENS_MAX = 10_000

export async function verifiedClaims(token: string, key: KeyObject): Promise<TokenClaims | null> {
  let cache = verifiedTokens.get(key)
  if (!cache) verifiedTokens.set(key, (cache = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS_MAX })))
  const known = cache.get(token)
  if (known) return known
  let claims: TokenClaims
  try {
    const verified = await jwtVerify(token, key, { algorithms: ['HS256'] })
    if (verified.protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    claims = verified.payload
  } catch {
    return null
  }
  // Kept no longer than the token lives (jose has just refused an expired one; Payload always sets `exp`).
  const msLeft = typeof claims.exp === 'number' ? claims.exp * 1000 - Date.now() : 0
  if (msLeft > 0) cache.set(token, claims, { ttl: msLeft })
  return claims
}

/**
 * The account and session a request's cookie names, for one auth collection, or null: no cookie,
 * an oversized, forged, expired or older-format token, or another collection's. Only the
 * signature and expiry are checked here (jose, as Payload signs it, once per token and process);
 * whether the session is still live is the caller's one lookup, so a logout is seen at once on
 * every instance.
 */
export async function sessionClaims(
  payload: Payload,
  req: Request,
  collection: 'users' | 'editors',
): Promise<{ id: number; sid: string } | null> {
  const token = req.headers.cookie ? parseCookie(req.headers.cookie)[sessionCookieName(payload)] : undefined
  if (!token || token.length > 4096) return null
  // Outside the check: missing services are the server's fault, not a bad token.
  const key = servicesOf(payload).accounts.sessionTokenKey
  const claims = await verifiedClaims(token, key)
  if (!claims || claims.collection !== collection || typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  return { id: claims.id, sid: claims.sid }
}
