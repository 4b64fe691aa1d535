/**
 * The public blog's reads (lists, articles, categories) and the shared server-rendered pages
 * (cms/infra/http/web-app.ts), kept a few seconds in the server's memory (cms/infra/lib/read-cache.ts). An article shared widely is read hundreds of times a second, and
 * every reader sees the same answer: one read of PostgreSQL per few seconds serves them all. Every
 * write to posts, categories or tags through Payload (the back-office's /api, /cms) empties it at
 * once on this server (collection hooks); other servers sharing the database, and posts whose
 * publication date comes, catch up within PUBLIC_READ_TTL_MS. The cache itself is one of the
 * blog's services (services.ts): `servicesOf(payload).blog.publicReads`.
 */
import type { Payload } from 'payload'
import { servicesIfProvided } from '@/cms/infra/services'

export const PUBLIC_READ_TTL_MS = 5_000

/** The collection hook that empties the cache when posts, categories or tags change. */
export const clearPublicBlogReads = ({ req }: { req: { payload: Payload } }) => {
  // No services where Payload runs without the server (seed CLI, migrations, housekeeping): nothing was cached there.
  servicesIfProvided(req.payload)?.blog.publicReads.clear()
}
