/**
 * How a write tells the live streams (issue 35 item 3): a `live-events` row, kept a day so a
 * stream that comes back with `Last-Event-ID` gets what it missed on whichever instance it
 * reaches, and the same row announced on the change feed, delivered to every instance once the
 * write's transaction is committed (never for a write rolled back).
 */
import type { Payload, PayloadRequest } from 'payload'
import type { LiveEventData, LiveEventType } from '@/contract/live'
import { announceChange } from '@/cms/infra/db/change-feed'
import { eq, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { live_events, projects } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { type LiveEventEffect, liveEventInsert } from '@/cms/infra/db/insert-with-effects'
import type { Database } from '@/cms/infra/db/typed-reads'

/** The change feed's topic of live events (one channel for the caches and the streams). */
export const LIVE_CHANGES = 'live'

/** A live event as stored, announced and sent: identifiers only, never content. */
export interface LiveRow {
  id: number
  type: LiveEventType
  /** The client it concerns: its streams receive it (unless staff only); staff streams receive every event. */
  user: number | null
  staffOnly: boolean
  data: unknown
}

export interface LiveEventInput<T extends LiveEventType> {
  type: T
  /** The client it concerns; none for the team's own events. */
  userId?: number | null
  staffOnly?: boolean
  data: LiveEventData[T]
}

/**
 * Records and announces a live event in `req`'s transaction when there is one (a collection hook's,
 * a route's `withTransaction`): the streams hear of it at its commit, with the change visible.
 */
export async function publishLiveEvent<T extends LiveEventType>(
  payload: Payload,
  event: LiveEventInput<T>,
  options: { req?: Partial<PayloadRequest> } = {},
): Promise<void> {
  const req = options.req as PayloadRequest | undefined
  const db = await drizzleFor(payload, req)
  const user = event.userId ?? null
  const staffOnly = event.staffOnly ?? false
  const [row] = await db
    .insert(live_events)
    .values({ type: event.type, user, staffOnly, data: event.data })
    .returning({ id: live_events.id })
  const announced: LiveRow = { id: row!.id, type: event.type, user, staffOnly, data: event.data }
  await announceChange(payload, LIVE_CHANGES, { req, data: announced })
}

/**
 * The live event of a one-statement write (cms/infra/db/insert-with-effects.ts), as
 * `publishLiveEvent` would record and announce it: `idKeys` are the data's keys that take the new
 * row's id.
 */
export function liveEventEffect<T extends LiveEventType>(
  type: T,
  options: { staffOnly?: boolean; idKeys: readonly (keyof LiveEventData[T] & string)[] },
): LiveEventEffect {
  return { topic: LIVE_CHANGES, type, staffOnly: options.staffOnly ?? false, idKeys: options.idKeys }
}

/**
 * In a statement that writes a project (a CTE `project` returning its id and user), the live event
 * the projects' hook announces for it (collections/projects/hooks/live-project.ts): 'step', to its
 * client and the back-office.
 */
export function projectChangedEventInsert(db: Database, name: string, project: { id: SQL; user: SQL; from: SQL }) {
  return liveEventInsert(
    db,
    name,
    { topic: LIVE_CHANGES, type: 'step', staffOnly: false },
    { user: project.user, data: sql`jsonb_build_object('projectId', ${project.id})`, from: project.from },
  )
}

const PUBLISHED = 'livePublished'

/**
 * True the first time `key` is seen in this request's context: a write that changes many rows of
 * one thing (a conversation's messages marked read, a project's steps reordered) tells it once.
 */
export function firstInRequest(req: Partial<PayloadRequest>, key: string): boolean {
  const context = (req.context ??= {}) as Record<string, unknown>
  const seen = (context[PUBLISHED] ??= new Set<string>()) as Set<string>
  if (seen.has(key)) return false
  seen.add(key)
  return true
}

/** The client who owns a project, read in `req`'s transaction (a step's event goes to its project's owner). */
export async function projectOwner(payload: Payload, projectId: number, req?: Partial<PayloadRequest>): Promise<number | null> {
  const db = await drizzleFor(payload, req as PayloadRequest | undefined)
  const [row] = await db.select({ user: projects.user }).from(projects).where(eq(projects.id, projectId)).limit(1)
  return row?.user ?? null
}

/** The id of a relationship as Payload hands it to hooks: the id, or the document at depth > 0. */
export const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : null
