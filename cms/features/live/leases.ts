/**
 * The bound on streams per session, across instances (issue 35 item 3): each open stream holds a
 * lease row, renewed at each heartbeat and deleted at its end. A lease past its expiry belongs to
 * a stream whose instance died without saying so: it no longer counts (and the housekeeping
 * deletes it).
 */
import { createHash } from 'node:crypto'
import { and, count, eq, gt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { MAX_LIVE_STREAMS_PER_SESSION } from '@/contract/live'
import { live_stream_leases } from '@/cms/infra/db/payload-schema'
import { databaseOf } from '@/cms/infra/db/typed-reads'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'

/** The advisory lock's first key: the leases' (the second is the session's, from its hash). */
const LEASE_LOCK = 0x11fe_5e55

/** A session as the leases know it: a hash, never the session's id or token. */
export const sessionKeyOf = (kind: 'client' | 'staff', sessionId: string | number): string =>
  createHash('sha256').update(`live:${kind}:${sessionId}`).digest('hex')

const expiryIn = (ms: number) => new Date(Date.now() + ms).toISOString()

/**
 * A lease for one more stream of this session, or null when it already holds the most. Under a
 * transaction-scoped advisory lock on the session: two streams opened at once on two instances
 * count one after the other.
 */
export async function acquireLease(payload: Payload, sessionKey: string, ttlMs: number): Promise<number | null> {
  return withTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    // Hand-written SQL on purpose: a lock function, not a table.
    await db.execute(sql`SELECT pg_advisory_xact_lock(${LEASE_LOCK}, ${Number.parseInt(sessionKey.slice(0, 8), 16) | 0})`)
    const [held] = await db
      .select({ n: count() })
      .from(live_stream_leases)
      .where(and(eq(live_stream_leases.sessionKey, sessionKey), gt(live_stream_leases.expiresAt, sql`now()`)))
    if ((held?.n ?? 0) >= MAX_LIVE_STREAMS_PER_SESSION) return null
    const [lease] = await db
      .insert(live_stream_leases)
      .values({ sessionKey, expiresAt: expiryIn(ttlMs) })
      .returning({ id: live_stream_leases.id })
    return lease!.id
  })
}

/** Renewed at each heartbeat. A lease swept meanwhile (the instance stalled past its expiry) is taken again. */
export async function renewLease(payload: Payload, leaseId: number, sessionKey: string, ttlMs: number): Promise<number> {
  const db = databaseOf(payload)
  const renewed = await db
    .update(live_stream_leases)
    .set({ expiresAt: expiryIn(ttlMs) })
    .where(eq(live_stream_leases.id, leaseId))
    .returning({ id: live_stream_leases.id })
  if (renewed.length > 0) return leaseId
  const [lease] = await db
    .insert(live_stream_leases)
    .values({ sessionKey, expiresAt: expiryIn(ttlMs) })
    .returning({ id: live_stream_leases.id })
  return lease!.id
}

export async function releaseLease(payload: Payload, leaseId: number): Promise<void> {
  await databaseOf(payload).delete(live_stream_leases).where(eq(live_stream_leases.id, leaseId))
}
