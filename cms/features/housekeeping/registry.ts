/**
 * The housekeeping jobs, in the order a run takes them: payments first (a payment past 10
 * years frees its lead and an erased account's placeholder), then accounts (an erased account
 * stops counting as its email's activity), then leads and contacts, then what merely expired.
 * The same list feeds Payload's jobs queue (a daily task each) and `npm run housekeeping`.
 */
import type { TaskConfig } from 'payload'
import { loadConfig } from '@/cms/infra/config/env'
import { oncePerSlot } from '@/cms/infra/mail/scheduled-slots'
import type { PollDuty } from '@/cms/infra/mail/job-runner'
import { announceDueArticles, newsletterRetention } from '@/cms/features/newsletter'
import { closedAccounts } from './closed-accounts'
import { expiredCredentials } from './expired-credentials'
import type { HousekeepingContext, HousekeepingCounts, HousekeepingJob } from './housekeeping-job'
import { inactiveProspects } from './inactive-prospects'
import { oldPayments } from './old-payments'
import { outboxCompaction } from './outbox-compaction'
import { HOUSEKEEPING_SCHEDULED } from './scheduled'

/**
 * A job run inside another's task, its counts added to the host's: a task of its own would need its
 * slug in the jobs' enum (a migration). The newsletter's lapsed addresses go with the expired credentials.
 */
const alongside = (host: HousekeepingJob, extra: (context: HousekeepingContext) => Promise<HousekeepingCounts>): HousekeepingJob => ({
  ...host,
  run: async (context) => ({ ...(await host.run(context)), ...(await extra(context)) }),
})

export const HOUSEKEEPING_JOBS: readonly HousekeepingJob[] = [
  oldPayments,
  closedAccounts,
  inactiveProspects,
  alongside(expiredCredentials, newsletterRetention),
  outboxCompaction,
]

/**
 * Done on every poll of the jobs runner (JOBS_POLL_SECONDS, cms/infra/mail/job-runner.ts): a scheduled
 * article announced within seconds of its time. Not a Payload task: one of its own needs its slug in
 * the jobs' enum (a migration), and a run every few seconds would fill the jobs' log. Safe on every
 * instance at once: the article's claim in PostgreSQL decides (cms/features/newsletter/article-sending.ts).
 */
export const POLL_DUTIES: readonly PollDuty[] = [{ name: 'newsletter-scheduled-articles', run: announceDueArticles }]

/** Runs one job and logs what it removed: its slug and counts, nothing else. */
export async function runHousekeepingJob(job: HousekeepingJob, context: HousekeepingContext): Promise<HousekeepingCounts> {
  const counts = await job.run(context)
  context.logger.info({ housekeeping: job.slug, ...counts }, 'Housekeeping done')
  return counts
}

/** Every job once, in order (the command line). A failing job stops the run: the next one would build on it. */
export async function runAllHousekeeping(context: HousekeepingContext): Promise<Record<string, HousekeepingCounts>> {
  const results: Record<string, HousekeepingCounts> = {}
  for (const job of HOUSEKEEPING_JOBS) results[job.slug] = await runHousekeepingJob(job, context)
  return results
}

type HousekeepingTaskIO = { input: object; output: HousekeepingCounts }

/**
 * One Payload task per job, scheduled by its cron (or `cron` for all, in tests). The server's
 * runner enqueues due schedules and claims each run once (cms/infra/mail/job-runner.ts).
 */
export function housekeepingTasks(options: { cron?: string } = {}): TaskConfig<HousekeepingTaskIO>[] {
  if (!HOUSEKEEPING_SCHEDULED) return []
  return HOUSEKEEPING_JOBS.map((job) => ({
    slug: job.slug,
    label: job.label,
    schedule: [oncePerSlot(options.cron ?? job.cron)],
    // A database blip is retried; a lasting failure waits for the next day's run.
    retries: { attempts: 2, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ req }) => ({
      output: await runHousekeepingJob(job, { payload: req.payload, config: loadConfig(), logger: req.payload.logger, now: new Date() }),
    }),
  }))
}
