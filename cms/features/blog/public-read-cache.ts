/**
 * The public blog's reads (lists, articles, categories) and the shared server-rendered pages
 * (cms/infra/http/web-app.ts), kept a few seconds in the server's memory (cms/infra/lib/read-cache.ts). An article shared widely is read hundreds of times a second, and
 * every reader sees the same answer: one read of PostgreSQL per few seconds serves them all. Every
 * write to posts, categories or tags through Payload (the back-office's /api, /cms) empties it at
 * once on this server (collection hooks); other servers sharing the database, and posts whose
 * publication date comes, catch up within PUBLIC_READ_TTL_MS.
 */
import type { Payload } from 'payload'
import { readCachePerOwner } from '@/cms/infra/lib/read-cache'

export const PUBLIC_READ_TTL_MS = 5_000

export const publicReadCacheFor = readCachePerOwner<Payload>(PUBLIC_READ_TTL_MS)

/** The collection hook that empties the cache when posts, categories or tags change. */
export const clearPublicBlogReads = ({ req }: { req: { payload: Payload } }) => {
  publicReadCacheFor(req.payload).clear()
}
