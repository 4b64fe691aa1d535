/**
 * Runs Payload's jobs queue in this process: due jobs every few seconds, and a just-queued
 * email at once. Ours rather than Payload's `autoRun` cron so that a shutdown waits for the
 * jobs in flight (a job cut off mid-run would stay marked `processing` and never run again),
 * and so that a job left `processing` by a crash is released after a while.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { drizzleFor } from '../db/transaction'

/** Longer than any send can take (SMTP timeouts included): past this, its runner is gone. */
const STALE_AFTER_MINUTES = 10
const BATCH = 20

export class JobRunner {
  private readonly inFlight = new Set<Promise<unknown>>()
  private timer: NodeJS.Timeout | undefined
  private polling = false
  private stopped = false

  constructor(
    private readonly payload: Payload,
    private readonly logger: Logger,
    private readonly intervalSeconds: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.poll(), this.intervalSeconds * 1000)
    this.timer.unref()
    this.poll()
  }

  /** Starts these jobs now (e.g. right after the transaction that queued them). */
  runNow(ids: readonly (number | string)[]): void {
    if (this.stopped) return
    for (const id of ids) {
      this.track(
        this.payload.jobs
          .runByID({ id, overrideAccess: true, silent: { info: true } })
          .catch((error: unknown) => this.logger.warn({ err: error, jobId: id }, 'Immediate job run failed; it will be retried')),
      )
    }
  }

  /** Stops polling and waits for the jobs in flight to finish and record their outcome. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
  }

  private poll(): void {
    if (this.polling || this.stopped) return
    this.polling = true
    this.track(
      (async () => {
        try {
          await this.releaseStale()
          await this.payload.jobs.run({ limit: BATCH, overrideAccess: true, silent: { info: true } })
        } catch (error) {
          this.logger.error({ err: error }, 'Jobs queue run failed')
        } finally {
          this.polling = false
        }
      })(),
    )
  }

  private async releaseStale(): Promise<void> {
    const db = await drizzleFor(this.payload)
    const released = await db.execute(sql`
      UPDATE payload_jobs SET processing = false
       WHERE processing AND updated_at < now() - make_interval(mins => ${STALE_AFTER_MINUTES})
   RETURNING id`)
    if (released.rows.length > 0) this.logger.warn({ jobs: released.rows.length }, 'Released jobs left running by a stopped process')
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise)
    void promise.finally(() => this.inFlight.delete(promise))
  }
}

let current: JobRunner | undefined

export function startJobRunner(payload: Payload, logger: Logger, intervalSeconds: number): JobRunner {
  current = new JobRunner(payload, logger, intervalSeconds)
  current.start()
  return current
}

/** The runner of this process, if it runs jobs (the server does; command-line tools do not). */
export const activeJobRunner = () => current
