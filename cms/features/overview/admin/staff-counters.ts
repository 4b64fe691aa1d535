/**
 * The back-office's counters over whole tables (clients, projects by status, payments and their
 * totals, contacts, requests, blog articles), kept a few seconds in memory: each is a scan of its
 * table (3 to 25 ms at the benchmark's volume), and every list page and the home page show them.
 * The lists' pages themselves are always read live.
 *
 * Fresh after a write: once a write request (any method but GET, HEAD, OPTIONS, on any route:
 * /api, Payload's /cms and /cms-api, the payment webhooks) has been answered, the next read counts
 * again, so the staff member who moved a payment sees the counters move. Writes made by another
 * server sharing the database, or by a background job, show within COUNTERS_CACHE_SECONDS (5).
 */
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { blog_posts, users } from '@/cms/infra/db/payload-schema'
import { countRows } from '@/cms/infra/db/typed-reads'
import type { ReadCache } from '@/cms/infra/lib/read-cache'
import { servicesOf } from '@/cms/infra/services'

/** The counters' cache, made at boot with its TTL from the configuration (../services.ts). */
export function staffCountersFor(payload: Payload): ReadCache {
  return servicesOf(payload).overview.staffCounters
}

/**
 * How many rows a whole table holds (an unfiltered list's total), kept like the other counters.
 */
export function keptTableCount(payload: Payload, table: 'users' | 'blog_posts'): Promise<number> {
  return staffCountersFor(payload).read(`rows:${table}`, () => countRows(payload, table === 'users' ? users : blog_posts))
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Empties the counters when a write has been answered: 'finish' comes after the handler's
 * transaction committed, and before the caller can read the answer and ask again.
 */
export function freshCountersAfterWrites(payload: Payload): RequestHandler {
  // Looked up once, when the app is assembled: an app without services fails there, not on a write.
  const counters = staffCountersFor(payload)
  return (req, res, next) => {
    if (!READS.has(req.method)) res.once('finish', () => counters.clear())
    next()
  }
}
