/**
 * What a housekeeping job is: a daily, idempotent clean-up that returns how many rows or files
 * it removed. Counts only: a job never reports an email, a name or a token, so its log line
 * (written by the registry, the one place that logs them) cannot leak one.
 */
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { AppConfig } from '@/cms/infra/config/env'

export interface HousekeepingContext {
  payload: Payload
  config: Pick<AppConfig, 'dataDir'>
  logger: Pick<Logger, 'info'>
  /** The moment the run started: every cutoff of a run is computed from it. */
  now: Date
}

export type HousekeepingCounts = Record<string, number>

export interface HousekeepingJob {
  /** The Payload task's slug (also the `housekeeping` field of its log line). */
  slug: string
  /** For Payload's admin, in French. */
  label: string
  /** When it runs, as cron (server time): at night, one after the other in the registry's order. */
  cron: string
  run: (context: HousekeepingContext) => Promise<HousekeepingCounts>
}
