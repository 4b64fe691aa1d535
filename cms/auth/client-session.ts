/**
 * Client sessions are Payload's own (collection `users`, sessions stored on the account):
 * POST /api/login sets Payload's HttpOnly cookie, logout removes the session server-side.
 */
import { parse as parseCookie } from 'cookie'
import type { Request, Response } from 'express'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import type { PublicUser } from '../../contract/auth'
import type { User } from '../../payload-types'

export type ClientUser = User & { collection: 'users'; _sid?: string }

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/**
 * The logged-in client of this request, or null (no cookie, expired, logged out, or an editor).
 *
 * The session cookie's token is handed to Payload as an Authorization header: Payload's own
 * cookie reading refuses a cookie without an Origin or Sec-Fetch-Site header (its CSRF rule for
 * /cms), which older Safari, scripts and mobile apps do not send on a GET. For /api, CSRF is
 * handled where it belongs: SameSite cookies, the Origin check on writes (http/security.ts),
 * JSON-only bodies.
 */
export async function findClientUser(payload: Payload, req: Request): Promise<ClientUser | null> {
  const token = req.headers.cookie ? parseCookie(req.headers.cookie)[cookieName(payload)] : undefined
  if (!token) return null
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user?.collection === 'users' ? (user as ClientUser) : null
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
