/**
 * Back-office sessions opened with the administration key (spec 2 §6). The cookie holds a
 * random token; PostgreSQL holds only its SHA-256 and expiry (collection admin-sessions).
 * These are system operations on a collection no caller may read: access is bypassed
 * explicitly here and nowhere else.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { Request, Response } from 'express'
import type { Payload } from 'payload'
import { readDb } from '@/cms/infra/db/prepared-reads'

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

export async function findAdminSession(payload: Payload, req: Request): Promise<AdminSession | null> {
  const token = tokenFrom(req)
  if (!token || token.length > 100) return null
  // One lookup on the unique token-hash index (an ended or expired session is not found).
  const db = readDb(payload)
  const { rows } = await db.execute<{ id: number; expires_at: string }>(sql`
    SELECT id, expires_at FROM admin_sessions
     WHERE token_hash = ${sha256(token).toString('hex')} AND expires_at > now()
     LIMIT 1`)
  const session = rows[0]
  return session ? { id: session.id, expiresAt: new Date(session.expires_at).toISOString() } : null
}

export async function openAdminSession(payload: Payload, res: Response, secure: boolean): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3600 * 1000)
  // Expired rows are swept whenever a new session opens.
  await payload.delete({
    collection: 'admin-sessions',
    where: { expiresAt: { less_than: new Date().toISOString() } },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'admin-sessions',
    data: { tokenHash: sha256(token).toString('hex'), expiresAt: expiresAt.toISOString() },
    overrideAccess: true,
  })
  res.append(
    'Set-Cookie',
    stringifySetCookie(ADMIN_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: expiresAt }),
  )
}

export async function closeAdminSession(payload: Payload, req: Request, res: Response, secure: boolean): Promise<void> {
  const token = tokenFrom(req)
  if (token) {
    await payload.delete({
      collection: 'admin-sessions',
      where: { tokenHash: { equals: sha256(token).toString('hex') } },
      overrideAccess: true,
    })
  }
  res.append(
    'Set-Cookie',
    stringifySetCookie(ADMIN_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: new Date(0) }),
  )
}
