/** What a stream missed, read again from `live_events` when it comes back with `Last-Event-ID`. */
import { and, asc, eq, gt, min, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { LiveEventType } from '@/contract/live'
import { live_events } from '@/cms/infra/db/payload-schema'
import { databaseOf } from '@/cms/infra/db/typed-reads'
import type { LiveAudience } from './hub'
import type { LiveRow } from './publish'

/** The most events replayed at once; a longer gap is a `resync` (the pages read everything again). */
export const MAX_REPLAYED = 200

/** The SQL twin of `reaches` (./hub.ts). */
function audienceCondition(audience: LiveAudience): SQL | undefined {
  if (audience.kind === 'staff') return undefined
  return and(eq(live_events.user, audience.userId), sql`${live_events.staffOnly} IS NOT TRUE`)
}

/**
 * The events of this audience after `afterId`, oldest first; null when they cannot all be told:
 * more than MAX_REPLAYED, or `afterId` itself already purged (older than what is kept).
 */
export async function missedEvents(payload: Payload, audience: LiveAudience, afterId: number): Promise<LiveRow[] | null> {
  const db = databaseOf(payload)
  const [oldest] = await db.select({ id: min(live_events.id) }).from(live_events)
  if (oldest?.id == null || oldest.id > afterId) return null
  const rows = await db
    .select({
      id: live_events.id,
      type: live_events.type,
      user: live_events.user,
      staffOnly: live_events.staffOnly,
      data: live_events.data,
    })
    .from(live_events)
    .where(and(gt(live_events.id, afterId), audienceCondition(audience)))
    .orderBy(asc(live_events.id))
    .limit(MAX_REPLAYED + 1)
  if (rows.length > MAX_REPLAYED) return null
  return rows.map((row) => ({ ...row, type: row.type as LiveEventType, staffOnly: row.staffOnly === true, data: row.data ?? {} }))
}
