import express, { type Router } from 'express'
import { sendShareCard, type ShareCards, siteCardOwner } from '@/cms/features/blog'
import { BLOG_FEED_PATHS } from '@/contract/blog'
import { LOCALES, type Locale } from '@/contract/i18n/locales'
import { SITE_SHARE_CARD_PATHS } from '@/contract/share-cards'
import { siteShareCard } from './og-image'
import { renderRobots } from './robots'
import { cachedSitemap, type SitemapSource } from './sitemap'

/** The router's paths, one `seo` group in the HTTP metrics (cms/app.ts). */
export const SEO_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  blogFeed: BLOG_FEED_PATHS.fr,
  /** The Arabic articles' feed (issue 37). */
  blogFeedArabic: BLOG_FEED_PATHS.ar,
  ogImage: SITE_SHARE_CARD_PATHS.home,
  blogShareCard: SITE_SHARE_CARD_PATHS.blog,
} as const

/**
 * GET /robots.txt, /sitemap.xml, the share cards of the landing page (/og-image.png) and of the blog
 * (/blog/partage.png), and the blog's feeds, /blog/rss.xml and /ar/blog/rss.xml (issue 37): for search
 * engines, link previews and feed readers.
 */
export function createSeoRouter(options: {
  publicUrl: string
  siteName: string
  sitemapSources?: readonly SitemapSource[]
  /** A language's feed (cms/features/blog/seo/blog-feed.ts). */
  blogFeed?: (language: Locale) => Promise<string>
  shareCards: ShareCards
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
    for (const language of LOCALES) {
      router.get(BLOG_FEED_PATHS[language], async (_req, res, next) => {
        try {
          const xml = await blogFeed(language)
          res.set('Cache-Control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml)
        } catch (error) {
          next(error)
        }
      })
    }
  }
  for (const which of ['home', 'blog'] as const) {
    const content = siteShareCard(which, options.siteName)
    router.get(SITE_SHARE_CARD_PATHS[which], async (req, res, next) => {
      try {
        await sendShareCard(req, res, options.shareCards, content, siteCardOwner(which))
      } catch (error) {
        next(error)
      }
    })
  }
  return router
}
