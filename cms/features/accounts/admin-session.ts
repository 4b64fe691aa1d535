/**
 * Back-office sessions opened with the administration key (spec 2 §6). The cookie holds a
 * random token; PostgreSQL holds only its SHA-256 and expiry (collection admin-sessions, which no
 * caller may read or write through Payload). Written and read here only, as typed statements on
 * the table, the way Payload keeps its own sessions.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, lt, sql } from '@payloadcms/db-postgres/drizzle'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import { admin_sessions } from '@/cms/infra/db/payload-schema'
import { isoTime } from '@/cms/infra/db/row-values'
import { type Database, literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

export const ADMIN_COOKIE = 'admin_session'
export const ADMIN_SESSION_HOURS = 8

import type { StaffSession as AdminSession } from '@/cms/infra/http/caller'

export type { AdminSession }

const sha256 = (value: string) => createHash('sha256').update(value).digest()

/** Constant-time comparison: hashing first makes both sides the same length. */
export function isAdminKey(candidate: string, adminKey: string): boolean {
  return timingSafeEqual(sha256(candidate), sha256(adminKey))
}

function tokenFrom(req: Request): string | undefined {
  const header = req.headers.cookie
  if (!header?.includes(`${ADMIN_COOKIE}=`)) return undefined
  return parseCookie(header)[ADMIN_COOKIE]
}

/** One lookup on the unique token-hash index (an ended or expired session is not found). */
const liveSession = preparedRead((db) =>
  db
    .select({ id: admin_sessions.id, expiresAt: admin_sessions.expiresAt })
    .from(admin_sessions)
    .where(and(eq(admin_sessions.tokenHash, sql.placeholder('tokenHash')), gt(admin_sessions.expiresAt, sql`now()`)))
    .limit(literalLimit(1)),
)

const database = (payload: Payload) => (payload.db as unknown as { drizzle: Database }).drizzle

export async function findAdminSession(payload: Payload, req: Request): Promise<AdminSession | null> {
  const token = tokenFrom(req)
  if (!token || token.length > 100) return null
  const [session] = await liveSession(payload).execute({ tokenHash: sha256(token).toString('hex') })
  return session ? { id: session.id, expiresAt: isoTime(session.expiresAt) } : null
}

export async function openAdminSession(payload: Payload, res: Response, secure: boolean): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3600 * 1000)
  // Expired rows are swept whenever a new session opens.
  const db = database(payload)
  await db.delete(admin_sessions).where(lt(admin_sessions.expiresAt, sql`now()`))
  await db.insert(admin_sessions).values({ tokenHash: sha256(token).toString('hex'), expiresAt: expiresAt.toISOString() })
  res.append(
    'Set-Cookie',
    stringifySetCookie(ADMIN_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: expiresAt }),
  )
}

export async function closeAdminSession(payload: Payload, req: Request, res: Response, secure: boolean): Promise<void> {
  const token = tokenFrom(req)
  if (token) {
    await database(payload)
      .delete(admin_sessions)
      .where(eq(admin_sessions.tokenHash, sha256(token).toString('hex')))
  }
  res.append(
    'Set-Cookie',
    stringifySetCookie(ADMIN_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: new Date(0) }),
  )
}
