/**
 * One hub per instance: it hears the live events of every instance through the change feed's one
 * listening connection (cms/infra/db/change-feed.ts), never one per stream, and hands each to the
 * streams open here whose audience it concerns.
 */
import type { Payload } from 'payload'
import { CLIENT_LIVE_EVENTS, STAFF_LIVE_EVENTS } from '@/contract/live'
import type { ChangeFeed } from '@/cms/infra/db/change-feed'
import { metricsOf } from '@/cms/infra/metrics/metrics-of'
import { LIVE_CHANGES, type LiveRow } from './publish'

/** Who a stream is for: one client's events, or every event (staff). */
export type LiveAudience = { kind: 'client'; userId: number } | { kind: 'staff' }

export interface LiveListener {
  audience: LiveAudience
  event(row: LiveRow): void
  /** What was announced meanwhile is unknown (the feed's connection was lost): read everything again. */
  resync(): void
  /** The instance is draining (SIGTERM): the stream ends, and its browser reconnects elsewhere. Resolves once its lease is given back. */
  close(): Promise<void>
}

/** The SQL twin is `audienceCondition` (./replay.ts): a client's streams get its own events that are not staff only. */
export const reaches = (audience: LiveAudience, row: Pick<LiveRow, 'user' | 'staffOnly'>): boolean =>
  audience.kind === 'staff' || (!row.staffOnly && row.user === audience.userId)

const KNOWN_TYPES = new Set<string>([...CLIENT_LIVE_EVENTS, ...STAFF_LIVE_EVENTS])

/** An announcement's data, if it is a live row (the feed carries JSON from any writer of the database). */
function asLiveRow(data: unknown): LiveRow | null {
  if (!data || typeof data !== 'object') return null
  const row = data as Partial<LiveRow>
  if (typeof row.id !== 'number' || typeof row.type !== 'string' || !KNOWN_TYPES.has(row.type)) return null
  return {
    id: row.id,
    type: row.type,
    user: typeof row.user === 'number' ? row.user : null,
    staffOnly: row.staffOnly === true,
    data: row.data ?? {},
  }
}

export interface LiveHub {
  /** Starts handing events to `listener`; returns how to stop. */
  add(listener: LiveListener): () => void
  /** Streams open on this instance. */
  readonly size: number
  /** Whether new streams are refused (the instance drains). */
  readonly closed: boolean
  /**
   * Ends every stream and refuses new ones (SIGTERM's drain, cms/server.ts). Resolves once their
   * leases are given back: the browsers reconnecting elsewhere find their places free.
   */
  closeAll(): Promise<void>
}

export function createLiveHub(payload: Payload, changes?: ChangeFeed): LiveHub {
  const listeners = new Set<LiveListener>()
  let closed = false
  const counted = () => metricsOf(payload)?.liveStreamsOpen.set(listeners.size)

  changes?.on(LIVE_CHANGES, (data) => {
    // `undefined`: the feed's connection came back after a loss (announcements may have been missed).
    if (data === undefined) {
      for (const listener of listeners) listener.resync()
      return
    }
    const row = asLiveRow(data)
    if (!row) return
    for (const listener of listeners) if (reaches(listener.audience, row)) listener.event(row)
  })

  return {
    add(listener) {
      listeners.add(listener)
      counted()
      return () => {
        listeners.delete(listener)
        counted()
      }
    },
    get size() {
      return listeners.size
    },
    get closed() {
      return closed
    },
    closeAll() {
      closed = true
      return Promise.all([...listeners].map((listener) => listener.close())).then(() => undefined)
    },
  }
}
