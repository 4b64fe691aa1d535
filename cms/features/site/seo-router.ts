import express, { type Router } from 'express'
import { renderOgImage } from './og-image'
import { renderRobots } from './robots'
import { cachedSitemap, type SitemapSource } from './sitemap'

/** The router's paths, one `seo` group in the HTTP metrics (cms/app.ts). */
export const SEO_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  blogFeed: '/blog/rss.xml',
  ogImage: '/og-image.png',
} as const

/** GET /robots.txt, /sitemap.xml, /og-image.png and the blog's /blog/rss.xml: for search engines, link previews and feed readers. */
export function createSeoRouter(options: {
  publicUrl: string
  siteName: string
  sitemapSources?: readonly SitemapSource[]
  blogFeed?: () => Promise<string>
}): Router {
  const router = express.Router()
  const robots = renderRobots(options.publicUrl)
  router.get(SEO_PATHS.robots, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots)
  })
  const sitemap = cachedSitemap(options.publicUrl, options.sitemapSources)
  router.get(SEO_PATHS.sitemap, async (_req, res, next) => {
    try {
      const { xml, etag } = await sitemap()
      // Computed once per build: a crawler sending it back gets a 304 without the 800 KB.
      res.set({ 'Cache-Control': 'public, max-age=3600', ETag: etag }).type('application/xml').send(xml)
    } catch (error) {
      next(error)
    }
  })
  const { blogFeed } = options
  if (blogFeed) {
    router.get(SEO_PATHS.blogFeed, async (_req, res, next) => {
      try {
        const xml = await blogFeed()
        res.set('Cache-Control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml)
      } catch (error) {
        next(error)
      }
    })
  }
  let ogImage: Promise<Buffer> | undefined
  router.get(SEO_PATHS.ogImage, async (_req, res, next) => {
    try {
      ogImage ??= renderOgImage(options.siteName)
      res
        .set('Cache-Control', 'public, max-age=86400')
        .type('png')
        .send(await ogImage)
    } catch (error) {
      ogImage = undefined
      next(error)
    }
  })
  return router
}
