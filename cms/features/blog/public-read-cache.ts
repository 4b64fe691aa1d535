/**
 * The public blog's reads (lists, articles, categories) and the shared server-rendered pages
 * (cms/infra/http/web-app.ts), kept a few seconds in the server's memory (cms/infra/lib/read-cache.ts).
 * An article shared widely is read hundreds of times a second, and every reader sees the same
 * answer: one read of PostgreSQL per few seconds serves them all. Every write to posts, categories
 * or tags through Payload (the back-office's /api, /cms, a CLI) empties it at once on the server
 * that wrote (collection hooks), and on every other instance sharing the database once the write
 * is committed (the change feed, cms/infra/db/change-feed.ts: well under a second). Only posts whose
 * publication date comes wait for PUBLIC_READ_TTL_MS. The cache itself is one of the blog's
 * services (services.ts): `servicesOf(payload).blog.publicReads`.
 */
import type { Payload, PayloadRequest } from 'payload'
import { announceChange } from '@/cms/infra/db/change-feed'
import { servicesIfProvided } from '@/cms/infra/services'

export const PUBLIC_READ_TTL_MS = 5_000
/** The change feed's topic for the public blog (services.ts listens to it). */
export const BLOG_CHANGES = 'blog'

/** The collection hook that empties the cache when posts, categories or tags change, here and on every instance. */
export const clearPublicBlogReads = async ({ req }: { req: Partial<PayloadRequest> & { payload: Payload } }) => {
  // No services where Payload runs without the server (seed CLI, migrations, housekeeping): nothing was cached there.
  servicesIfProvided(req.payload)?.blog.publicReads.clear()
  // In the write's transaction: the servers (this one too) empty their copy again once it is committed,
  // so a read between this hook and the commit cannot keep the old answer for the TTL.
  await announceChange(req.payload, BLOG_CHANGES, { req })
}
