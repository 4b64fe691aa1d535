/**
 * Runs Payload's jobs queue in this process: due jobs every few seconds, and a just-queued
 * email at once. Ours rather than Payload's `autoRun` cron so that a shutdown waits for the
 * jobs in flight (a job cut off mid-run would stay marked `processing` and never run again),
 * and so that a job left `processing` by a crash is released after a while. Each poll also
 * queues the runs of scheduled tasks that are due (housekeeping: cms/features/housekeeping/registry.ts).
 */
import { and, asc, eq, inArray, isNull, lt, or, sql } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Client, Pool, PoolClient } from 'pg'
import { createLocalReq, type Payload, type PayloadRequest, type TaskConfig } from 'payload'
import type { Logger } from 'pino'
import { ADVISORY_LOCKS } from '../db/advisory-lock'
import { drizzleFor, withTransaction } from '../db/transaction'
import { payload_jobs } from '../db/payload-schema'
import { type LoopLoad, watchLoopLoad } from './loop-load'

/** Longer than any send can take (SMTP timeouts included): past this, its runner is gone. */
const STALE_AFTER_MINUTES = 10
const BATCH = 20
/** Batches one poll may run back to back while the queue is full (a newsletter's thousands of emails). */
const BATCHES_PER_POLL = 25

/**
 * Work done on every poll, beside Payload's tasks: what must happen within seconds of a moment
 * (a scheduled article going public). Given by the config's `custom.pollDuties`
 * (cms/features/housekeeping/registry.ts); each must be safe on several instances at once.
 */
export interface PollDuty {
  name: string
  run: (payload: Payload) => Promise<unknown>
}
export const POLL_DUTIES_KEY = 'pollDuties'
/**
 * Jobs queued within this window are claimed and settled together: one claim and one delete for
 * a burst of guide requests instead of two statements each. An email leaves 20 ms later.
 */
const IMMEDIATE_WINDOW_MS = 20

/**
 * Requests first: while the event loop was at least this busy over the last window, emails wait
 * (a burst of guide requests is answered, then its emails leave), checked again every window...
 */
const BUSY_LOOP = 0.8
const LOAD_WINDOW_MS = 100
/** The most jobs one immediate run claims; the rest follow a window later. */
const IMMEDIATE_SLICE = 2 * BATCH
/** ...but never longer than this: under a load that does not end, a batch leaves this often anyway. */
const MAX_DEFER_MS = 10_000

export class JobRunner {
  private readonly inFlight = new Set<Promise<unknown>>()
  private readonly pending = new Set<number>()
  private pendingTimer: NodeJS.Timeout | undefined
  private timer: NodeJS.Timeout | undefined
  private polling = false
  private stopped = false
  private loopLoad: LoopLoad | undefined
  /** When jobs last ran (or the loop was last seen quiet enough to run them): the deferral's bound. */
  private lastDelivery = Date.now()

  constructor(
    private readonly payload: Payload,
    private readonly logger: Logger,
    private readonly intervalSeconds: number,
    private readonly directTasks: readonly string[] = [],
  ) {}

  start(): void {
    this.loopLoad = watchLoopLoad({ threshold: BUSY_LOOP, windowMs: LOAD_WINDOW_MS })
    this.timer = setInterval(() => this.poll(), this.intervalSeconds * 1000)
    this.timer.unref()
    this.poll()
  }

  /** Starts these jobs shortly (e.g. right after the transaction that queued them), unless a runner already has them. */
  runNow(ids: readonly (number | string)[]): void {
    if (this.stopped || ids.length === 0) return
    for (const id of ids) this.pending.add(Number(id))
    this.pendingTimer ??= setTimeout(() => this.runPending(), IMMEDIATE_WINDOW_MS)
  }

  /** Whether jobs may run now: the loop is not saturated, or they have waited long enough. */
  private mayDeliver(): boolean {
    const now = Date.now()
    if (this.loopLoad?.busy && now - this.lastDelivery < MAX_DEFER_MS) return false
    this.lastDelivery = now
    return true
  }

  private runPending(force = false): void {
    this.pendingTimer = undefined
    if (!force && this.pending.size > 0 && !this.mayDeliver()) {
      this.pendingTimer = setTimeout(() => this.runPending(), LOAD_WINDOW_MS)
      return
    }
    // A slice at a time: a backlog left by a burst leaves in batches between requests, not all at once.
    const ids = [...this.pending].slice(0, IMMEDIATE_SLICE)
    for (const id of ids) this.pending.delete(id)
    if (ids.length === 0) return
    if (this.pending.size > 0) this.pendingTimer = setTimeout(() => this.runPending(force), force ? 0 : IMMEDIATE_WINDOW_MS)
    this.track(
      this.claimAndRun({ ids, limit: ids.length }).catch((error: unknown) =>
        this.logger.warn({ err: error, jobIds: ids }, 'Immediate job claim failed; the poll will run them'),
      ),
    )
  }

  /** Stops polling, runs what was just queued, and waits for the jobs in flight to finish and record their outcome. */
  async stop(): Promise<void> {
    clearTimeout(this.pendingTimer)
    while (this.pending.size > 0) this.runPending(true)
    clearTimeout(this.pendingTimer)
    this.stopped = true
    clearInterval(this.timer)
    this.loopLoad?.stop()
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
  }

  private poll(): void {
    if (this.polling || this.stopped) return
    this.polling = true
    this.track(
      (async () => {
        try {
          await this.releaseStale()
          // A scheduling failure must not hold back the emails: logged, and tried again next poll.
          await this.queueScheduledRuns().catch((error: unknown) => this.logger.error({ err: error }, 'Scheduled runs not queued'))
          await this.runPollDuties()
          // Saturated: the due jobs wait for a quieter poll (within MAX_DEFER_MS).
          if (!this.mayDeliver()) return
          // A full batch: more are due (a mailing); the next ones now rather than one batch a poll.
          for (let batch = 0; batch < BATCHES_PER_POLL && !this.stopped; batch++) {
            if ((await this.claimAndRun({ limit: BATCH })) < BATCH) break
            if (this.loopLoad?.busy) break
          }
        } catch (error) {
          this.logger.error({ err: error }, 'Jobs queue run failed')
        } finally {
          this.polling = false
        }
      })(),
    )
  }

  /**
   * Payload claims a job by reading it, then marking it `processing` (and `runByID` marks it
   * whatever its state), so two runners (the poll and an immediate run, or two instances)
   * could both send the same email: a set-password link sent twice, the first one already
   * void. Jobs are therefore claimed here in one statement; only the claimer runs them.
   */
  private async claimAndRun(options: { ids?: number[]; limit: number }): Promise<number> {
    const pool = (this.payload.db as unknown as { pool: Pool }).pool
    const claimed = await claimDueJobRows(pool, options)
    const bySlug = new Map<string, ClaimedJob[]>()
    for (const job of claimed) bySlug.set(job.taskSlug ?? '', [...(bySlug.get(job.taskSlug ?? '') ?? []), job])
    const runs = await Promise.allSettled(
      [...bySlug].flatMap(([slug, jobs]): Promise<unknown>[] => {
        if (this.directTasks.includes(slug)) return [this.runDirectly(slug, jobs)]
        // Access bypassed: the jobs runner (scheduled) runs each claimed job, for no caller.
        return jobs.map((job) => this.payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: { info: true } }))
      }),
    )
    // A job whose run broke stays claimed; releaseStale gives it back after STALE_AFTER_MINUTES.
    runs.forEach((run) => {
      if (run.status === 'rejected') this.logger.warn({ err: run.reason, jobIds: claimed.map((job) => job.id) }, 'Job run failed')
    })
    return claimed.length
  }

  /** Each duty on its own: one failing is logged and tried again next poll, the others and the emails go on. */
  private async runPollDuties(): Promise<void> {
    const duties = (this.payload.config.custom?.[POLL_DUTIES_KEY] ?? []) as readonly PollDuty[]
    for (const duty of duties) {
      await duty.run(this.payload).catch((error: unknown) => this.logger.error({ err: error, duty: duty.name }, 'Poll duty failed'))
    }
  }

  /**
   * Payload's handleSchedules reads when each task was last scheduled, checks that no run of it
   * is waiting, queues one and writes the date: read, then write. Two instances polling at the
   * same moment could both queue the same day's run. Here it runs in one transaction that first
   * takes a transaction-level advisory lock: the other instances skip this poll (their next one
   * sees the committed run and queues nothing), and the lock goes with the commit, or with the
   * connection if the process dies. Each queued run is then claimed once (claimDueJobs).
   */
  private async queueScheduledRuns(): Promise<void> {
    // Set by Payload when a task has a schedule; without one there is nothing to queue.
    if (!this.payload.config.jobs.scheduling) return
    await withTransaction(this.payload, async (req) => {
      const db = await drizzleFor(this.payload, req)
      const { rows } = await db.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.schedule}) AS locked`)
      if (!rows[0]?.locked) return
      const { errored } = await this.payload.jobs.handleSchedules({ req })
      if (errored.length > 0) this.logger.warn({ tasks: errored.map((run) => run.taskConfig?.slug) }, 'Scheduled runs not queued')
    })
  }

  /**
   * Runs claimed jobs of a one-step task (an email) through its handler, then settles them together:
   * Payload's runByID reads each job, marks it, logs the attempt in its own table and marks it again,
   * a dozen statements an email, most of a guide request's cost. Here: one DELETE for the batch
   * (Payload's deleteJobOnComplete), and for a failure Payload's own retry rule: attempts and
   * backoff from the task's `retries`, the error kept on the job.
   */
  private async runDirectly(slug: string, jobs: ClaimedJob[]): Promise<void> {
    const task = this.payload.config.jobs.tasks?.find((candidate) => candidate.slug === slug)
    if (!task || typeof task.handler !== 'function') throw new Error(`Task ${slug} has no handler to run directly`)
    const handler = task.handler as unknown as (args: { input: unknown; req: PayloadRequest; job: ClaimedJob }) => Promise<unknown>
    const req = await createLocalReq({}, this.payload)
    const outcomes = await Promise.allSettled(jobs.map((job) => handler({ input: job.input, req, job })))
    const db = await drizzleFor(this.payload)
    const done = jobs.filter((_, index) => outcomes[index]?.status === 'fulfilled').map((job) => job.id)
    if (done.length > 0) {
      if (this.payload.config.jobs.deleteJobOnComplete === false) {
        await db
          .update(payload_jobs)
          .set({ processing: false, completedAt: sql`now()`, updatedAt: sql`now()` })
          .where(inArray(payload_jobs.id, done))
      } else {
        await db.delete(payload_jobs).where(inArray(payload_jobs.id, done))
      }
    }
    const { attempts, delayMs } = retryPlan(task.retries)
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue
      const job = jobs[index]!
      const tried = Number(job.totalTried ?? 0)
      const final = tried >= attempts
      const error =
        outcome.reason instanceof Error
          ? { name: outcome.reason.name, message: outcome.reason.message }
          : { message: String(outcome.reason) }
      await db
        .update(payload_jobs)
        .set({
          processing: false,
          totalTried: tried + 1,
          hasError: final,
          error,
          waitUntil: final ? null : new Date(Date.now() + delayMs(tried)).toISOString(),
          updatedAt: sql`now()`,
        })
        .where(eq(payload_jobs.id, job.id))
      this.logger[final ? 'error' : 'warn'](
        { err: outcome.reason, jobId: job.id, task: slug, attempt: tried + 1 },
        final ? 'Job failed for good' : 'Job failed; retried later',
      )
    }
  }

  private async releaseStale(): Promise<void> {
    const db = await drizzleFor(this.payload)
    const released = await db
      .update(payload_jobs)
      .set({ processing: false })
      .where(and(eq(payload_jobs.processing, true), lt(payload_jobs.updatedAt, sql`now() - make_interval(mins => ${STALE_AFTER_MINUTES})`)))
      .returning({ id: payload_jobs.id })
    if (released.length > 0) this.logger.warn({ jobs: released.length }, 'Released jobs left running by a stopped process')
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise)
    void promise.finally(() => this.inFlight.delete(promise))
  }
}

let current: JobRunner | undefined

export function startJobRunner(payload: Payload, logger: Logger, intervalSeconds: number, directTasks: readonly string[] = []): JobRunner {
  current = new JobRunner(payload, logger, intervalSeconds, directTasks)
  current.start()
  return current
}

/** The runner of this process, if it runs jobs (the server does; command-line tools do not). */
export const activeJobRunner = () => current

/** Payload's retry rule for a task (calculateBackoffWaitUntil): retries after the first try, and the wait before each. */
export function retryPlan(retries: TaskConfig['retries']): { attempts: number; delayMs: (tried: number) => number } {
  if (typeof retries === 'number') return { attempts: retries, delayMs: () => 0 }
  const attempts = retries?.attempts ?? 0
  const backoff = retries?.backoff
  const delay = backoff?.delay ?? 0
  return { attempts, delayMs: (tried) => (backoff?.type === 'exponential' ? 2 ** tried * delay : delay) }
}

export interface ClaimedJob {
  id: number
  taskSlug: string | null
  input: unknown
  totalTried: number | null
}

/** A pool, or one connection of it (the tests claim from several at once). */
type Queryable = Pool | PoolClient | Client

/**
 * Marks due jobs `processing` and returns their ids, atomically: a job locked or already
 * claimed by another runner is skipped, so each due job goes to exactly one runner.
 * `ids` restricts the claim to these jobs (an immediate run). Built on each poll (a quarter of
 * a millisecond, against a poll every second at most).
 */
export async function claimDueJobs(client: Queryable, options: { ids?: number[]; limit: number }): Promise<number[]> {
  return (await claimDueJobRows(client, options)).map((job) => job.id)
}

/** claimDueJobs, with what running each job needs. */
export async function claimDueJobRows(client: Queryable, options: { ids?: number[]; limit: number }): Promise<ClaimedJob[]> {
  const db = drizzle({ client })
  const due = db
    .select({ id: payload_jobs.id })
    .from(payload_jobs)
    .where(
      and(
        sql`${payload_jobs.processing} IS NOT TRUE`,
        isNull(payload_jobs.completedAt),
        sql`${payload_jobs.hasError} IS NOT TRUE`,
        or(isNull(payload_jobs.waitUntil), lt(payload_jobs.waitUntil, sql`now()`)),
        sql`COALESCE(${payload_jobs.queue}, 'default') = 'default'`,
        options.ids ? inArray(payload_jobs.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(payload_jobs.createdAt), asc(payload_jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(payload_jobs)
    .set({ processing: true, updatedAt: sql`now()` })
    .where(and(inArray(payload_jobs.id, due), sql`${payload_jobs.processing} IS NOT TRUE`))
    .returning({ id: payload_jobs.id, taskSlug: payload_jobs.taskSlug, input: payload_jobs.input, totalTried: payload_jobs.totalTried })
  return claimed
}
