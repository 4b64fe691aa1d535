/** What the live streams leave behind: events past a day (a stream gone longer resyncs) and leases past their expiry. */
import { lt } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { live_events, live_stream_leases } from '@/cms/infra/db/payload-schema'
import { databaseOf } from '@/cms/infra/db/typed-reads'

/** How long live events are kept for replay (Last-Event-ID). */
export const LIVE_EVENTS_KEPT_MS = 24 * 3600 * 1000

export async function purgeLiveLeftovers(payload: Payload, now: Date): Promise<{ liveEventsDeleted: number; liveLeasesDeleted: number }> {
  const db = databaseOf(payload)
  const events = await db.delete(live_events).where(lt(live_events.createdAt, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS).toISOString()))
  const leases = await db.delete(live_stream_leases).where(lt(live_stream_leases.expiresAt, now.toISOString()))
  return { liveEventsDeleted: events.rowCount ?? 0, liveLeasesDeleted: leases.rowCount ?? 0 }
}
