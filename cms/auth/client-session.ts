/**
 * Client sessions are Payload's own (collection `users`, sessions stored on the account):
 * POST /api/login sets Payload's HttpOnly cookie, logout removes the session server-side.
 */
import type { Request, Response } from 'express'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import type { PublicUser } from '../../contract/auth'
import type { User } from '../../payload-types'
import { toWebHeaders } from '../http/web-headers'

export type ClientUser = User & { collection: 'users'; _sid?: string }

const cookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

/** The logged-in client of this request, or null (no cookie, expired, logged out, or an editor). */
export async function findClientUser(payload: Payload, req: Request): Promise<ClientUser | null> {
  if (!req.headers.cookie?.includes(`${cookieName(payload)}=`)) return null
  const { user } = await payload.auth({ headers: toWebHeaders(req.headers) })
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
