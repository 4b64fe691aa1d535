/**
 * GET /api/events (issue 35 item 3): a client's or the back-office's server-sent events stream.
 * Each event is a `live-events` row: `id: <row id>`, `event: <type>`, `data: <identifiers>`;
 * the browser reads the page's data again through its usual routes. A comment line every
 * LIVE_HEARTBEAT_SECONDS keeps proxies from closing an idle stream; at each, the session is
 * checked again (a logged-out or expired session ends the stream) and the stream's lease renewed.
 *
 * Never compressed nor buffered: /api answers skip the compression middleware (cms/app.ts), this
 * one writes its own headers (`no-transform` for proxies, `X-Accel-Buffering: no` for nginx).
 */
import type { Request } from 'express'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { LIVE_RESYNC, liveEventsQuerySchema, TOO_MANY_LIVE_STREAMS } from '@/contract/live'
import type { Caller, SessionFinders } from '@/cms/infra/http/caller'
import { HttpError, unauthorized } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { servicesOf } from '@/cms/infra/services'
import type { LiveAudience } from './hub'
import { acquireLease, releaseLease, renewLease, sessionKeyOf } from './leases'
import type { LiveRow } from './publish'
import { missedEvents } from './replay'

/** How long the browser waits before reconnecting a closed stream (EventSource's `retry`). */
const RETRY_MS = 3_000
/** A stream whose reader does not keep up (this much written and not yet sent) is ended: it reconnects and resumes. */
const MAX_PENDING_BYTES = 1024 * 1024

const eventText = (row: LiveRow) => `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data ?? {})}\n\n`
// No `id:`: a resync is not a row, the browser's Last-Event-ID stays the last row it got.
const RESYNC_TEXT = `event: ${LIVE_RESYNC}\ndata: {}\n\n`

/** A row id as the Last-Event-ID header carries it, or null (EventSource sends back only ids we gave). */
function headerEventId(req: Request): number | null {
  const value = req.headers['last-event-id']
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : null
}

/** Who the stream is for, its session's key, and how to tell the session still holds. */
function streamOwner(caller: Caller, sessions: SessionFinders, payload: Payload) {
  if (caller.kind === 'staff') {
    const sessionId = caller.session.id
    return {
      audience: { kind: 'staff' } as LiveAudience,
      sessionKey: sessionKeyOf('staff', sessionId),
      stillValid: async (req: Request) => (await sessions.staff(payload, req))?.id === sessionId,
    }
  }
  if (caller.kind === 'client' && caller.user._sid) {
    const { id: userId, _sid: sessionId } = caller.user
    return {
      audience: { kind: 'client', userId } as LiveAudience,
      sessionKey: sessionKeyOf('client', sessionId),
      stillValid: async (req: Request) => {
        const user = await sessions.client(payload, req)
        return user?.id === userId && user._sid === sessionId
      },
    }
  }
  throw unauthorized()
}

export const liveEvents = defineHandler({
  query: liveEventsQuerySchema,
  async run({ req, res, caller, payload, sessions, config, query, logger }) {
    const { hub } = servicesOf(payload).live
    if (hub.closed) throw new HttpError(503, 'Le serveur redémarre\u00a0: la connexion en direct reprendra dans un instant.')
    const owner = streamOwner(caller, sessions, payload)
    const heartbeatMs = config.liveHeartbeatMs
    // Three heartbeats: a stream whose instance died stops counting soon after.
    const leaseMs = heartbeatMs * 3
    let leaseId = await acquireLease(payload, owner.sessionKey, leaseMs)
    if (leaseId === null) throw new HttpError(429, TOO_MANY_LIVE_STREAMS)
    const lastEventId = headerEventId(req) ?? query.lastEventId ?? null

    res.status(200)
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache, no-transform')
    res.setHeader('X-Accel-Buffering', 'no')
    res.flushHeaders()
    req.socket.setTimeout(0)
    req.socket.setNoDelay(true)

    await new Promise<void>((resolve) => {
      let ended = false
      let heartbeat: NodeJS.Timeout | undefined
      let stopListening = () => {}
      let released: Promise<void> | undefined
      const finish = (): Promise<void> => {
        if (released) return released
        ended = true
        clearInterval(heartbeat)
        stopListening()
        res.end()
        released = releaseLease(payload, leaseId!).catch((error: unknown) => warn(logger, error, 'Could not release a live stream’s lease'))
        resolve()
        return released
      }
      const write = (text: string) => {
        if (ended) return
        res.write(text)
        if (res.writableLength > MAX_PENDING_BYTES) void finish()
      }
      req.on('close', () => void finish())
      res.on('close', () => void finish())

      // Events arriving while the missed ones are read are held, then sent after them (each once).
      // A replayed event's own announcement may still arrive after that (NOTIFY travels apart from
      // the read): it is not sent twice either.
      let held: LiveRow[] | null = []
      const sent = new Set<number>()
      stopListening = hub.add({
        audience: owner.audience,
        event: (row) => (held ? held.push(row) : sent.has(row.id) ? undefined : write(eventText(row))),
        resync: () => write(RESYNC_TEXT),
        close: finish,
      })
      write(`retry: ${RETRY_MS}\n: ouvert\n\n`)

      const resume = async () => {
        if (lastEventId !== null) {
          const missed = await missedEvents(payload, owner.audience, lastEventId)
          if (!missed) write(RESYNC_TEXT)
          for (const row of missed ?? []) {
            sent.add(row.id)
            write(eventText(row))
          }
        }
        for (const row of held ?? []) if (!sent.has(row.id)) write(eventText(row))
        held = null
      }

      let beating = false
      const beat = async () => {
        if (ended || beating) return
        beating = true
        try {
          write(': ♥\n\n')
          if (!(await owner.stillValid(req))) return void finish()
          if (!ended) leaseId = await renewLease(payload, leaseId!, owner.sessionKey, leaseMs)
        } catch (error) {
          // The database unreachable a moment: the stream goes on, the next beat tries again.
          warn(logger, error, 'A live stream’s heartbeat failed')
        } finally {
          beating = false
        }
      }

      resume()
        .catch((error: unknown) => {
          warn(logger, error, 'Could not replay a live stream’s missed events')
          held = null
          write(RESYNC_TEXT)
        })
        .finally(() => {
          if (!ended) heartbeat = setInterval(() => void beat(), heartbeatMs)
        })
    })
  },
})

function warn(logger: Logger, error: unknown, message: string) {
  logger.warn({ reason: (error as Error)?.message }, message)
}
