/**
 * /sitemap.xml: the public pages search engines should index. The blog adds its articles
 * through `sources` (one function per content type, each returning its entries).
 */
import { Readable } from 'node:stream'
import { EnumChangefreq, SitemapStream, type SitemapItemLoose, streamToPromise } from 'sitemap'
import { webRoutes } from '../../contract/web-routes'

/** Public pages worth indexing (the order confirmation and parameterised pages are not). */
export const STATIC_SITEMAP_PAGES: SitemapItemLoose[] = [
  { url: webRoutes.home, changefreq: EnumChangefreq.WEEKLY, priority: 1 },
  { url: webRoutes.createCompany, changefreq: EnumChangefreq.MONTHLY, priority: 0.9 },
  { url: webRoutes.blog, changefreq: EnumChangefreq.DAILY, priority: 0.7 },
  { url: webRoutes.legalNotice, changefreq: EnumChangefreq.YEARLY, priority: 0.2 },
  { url: webRoutes.privacyPolicy, changefreq: EnumChangefreq.YEARLY, priority: 0.2 },
  { url: webRoutes.termsOfSale, changefreq: EnumChangefreq.YEARLY, priority: 0.2 },
]

export type SitemapSource = () => Promise<SitemapItemLoose[]>

export async function renderSitemap(publicUrl: string, sources: readonly SitemapSource[] = []): Promise<string> {
  const dynamic = (await Promise.all(sources.map((source) => source()))).flat()
  const stream = new SitemapStream({ hostname: publicUrl })
  const xml = await streamToPromise(Readable.from([...STATIC_SITEMAP_PAGES, ...dynamic]).pipe(stream))
  return xml.toString()
}
