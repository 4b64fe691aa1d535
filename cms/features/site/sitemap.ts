/**
 * /sitemap.xml: the public pages search engines should index, in French and in Arabic (issue 37),
 * each naming its versions with `xhtml:link rel="alternate" hreflang` (fr, ar, and x-default: the
 * French one) where both exist. The blog adds its articles through `sources` (one per content
 * type: its entries, and a version that changes with them).
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { EnumChangefreq, type LinkItem, SitemapStream, type SitemapItemLoose, streamToPromise } from 'sitemap'
import { type Locale, localizedPath } from '@/contract/i18n/locales'
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

/**
 * The hreflang links of a page that exists in both languages (Google: every version lists them
 * all, itself included); none when only one version exists.
 */
export function languageLinks(versions: Partial<Record<Locale, string>>): LinkItem[] {
  if (!versions.fr || !versions.ar) return []
  return [
    { lang: 'fr', url: versions.fr },
    { lang: 'ar', url: versions.ar },
    { lang: 'x-default', url: versions.fr },
  ]
}

/** Each static page in French and at its Arabic address (/ar, /ar/…), the two naming each other. */
export const localizedSitemapPages = (pages: readonly SitemapItemLoose[]): SitemapItemLoose[] =>
  pages.flatMap((page) => {
    const links = languageLinks({ fr: page.url, ar: localizedPath(page.url, 'ar') })
    return [
      { ...page, links },
      { ...page, url: localizedPath(page.url, 'ar'), links },
    ]
  })

export interface SitemapSource {
  entries: () => Promise<SitemapItemLoose[]>
  /** A cheap fingerprint of what `entries` would give: equal versions, same entries. */
  version: () => Promise<string>
}

export async function renderSitemap(publicUrl: string, sources: readonly SitemapSource[] = []): Promise<string> {
  const dynamic = (await Promise.all(sources.map((source) => source.entries()))).flat()
  const stream = new SitemapStream({ hostname: publicUrl })
  const xml = await streamToPromise(Readable.from([...localizedSitemapPages(STATIC_SITEMAP_PAGES), ...dynamic]).pipe(stream))
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
