/**
 * Article views, batched: reading an article adds one to an in-memory count, and the counts
 * are written every few seconds with one UPDATE per post, so a read is never a write on the
 * hot path. Flushed at shutdown too (cms/server.ts). One counter per Payload instance, made at
 * boot with the blog's other services (services.ts).
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { blog_posts } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'

export const VIEW_FLUSH_INTERVAL_MS = 2_000

export interface ViewCounter {
  count(postId: number): void
  /** Views read but not written yet, shown with the stored count so a reader sees theirs. */
  pending(postId: number): number
  /** Views this process has handed to the database so far (a cached article adds those since it was read). */
  flushed(postId: number): number
  flush(): Promise<void>
}

export function createViewCounter(payload: Payload): ViewCounter {
  let counts = new Map<number, number>()
  const flushedTotals = new Map<number, number>()
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> = Promise.resolve()

  async function write(batch: Map<number, number>) {
    const db = await drizzleFor(payload)
    for (const [postId, views] of batch) {
      try {
        // updated_at is left alone: a view is not an edit (the sitemap's lastmod reads it).
        await db
          .update(blog_posts)
          .set({ viewCount: sql`coalesce(${blog_posts.viewCount}, 0) + ${views}` })
          .where(eq(blog_posts.id, postId))
      } catch (error) {
        payload.logger.warn({ err: error, postId, views }, 'Blog views not saved')
      }
    }
  }

  const counter: ViewCounter = {
    count(postId) {
      counts.set(postId, (counts.get(postId) ?? 0) + 1)
      timer ??= setTimeout(() => void counter.flush(), VIEW_FLUSH_INTERVAL_MS).unref()
    },
    pending: (postId) => counts.get(postId) ?? 0,
    flushed: (postId) => flushedTotals.get(postId) ?? 0,
    flush() {
      if (timer) clearTimeout(timer)
      timer = undefined
      const batch = counts
      counts = new Map()
      for (const [postId, views] of batch) flushedTotals.set(postId, (flushedTotals.get(postId) ?? 0) + views)
      flushing = flushing.then(() => (batch.size ? write(batch) : undefined))
      return flushing
    },
  }
  return counter
}
