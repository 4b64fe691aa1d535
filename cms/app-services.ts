/**
 * Every capability's services for one Payload instance (caches, the view counter, the session
 * token key), made once where the server starts Payload (cms/server.ts), before anything runs
 * a handler or seeds. Handlers, readers and hooks reach them with `servicesOf(payload)`
 * (cms/infra/services.ts). CLI tools that start Payload without the server provide none: their
 * collection hooks only empty caches, and nothing was cached in their process.
 */
import type { Payload } from 'payload'
import type { AppConfig } from './infra/config/env'
import type { ChangeFeed } from './infra/db/change-feed'
import { type AppServices, provideServices } from './infra/services'
import { createAppMetrics } from './infra/metrics/app-metrics'
import { createAccountsServices } from './features/accounts'
import { BLOG_CHANGES, createBlogServices } from './features/blog'
import { createOverviewServices } from './features/overview'
import { createPaymentsServices } from './features/payments'
import { createNotificationsServices } from './features/notifications'
import { createLiveServices } from './features/live'
import { createNewsletterServices } from './features/newsletter'

/** `changes`: what other instances announce (cms/infra/db/change-feed.ts); the caches listen to it. */
export function createAppServices(payload: Payload, config: AppConfig, changes?: ChangeFeed): AppServices {
  return {
    accounts: createAccountsServices(payload),
    blog: createBlogServices(payload, changes),
    overview: createOverviewServices(payload, config, changes),
    payments: createPaymentsServices(payload, config),
    notifications: createNotificationsServices(config),
    // The articles a mailing announces, emptied on every instance by any write to the blog (its change feed topic).
    newsletter: createNewsletterServices(changes, BLOG_CHANGES),
    // One subscription to the change feed per instance, whatever the number of streams.
    live: createLiveServices(payload, changes),
    // This instance's own registry: GET /metrics (cms/infra/metrics), and what handlers and jobs count.
    metrics: createAppMetrics(payload),
  }
}

/** Creates the services and ties them to this Payload instance; returns them for the wiring (shutdown flushes the view counter). */
export function provideAppServices(payload: Payload, config: AppConfig, changes?: ChangeFeed): AppServices {
  const services = createAppServices(payload, config, changes)
  provideServices(payload, services)
  return services
}
