/**
 * Where code that counts finds this instance's metrics: `metricsOf(payload)?.paymentsCompleted.inc(…)`.
 * Light on purpose (types only, no prom-client at run time): the email task (../mail/email-queue.ts)
 * is part of payload.config.ts, which Payload's admin bundle evaluates too.
 *
 * Undefined where the entry point provided no app services (the command-line tools): nothing to count there.
 */
import type { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Payload } from 'payload'
import { servicesIfProvided } from '../services'

export type EmailSendOutcome = 'sent' | 'failed' | 'not_needed'

/** One server's metrics (./app-metrics.ts): its own registry and what the code increments. */
export interface AppMetrics {
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route' | 'status_class'>
  emailSends: Counter<'outcome'>
  paymentsCompleted: Counter<'provider'>
  /** Live streams (GET /api/events) open on this instance, set by the live capability's hub. */
  liveStreamsOpen: Gauge
}

declare module '@/cms/infra/services' {
  interface AppServices {
    metrics: AppMetrics
  }
}

export function metricsOf(payload: Payload): AppMetrics | undefined {
  return servicesIfProvided(payload)?.metrics
}
