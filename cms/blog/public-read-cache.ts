/**
 * The public blog's reads (lists, articles, categories), kept a few seconds in the server's
 * memory. An article shared widely is read hundreds of times a second, and every reader sees the
 * same answer: one read of PostgreSQL per few seconds serves them all, and concurrent misses wait
 * for the same read. Every write to posts, categories or tags through Payload (the back-office's
 * /api, /cms) empties it at once on this server (collection hooks); other servers sharing the
 * database, and posts whose publication date comes, catch up within PUBLIC_READ_TTL_MS.
 */
import type { Payload } from 'payload'

export const PUBLIC_READ_TTL_MS = 5_000
/** Lists differ by page, search and filters: bounded so odd queries cannot fill the memory. */
const MAX_ENTRIES = 500

export interface PublicReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

export function createPublicReadCache(options: { ttlMs?: number; now?: () => number } = {}): PublicReadCache {
  const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS
  const now = options.now ?? Date.now
  let entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>()
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key)
      if (cached && cached.expiresAt > now()) return cached.value as Promise<T>
      if (cached) entries.delete(key)
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      const generation = entries
      const value = load()
      entries.set(key, { value, expiresAt: now() + ttlMs })
      // A failed read is not kept: the next reader tries again.
      value.catch(() => {
        if (generation.get(key)?.value === value) generation.delete(key)
      })
      return value
    },
    clear() {
      // A new map, so a read that started before the write cannot land in it once done.
      entries = new Map()
    },
  }
}

const caches = new WeakMap<Payload, PublicReadCache>()

/** One cache per Payload instance (the server has one; tests may start several). */
export function publicReadCacheFor(payload: Payload): PublicReadCache {
  let cache = caches.get(payload)
  if (!cache) {
    cache = createPublicReadCache()
    caches.set(payload, cache)
  }
  return cache
}

/** The collection hook that empties the cache when posts, categories or tags change. */
export const clearPublicBlogReads = ({ req }: { req: { payload: Payload } }) => {
  publicReadCacheFor(req.payload).clear()
}
