/**
 * How many emails wait in the jobs queue (../mail/email-queue.ts), read when Prometheus scrapes: one
 * prepared statement over the queue's unfinished email jobs (payload_jobs; Payload deletes a job once it
 * completes, so these are the few left), shared by the two gauges of one scrape.
 *
 * A scrape must still answer when the database does not (its pool gauges matter most then): past
 * READ_TIMEOUT_MS, or on an error, the gauges read NaN and the reason is logged.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { payload_jobs } from '../db/payload-schema'
import { preparedRead } from '../db/typed-reads'
import { SEND_EMAIL_TASK } from '../mail/email-queue'

const READ_TIMEOUT_MS = 2_000

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)

const queueDepth = preparedRead((db) =>
  db
    .select({
      // Due, being sent, or waiting for their next attempt.
      pending: countWhere(sql`${payload_jobs.hasError} IS NOT TRUE`),
      // Past their last attempt (or cancelled): they stay until housekeeping or staff remove them.
      failed: countWhere(sql`${payload_jobs.hasError} IS TRUE`),
    })
    .from(payload_jobs)
    .where(and(eq(payload_jobs.taskSlug, SEND_EMAIL_TASK), isNull(payload_jobs.completedAt))),
)

export interface QueueDepth {
  pending: number
  failed: number
}

const UNKNOWN: QueueDepth = { pending: Number.NaN, failed: Number.NaN }

/** The read for this Payload instance: calls made while one runs (the two gauges of a scrape) share it. */
export function emailQueueDepth(payload: Payload): () => Promise<QueueDepth> {
  let reading: Promise<QueueDepth> | undefined
  const read = async (): Promise<QueueDepth> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS)
    })
    try {
      const [row] = await Promise.race([queueDepth(payload).execute(), timeout])
      return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 }
    } catch (error) {
      payload.logger.warn({ err: error }, 'Metrics: the email queue could not be read')
      return UNKNOWN
    } finally {
      clearTimeout(timer)
    }
  }
  return () => (reading ??= read().finally(() => (reading = undefined)))
}
