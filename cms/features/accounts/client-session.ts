/**
 * Client sessions are Payload's own (collection `users`, sessions stored on the account):
 * POST /api/login sets Payload's HttpOnly cookie, logout removes the session server-side.
 */
import { and, eq, gt, ne, sql } from '@payloadcms/db-postgres/drizzle'
import type { Request, Response } from 'express'
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import type { PublicUser } from '@/contract/auth'
import { DEFAULT_LOCALE } from '@/contract/i18n/locales'
import type { User } from '@/payload-types'
import { users, users_sessions } from '@/cms/infra/db/payload-schema'
import { isoTime } from '@/cms/infra/db/row-values'
import { databaseOf, literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

import type { ClientUser } from '@/cms/infra/http/caller'
import { sessionClaims } from './session-token'

export type { ClientUser }

/** The account of a live session, by the session's id and its account's (two primary keys). */
const sessionAccount = preparedRead((db) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      profileImageUrl: users.profileImageUrl,
      // The API answers a client who names no language in the account's own (cms/infra/http/request-language.ts).
      language: users.language,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users_sessions)
    .innerJoin(users, eq(users.id, users_sessions._parentID))
    .where(
      and(
        eq(users_sessions.id, sql.placeholder('sessionId')),
        eq(users_sessions._parentID, sql.placeholder('userId')),
        gt(users_sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(literalLimit(1)),
)

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
  const claims = await sessionClaims(payload, req, 'users')
  if (!claims) return null
  const [row] = await sessionAccount(payload).execute({ sessionId: claims.sid, userId: claims.id })
  if (!row) return null
  return {
    ...row,
    collection: 'users',
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
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

/**
 * Ends every session of the account but `keep` (the one making the change, when there is one):
 * after a new password or email, a stolen cookie stops working on every instance at once.
 */
export async function endOtherClientSessions(payload: Payload, userId: number, keep: string | null | undefined): Promise<void> {
  const db = databaseOf(payload)
  await db
    .delete(users_sessions)
    .where(keep ? and(eq(users_sessions._parentID, userId), ne(users_sessions.id, keep)) : eq(users_sessions._parentID, userId))
}

/** Ends one session of the account (a session opened only to check a password: account-password.ts). */
export async function endClientSessionById(payload: Payload, userId: number, sessionId: string): Promise<void> {
  await databaseOf(payload)
    .delete(users_sessions)
    .where(and(eq(users_sessions._parentID, userId), eq(users_sessions.id, sessionId)))
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    language: user.language ?? DEFAULT_LOCALE,
  }
}
