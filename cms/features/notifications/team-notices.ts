/**
 * The team is told (issue 35 item 6): a client's message, a client's document, a paid order, a
 * guide request. One email each to SUPPORT_EMAIL, queued in the caller's transaction; or, with
 * SUPPORT_DIGEST_MINUTES, one digest per window of that many minutes: the first event of a
 * window queues the window's digest (due at its end), the others find it queued. Which instance
 * queues it is decided under an advisory lock, so several instances queue one digest. Notices
 * name what happened and where to look, never what a document holds.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type { AppConfig } from '@/cms/infra/config/env'
import { servicesOf } from '@/cms/infra/services'
import { payload_jobs } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { enqueueEmail, SEND_EMAIL_TASK } from '@/cms/infra/mail/email-queue'
import type { QueuedEmail } from './emails'

export type TeamEvent =
  | { type: 'client-message'; messageId: number }
  | { type: 'document'; documentId: number }
  | { type: 'payment'; paymentId: number }
  | { type: 'request'; leadId: number }
  /** Only in a digest: one by one, the contact's own email (new-contact) is the notice. */
  | { type: 'contact'; contactId: number }

/** The advisory lock's first key: the digests' (the second is the window's number). */
const DIGEST_LOCK = 0x7d16e57

/** The digest window holding `at`: [start, end), on the clock's multiples of `minutes`. */
export function digestWindow(at: Date, minutes: number): { start: string; end: string } {
  const size = minutes * 60_000
  const start = Math.floor(at.getTime() / size) * size
  return { start: new Date(start).toISOString(), end: new Date(start + size).toISOString() }
}

/**
 * The team's notice of `event` as one email, or null when notices go in digests (then
 * `tellTheTeam` in the write's transaction queues the window's digest).
 */
export function teamNoticeEmail(payload: Payload, event: TeamEvent): QueuedEmail | null {
  const { support } = servicesOf(payload).notifications
  return support.digestMinutes ? null : noticeOf(support, event)
}

const noticeOf = (support: AppConfig['support'], event: TeamEvent): QueuedEmail => ({ kind: 'team-notice', to: support.email, event })

/**
 * Tells the team of `event`: the jobs to deliver once the caller's transaction is committed
 * (none for a digest, which waits for its window's end).
 */
export async function tellTheTeam(
  payload: Payload,
  event: TeamEvent,
  options: { req?: PayloadRequest } = {},
): Promise<(number | string)[]> {
  const { support } = servicesOf(payload).notifications
  if (!support.digestMinutes) return [await enqueueEmail(payload, noticeOf(support, event), { req: options.req })]
  const window = digestWindow(new Date(), support.digestMinutes)
  const queueDigest = async (req: PayloadRequest) => {
    const db = await drizzleFor(payload, req)
    const windowNumber = Math.floor(Date.parse(window.start) / 60_000) % 2 ** 31
    await db.execute(sql`SELECT pg_advisory_xact_lock(${DIGEST_LOCK}, ${windowNumber})`)
    const queued = await db.execute<{ id: number }>(sql`
      SELECT id FROM ${payload_jobs}
       WHERE ${payload_jobs.taskSlug} = ${SEND_EMAIL_TASK}
         AND ${payload_jobs.input}->'email'->>'kind' = 'team-digest'
         AND ${payload_jobs.input}->'email'->>'windowStart' = ${window.start}
       LIMIT 1`)
    if (queued.rows.length > 0) return
    const digest: QueuedEmail = { kind: 'team-digest', to: support.email, windowStart: window.start, windowEnd: window.end }
    await enqueueEmail(payload, digest, { req, waitUntil: window.end })
  }
  if (options.req) await queueDigest(options.req)
  else await withTransaction(payload, queueDigest)
  return []
}

/**
 * A write that tells the team of the row it writes, in one statement where it can (decision 021).
 * With notices, `write` gets the notice (the row's id stands as 0 in it: the statement sets it) and
 * runs on its own; with digests (SUPPORT_DIGEST_MINUTES) it gets null and runs in a transaction,
 * beside the window's digest bookkeeping. `writtenId`: the id the event names, from what was
 * written (null: nothing was, and the team hears of nothing).
 */
export async function writeTellingTheTeam<Written>(
  payload: Payload,
  event: (id: number) => TeamEvent,
  write: (notice: QueuedEmail | null, req?: PayloadRequest) => Promise<Written>,
  writtenId: (written: Written) => number | null,
): Promise<Written> {
  const notice = teamNoticeEmail(payload, event(0))
  if (notice) return write(notice)
  return withTransaction(payload, async (req) => {
    const written = await write(null, req)
    const id = writtenId(written)
    if (id !== null) await tellTheTeam(payload, event(id), { req })
    return written
  })
}

export interface NotificationsServices {
  /** Where and how the team is told (SUPPORT_EMAIL, SUPPORT_DIGEST_MINUTES). */
  support: AppConfig['support']
}

declare module '@/cms/infra/services' {
  interface AppServices {
    notifications: NotificationsServices
  }
}

export function createNotificationsServices(config: AppConfig): NotificationsServices {
  return { support: config.support }
}
