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
import { databaseOf } from '@/cms/infra/db/typed-reads'
import { createReadCache, type ReadCache } from '@/cms/infra/lib/read-cache'

/** COUNTERS_CACHE_SECONDS' default (0 turns the cache off: every read counts). */
export const STAFF_COUNTERS_TTL_MS = 5_000

const caches = new WeakMap<Payload, ReadCache>()

export function staffCountersFor(payload: Payload): ReadCache {
  let cache = caches.get(payload)
  if (!cache) {
    cache = createReadCache({ ttlMs: STAFF_COUNTERS_TTL_MS })
    caches.set(payload, cache)
  }
  return cache
}

/** How many rows a whole table holds (an unfiltered list's total), kept like the other counters. */
export function keptTableCount(payload: Payload, table: 'users' | 'blog_posts'): Promise<number> {
  return staffCountersFor(payload).read(`rows:${table}`, async () => {
    return databaseOf(payload).$count(table === 'users' ? users : blog_posts)
  })
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Empties the counters when a write has been answered: 'finish' comes after the handler's
 * transaction committed, and before the caller can read the answer and ask again.
 */
export function freshCountersAfterWrites(payload: Payload, ttlMs: number): RequestHandler {
  caches.set(payload, createReadCache({ ttlMs }))
  return (req, res, next) => {
    if (!READS.has(req.method)) res.once('finish', () => staffCountersFor(payload).clear())
    next()
  }
}
