/**
 * Client sessions are Payload's own (collection `users`, sessions stored on the account):
 * POST /api/login sets Payload's HttpOnly cookie, logout removes the session server-side.
 */
import { createSecretKey, type KeyObject } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { parseCookie } from 'cookie'
import type { Request, Response } from 'express'
import { jwtVerify } from 'jose'
import { createLocalReq, JWT_AUTH_VERSION, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import type { PublicUser } from '@/contract/auth'
import type { User } from '@/payload-types'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'

import type { ClientUser } from '@/cms/infra/http/caller'

export type { ClientUser }

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/** The signing key as a KeyObject, made once: jose would otherwise import the secret on every request. */
const signingKeys = new WeakMap<Payload, KeyObject>()
function signingKey(payload: Payload): KeyObject {
  let key = signingKeys.get(payload)
  if (!key) {
    key = createSecretKey(Buffer.from(payload.secret, 'utf8'))
    signingKeys.set(payload, key)
  }
  return key
}

type SessionRow = {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string | null
  profile_image_url: string | null
  created_at: string
  updated_at: string
}

/**
 * The logged-in client of this request, or null (no cookie, bad or expired token, logged out,
 * password changed, or an editor's token).
 *
 * The cheapest correct check: the token's signature and expiry (jose, as Payload signs it),
 * then one lookup on two primary keys that sees at once, on every instance, a session ended by
 * a logout or by a password reset (Payload deletes the session row). Payload's own `auth`
 * would load and post-process the whole account on every request.
 *
 * Only the cookie counts: Payload's own cookie reading also wants an Origin or Sec-Fetch-Site
 * header (its CSRF rule for /cms), which older Safari, scripts and apps do not send on a GET.
 * For /api, CSRF is handled where it belongs: SameSite cookies, the Origin check on writes
 * (http/security.ts), JSON-only bodies.
 */
export async function findClientUser(payload: Payload, req: Request): Promise<ClientUser | null> {
  const token = req.headers.cookie ? parseCookie(req.headers.cookie)[cookieName(payload)] : undefined
  if (!token || token.length > 4096) return null
  let claims: Record<string, unknown>
  try {
    const verified = await jwtVerify(token, signingKey(payload), { algorithms: ['HS256'] })
    if (verified.protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    claims = verified.payload
  } catch {
    return null
  }
  if (claims.collection !== 'users' || typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
  const db = readDb(payload)
  const { rows } = await db.execute<SessionRow>(sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.phone, u.profile_image_url, u.created_at, u.updated_at
      FROM users_sessions s JOIN users u ON u.id = s._parent_id
     WHERE s.id = ${claims.sid} AND s._parent_id = ${claims.id} AND s.expires_at > now()`)
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    collection: 'users',
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    profileImageUrl: row.profile_image_url,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    _sid: claims.sid,
  }
}

export function setClientSessionCookie(res: Response, payload: Payload, token: string): void {
  res.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token,
    }),
  )
}

export function clearClientSessionCookie(res: Response, payload: Payload): void {
  res.append(
    'Set-Cookie',
    generateExpiredPayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
    }),
  )
}

/** Removes this session from the account, so the cookie is dead even if replayed. */
export async function endClientSession(payload: Payload, user: ClientUser): Promise<void> {
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
  }
}
