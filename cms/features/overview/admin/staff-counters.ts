/**
 * The back-office's counters over whole tables (clients, projects by status, payments and their
 * totals, contacts, requests, blog articles), kept a few seconds in memory: each is a scan of its
 * table (3 to 25 ms at the benchmark's volume), and every list page and the home page show them.
 * The lists' pages themselves are always read live.
 *
 * Fresh after a write: once a write request (any method but GET, HEAD, OPTIONS, on any route:
 * /api, Payload's /cms and /cms-api, the payment webhooks) has been answered, the next read counts
 * again, so the staff member who moved a payment sees the counters move. Another server sharing the
 * database empties its counters when this one's announcement reaches it (below); writes made by a
 * background job show within COUNTERS_CACHE_SECONDS (5).
 */
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { announceChange } from '@/cms/infra/db/change-feed'
import { blog_posts, users } from '@/cms/infra/db/payload-schema'
import { countRows } from '@/cms/infra/db/typed-reads'
import type { ReadCache } from '@/cms/infra/lib/read-cache'
import { servicesOf } from '@/cms/infra/services'
import { COUNTERS_CHANGES } from '../services'

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

/** Announcements of writes are grouped: at most one per this delay and instance, however busy. */
const ANNOUNCE_EVERY_MS = 100

/**
 * Empties the counters when a write has been answered: 'finish' comes after the handler's
 * transaction committed, and before the caller can read the answer and ask again. The other
 * instances sharing the database empty theirs when the announcement reaches them (the change
 * feed), a tenth of a second later at most.
 */
export function freshCountersAfterWrites(payload: Payload): RequestHandler {
  // Looked up once, when the app is assembled: an app without services fails there, not on a write.
  const counters = staffCountersFor(payload)
  let announcing: NodeJS.Timeout | undefined
  const announceSoon = () => {
    announcing ??= setTimeout(() => {
      announcing = undefined
      // Lost (the database unreachable a moment): the others catch up within COUNTERS_CACHE_SECONDS.
      announceChange(payload, COUNTERS_CHANGES).catch(() => undefined)
    }, ANNOUNCE_EVERY_MS)
  }
  return (req, res, next) => {
    if (!READS.has(req.method))
      res.once('finish', () => {
        counters.clear()
        announceSoon()
      })
    next()
  }
}
