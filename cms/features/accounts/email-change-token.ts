/**
 * The link that confirms a new email: a signed token (HS256, a key of its own derived from
 * Payload's secret: services.ts) rather than a table, carrying the account, its email when the
 * link was issued, the new email, a fingerprint of its password hash and an expiry.
 *
 * It applies once: after the change the account's email is no longer the one in the token. It
 * dies when the email changed meanwhile, and when the password changed (the notice to the old
 * address says so: changing the password stops a change its owner did not ask for). It is
 * issued when the email is sent (cms/features/notifications), so no token sits in the jobs table.
 */
import { createHash } from 'node:crypto'
import { eq } from '@payloadcms/db-postgres/drizzle'
import { jwtVerify, SignJWT } from 'jose'
import type { Payload } from 'payload'
import { EMAIL_CHANGE_LINK_HOURS } from '@/contract/account-limits'
import { users } from '@/cms/infra/db/payload-schema'
import { databaseOf } from '@/cms/infra/db/typed-reads'
import { servicesOf } from '@/cms/infra/services'

const AUDIENCE = 'email-change'

/** Not the hash itself: enough to tell that the password changed, nothing to guess it from. */
const hashFingerprint = (hash: string | null) =>
  createHash('sha256')
    .update(hash ?? '')
    .digest('base64url')
    .slice(0, 22)

async function accountKeys(payload: Payload, userId: number) {
  const [row] = await databaseOf(payload)
    .select({ email: users.email, hash: users.hash, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row && !row.closedAt ? { email: row.email, password: hashFingerprint(row.hash) } : null
}

/** A link token moving the account to `newEmail`, valid 24 hours; null when the account is gone or closed. */
export async function issueEmailChangeToken(payload: Payload, userId: number, newEmail: string): Promise<string | null> {
  const keys = await accountKeys(payload, userId)
  if (!keys) return null
  return new SignJWT({ email: keys.email, newEmail, pwd: keys.password })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${EMAIL_CHANGE_LINK_HOURS}h`)
    .sign(servicesOf(payload).accounts.emailChangeKey)
}

/** The change a token asks for, if it is genuine, unexpired and still matches the account; else null. */
export async function readEmailChangeToken(
  payload: Payload,
  token: string,
): Promise<{ userId: number; email: string; newEmail: string } | null> {
  let claims: Record<string, unknown>
  try {
    claims = (await jwtVerify(token, servicesOf(payload).accounts.emailChangeKey, { algorithms: ['HS256'], audience: AUDIENCE })).payload
  } catch {
    return null
  }
  const userId = Number(claims.sub)
  const { email, newEmail, pwd } = claims
  if (!Number.isSafeInteger(userId) || typeof email !== 'string' || typeof newEmail !== 'string' || typeof pwd !== 'string') return null
  const keys = await accountKeys(payload, userId)
  if (!keys || keys.email !== email || keys.password !== pwd) return null
  return { userId, email, newEmail }
}
