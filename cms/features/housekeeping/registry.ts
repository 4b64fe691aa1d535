/**
 * The housekeeping jobs, in the order a run takes them: payments first (a payment past 10
 * years frees its lead and an erased account's placeholder), then accounts (an erased account
 * stops counting as its email's activity), then leads and contacts, then what merely expired.
 * The same list feeds Payload's jobs queue (a daily task each) and `npm run housekeeping`.
 */
import type { TaskConfig } from 'payload'
import { loadConfig } from '@/cms/infra/config/env'
import { oncePerSlot } from '@/cms/infra/mail/scheduled-slots'
import { closedAccounts } from './closed-accounts'
import { expiredCredentials } from './expired-credentials'
import type { HousekeepingContext, HousekeepingCounts, HousekeepingJob } from './housekeeping-job'
import { inactiveProspects } from './inactive-prospects'
import { oldPayments } from './old-payments'
import { outboxCompaction } from './outbox-compaction'
import { HOUSEKEEPING_SCHEDULED } from './scheduled'

export const HOUSEKEEPING_JOBS: readonly HousekeepingJob[] = [
  oldPayments,
  closedAccounts,
  inactiveProspects,
  expiredCredentials,
  outboxCompaction,
]

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
