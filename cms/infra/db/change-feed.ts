/**
 * What changed, told to every instance sharing the database: PostgreSQL's LISTEN/NOTIFY, no
 * other service. A write announces a topic (`announceChange`, in its transaction: the others
 * hear it once it is committed, never for a write rolled back); each server listens on one
 * connection of its own (`listenForChanges`) and empties what it kept about that topic. Every
 * instance hears its own announcements too. Also the channel for later live features: a
 * message carries a small JSON `data` beside its topic.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import { drizzleFor } from './transaction'

/** The one NOTIFY channel (a statement may announce on it itself: insert-with-effects.ts). */
export const CHANGE_CHANNEL = 'app_changes'
const CHANNEL = CHANGE_CHANNEL
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_MESSAGE_BYTES = 7_900
const RECONNECT_MIN_MS = 250
const RECONNECT_MAX_MS = 10_000

export interface ChangeMessage {
  topic: string
  data?: unknown
}

/**
 * Tells every instance (this one included) that `topic` changed. Inside `req`'s transaction when
 * there is one: delivered at its commit, so nobody reads again before the change is visible.
 */
export async function announceChange(payload: Payload, topic: string, options: { req?: Partial<PayloadRequest>; data?: unknown } = {}) {
  const message = JSON.stringify({ topic, data: options.data } satisfies ChangeMessage)
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) throw new Error(`Change message too large for NOTIFY (${topic})`)
  const db = await drizzleFor(payload, options.req as PayloadRequest | undefined)
  // Hand-written SQL on purpose: a notification, not a table.
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${message})`)
}

export type ChangeListener = (data: unknown) => void

export interface ChangeFeed {
  /** Calls `listener` on every announcement of `topic`, and after a lost connection comes back (announcements may have been missed meanwhile). */
  on(topic: string, listener: ChangeListener): () => void
  /** Resolves once listening (the first connection), for tests and start-up order. */
  ready: Promise<void>
  stop(): Promise<void>
}

/** Listens for announcements on a connection of its own (LISTEN holds it), reconnecting with backoff. */
export function listenForChanges(options: { databaseUrl: string; logger: Logger }): ChangeFeed {
  const { databaseUrl, logger } = options
  const listeners = new Map<string, Set<ChangeListener>>()
  let client: pg.Client | undefined
  let stopped = false
  let retryMs = RECONNECT_MIN_MS
  let retryTimer: NodeJS.Timeout | undefined
  let everConnected = false
  let resolveReady!: () => void
  const ready = new Promise<void>((resolve) => (resolveReady = resolve))

  const dispatch = (topic: string, data: unknown) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(data)
      } catch (error) {
        logger.warn({ err: error, topic }, 'A change listener failed')
      }
    }
  }
  const dispatchAll = () => {
    for (const topic of listeners.keys()) dispatch(topic, undefined)
  }

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void connect()
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS)
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'change-feed' })
    next.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return
      try {
        const message = JSON.parse(notification.payload) as ChangeMessage
        if (typeof message.topic === 'string') dispatch(message.topic, message.data)
      } catch {
        logger.warn({ payload: notification.payload.slice(0, 200) }, 'An unreadable change message was ignored')
      }
    })
    const lost = (error?: Error) => {
      if (client !== next) return
      client = undefined
      if (!stopped) logger.warn({ reason: error?.message }, 'Change feed connection lost: reconnecting')
      next.end().catch(() => undefined)
      scheduleReconnect()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      next.end().catch(() => undefined)
      if (!stopped) {
        logger.warn({ reason: (error as Error).message }, 'Change feed could not listen: retrying')
        scheduleReconnect()
      }
      return
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    retryMs = RECONNECT_MIN_MS
    // Back after a loss: whatever was announced meanwhile is unknown, so everything kept is stale.
    if (everConnected) dispatchAll()
    everConnected = true
    resolveReady()
  }

  void connect()

  return {
    on(topic, listener) {
      let set = listeners.get(topic)
      if (!set) listeners.set(topic, (set = new Set()))
      set.add(listener)
      return () => set.delete(listener)
    },
    ready,
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      const current = client
      client = undefined
      await current?.end().catch(() => undefined)
    },
  }
}
