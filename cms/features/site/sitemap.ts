/**
 * /sitemap.xml: the public pages search engines should index. The blog adds its articles
 * through `sources` (one per content type: its entries, and a version that changes with them).
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { EnumChangefreq, SitemapStream, type SitemapItemLoose, streamToPromise } from 'sitemap'
import { webRoutes } from '@/contract/web-routes'

/** Public pages worth indexing (the order confirmation and parameterised pages are not). */
export const STATIC_SITEMAP_PAGES: SitemapItemLoose[] = [
  { url: webRoutes.home, changefreq: EnumChangefreq.WEEKLY, priority: 1 },
  { url: webRoutes.createCompany, changefreq: EnumChangefreq.MONTHLY, priority: 0.9 },
  { url: webRoutes.blog, changefreq: EnumChangefreq.DAILY, priority: 0.7 },
  { url: webRoutes.legalNotice, changefreq: EnumChangefreq.YEARLY, priority: 0.2 },
  { url: webRoutes.privacyPolicy, changefreq: EnumChangefreq.YEARLY, priority: 0.2 },
  { url: webRoutes.termsOfSale, changefreq: EnumChangefreq.YEARLY, priority: 0.2 },
]

export interface SitemapSource {
  entries: () => Promise<SitemapItemLoose[]>
  /** A cheap fingerprint of what `entries` would give: equal versions, same entries. */
  version: () => Promise<string>
}

export async function renderSitemap(publicUrl: string, sources: readonly SitemapSource[] = []): Promise<string> {
  const dynamic = (await Promise.all(sources.map((source) => source.entries()))).flat()
  const stream = new SitemapStream({ hostname: publicUrl })
  const xml = await streamToPromise(Readable.from([...STATIC_SITEMAP_PAGES, ...dynamic]).pipe(stream))
  return xml.toString()
}

/**
 * The sitemap, built again only when a source's version changed: with 5,000 articles it is 800 KB
 * and about 80 ms of work, which a crawler (or anyone) asking in a loop would otherwise cost each
 * time. Requests that come during a build share it; a failed build is not kept.
 */
export function cachedSitemap(publicUrl: string, sources: readonly SitemapSource[] = []) {
  let kept: { version: string; built: Promise<{ xml: string; etag: string }> } | undefined
  return async (): Promise<{ xml: string; etag: string }> => {
    const version = (await Promise.all(sources.map((source) => source.version()))).join('|')
    if (kept?.version !== version) {
      const built = renderSitemap(publicUrl, sources).then((xml) => ({
        xml,
        // Weak: the same XML goes out as brotli, gzip or plain bytes (the compression middleware).
        etag: `W/"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`,
      }))
      kept = { version, built }
      built.catch(() => {
        if (kept?.built === built) kept = undefined
      })
    }
    return kept.built
  }
}
