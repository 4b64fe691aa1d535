/**
 * The blog's services for one Payload instance, made once at boot (cms/app-services.ts) and
 * reached as `servicesOf(payload).blog` (cms/infra/services.ts).
 */
import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import type { ChangeFeed } from '@/cms/infra/db/change-feed'
import { createReadCache, type ReadCache } from '@/cms/infra/lib/read-cache'
import { BLOG_CHANGES, PUBLIC_READ_TTL_MS } from './public-read-cache'
import { createViewCounter, type ViewCounter } from './view-counter'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>

export interface BlogServices {
  /** The public reads and the shared server-rendered pages (public-read-cache.ts). */
  publicReads: ReadCache
  /** Article views, written in batches and flushed at shutdown (view-counter.ts). */
  viewCounter: ViewCounter
  /** Lexical's editor configuration for turning HTML into the stored body (html-to-lexical.ts). */
  lexicalEditorConfig: () => Promise<EditorConfig>
}

declare module '@/cms/infra/services' {
  interface AppServices {
    blog: BlogServices
  }
}

export function createBlogServices(payload: Payload, changes?: ChangeFeed): BlogServices {
  let editorConfig: Promise<EditorConfig> | undefined
  const publicReads = createReadCache({ ttlMs: PUBLIC_READ_TTL_MS })
  // A write on any instance sharing the database empties this one's copy too.
  changes?.on(BLOG_CHANGES, () => publicReads.clear())
  return {
    publicReads,
    viewCounter: createViewCounter(payload),
    // Made on the first article sent as HTML, as before: start-up does not wait for it.
    lexicalEditorConfig: () => (editorConfig ??= editorConfigFactory.default({ config: payload.config })),
  }
}
