/**
 * The newsletter's services for one Payload instance, made once at boot (cms/app-services.ts) and
 * reached as `servicesOf(payload).newsletter` (cms/infra/services.ts).
 */
import type { ChangeFeed } from '@/cms/infra/db/change-feed'
import { createReadCache, type ReadCache } from '@/cms/infra/lib/read-cache'

/** A mailing renders the same article for every subscriber: read once a minute at most, per instance. */
export const ARTICLE_KEPT_MS = 60_000

export interface NewsletterServices {
  /** The articles being announced, as their emails show them (newsletter-emails.ts). */
  articles: ReadCache
}

declare module '@/cms/infra/services' {
  interface AppServices {
    newsletter: NewsletterServices
  }
}

/**
 * `articleChanges`: the change feed's topic every write to the blog's posts announces (the blog's
 * own, given by the wiring). Any instance's write empties every instance's copy once committed, so
 * an article put back to draft in the middle of a mailing is not sent to the rest of it by an
 * instance that read it before.
 */
export function createNewsletterServices(changes?: ChangeFeed, articleChanges?: string): NewsletterServices {
  const articles = createReadCache({ ttlMs: ARTICLE_KEPT_MS })
  if (articleChanges) changes?.on(articleChanges, () => articles.clear())
  return { articles }
}
