/**
 * The server's metrics in Prometheus's text format (GET /metrics: ./metrics-endpoint.ts), made once per
 * Payload instance with the app's other services (cms/app-services.ts) and found with `metricsOf(payload)`.
 *
 * Per instance: each server process keeps its own registry (never prom-client's global one, so several
 * servers in one test process do not collide) and counts only what it served; Prometheus scrapes every
 * instance and adds them up (`sum by (route) (rate(http_requests_total[5m]))`). The email queue's gauges
 * are the exception: they are read from the shared database, so every instance reports the same numbers
 * (take `max`, not `sum`, across instances).
 *
 * What is counted:
 * - Node's own metrics (prom-client's defaults, no prefix): CPU, memory, heap, event-loop lag, GC, handles;
 * - HTTP answers by method, route template and status, and their durations (./http-metrics.ts);
 * - the email queue: jobs waiting and jobs given up on (read at scrape time), each send's outcome;
 * - payments completed, by provider;
 * - live streams open (GET /api/events);
 * - the PostgreSQL pool: open, idle and waiting clients (read at scrape time).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { enum_payments_provider } from '../db/payload-schema'
import { emailQueueDepth } from './email-queue-depth'
import type { AppMetrics, EmailSendOutcome } from './metrics-of'

export type { AppMetrics } from './metrics-of'

/** 5 ms to 10 s: an /api answer takes a few milliseconds, a first server-rendered page or an upload up to seconds. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const EMAIL_SEND_OUTCOMES: readonly EmailSendOutcome[] = ['sent', 'failed', 'not_needed']

export function createAppMetrics(payload: Payload): AppMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers sent, by method, route template (/api/projects/:id) or group (web, assets, cms, seo, api, unmatched) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the app to its answer finishing, by method, route and status class (2xx…5xx).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers,
  })

  const emailSends = new Counter({
    name: 'email_sends_total',
    help: 'Attempts to send a queued email, by outcome: sent, failed (retried later, or given up after the last attempt), not_needed.',
    labelNames: ['outcome'] as const,
    registers,
  })
  for (const outcome of EMAIL_SEND_OUTCOMES) emailSends.inc({ outcome }, 0)

  const paymentsCompleted = new Counter({
    name: 'payments_completed_total',
    help: 'Orders paid and completed (account, project, emails), by checkout provider.',
    labelNames: ['provider'] as const,
    registers,
  })
  for (const provider of enum_payments_provider.enumValues) paymentsCompleted.inc({ provider }, 0)

  const liveStreamsOpen = new Gauge({
    name: 'live_streams_open',
    help: 'Live update streams (GET /api/events) open on this instance, clients and staff together.',
    registers,
  })

  // The pool Payload's adapter opened (cms/infra/db/boot.ts), read when scraped. Registered before the
  // queue's gauges: a scrape collects in this order, so the pool is read before the scrape's own query
  // takes (or waits for) one of its connections.
  const pool = () => (payload.db as unknown as { pool?: Pool }).pool
  const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const current = pool()
        this.set(current ? read(current) : 0)
      },
    })
  poolGauge('db_pool_total_clients', 'PostgreSQL connections the pool holds open (idle and in use).', (p) => p.totalCount)
  poolGauge('db_pool_idle_clients', 'PostgreSQL connections open and unused.', (p) => p.idleCount)
  poolGauge(
    'db_pool_waiting_clients',
    'Requests for a connection not served yet: all are in use at the maximum, or one is being opened.',
    (p) => p.waitingCount,
  )
  poolGauge('db_pool_max_clients', 'The most connections the pool opens.', (p) => p.options.max ?? 10)

  // Read at scrape time: one query for both gauges (./email-queue-depth.ts).
  const queueDepth = emailQueueDepth(payload)
  new Gauge({
    name: 'email_queue_pending_jobs',
    help: 'Emails queued and not sent yet (due, being sent, or waiting for a retry). Read from the shared database.',
    registers,
    async collect() {
      this.set((await queueDepth()).pending)
    },
  })
  new Gauge({
    name: 'email_queue_failed_jobs',
    help: 'Emails given up on after their last attempt, still in the queue. Read from the shared database.',
    registers,
    async collect() {
      this.set((await queueDepth()).failed)
    },
  })

  return { registry, httpRequests, httpDuration, emailSends, paymentsCompleted, liveStreamsOpen }
}
