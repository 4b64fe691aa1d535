import { parseCookie } from 'cookie'
import type { Request } from 'express'
import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import { servicesOf } from '@/cms/infra/services'

/** The name of Payload's session cookie, for clients and editors alike. */
export const sessionCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/**
 * The account and session a request's cookie names, for one auth collection, or null: no cookie,
 * an oversized, forged, expired or older-format token, or another collection's. Only the
 * signature and expiry are checked here (jose, as Payload signs it); whether the session is
 * still live is the caller's one lookup, so a logout is seen at once on every instance.
 */
export async function sessionClaims(
  payload: Payload,
  req: Request,
  collection: 'users' | 'editors',
): Promise<{ id: number; sid: string } | null> {
  const token = req.headers.cookie ? parseCookie(req.headers.cookie)[sessionCookieName(payload)] : undefined
  if (!token || token.length > 4096) return null
  // Outside the try: missing services are the server's fault, not a bad token.
  const key = servicesOf(payload).accounts.sessionTokenKey
  let claims: Record<string, unknown>
  try {
    const verified = await jwtVerify(token, key, { algorithms: ['HS256'] })
    if (verified.protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    claims = verified.payload
  } catch {
    return null
  }
  if (claims.collection !== collection || typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  return { id: claims.id, sid: claims.sid }
}
