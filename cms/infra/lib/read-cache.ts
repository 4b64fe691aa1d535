/**
 * Reads kept a few seconds in the server's memory, for answers many callers share (the public
 * blog, the back-office's counters over whole tables). Concurrent misses wait for the same read;
 * `clear()` (a write) forgets everything, including a read under way, so nobody who asks after a
 * write gets what was read before it. Other servers sharing the database catch up within the TTL.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

/** Keys differ by page, search and filters: bounded so odd queries cannot fill the memory. */
const MAX_ENTRIES = 500

export function createReadCache(options: { ttlMs: number; now?: () => number }): ReadCache {
  const { ttlMs } = options
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
