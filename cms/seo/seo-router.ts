import express, { type Router } from 'express'
import type { Logger } from 'pino'
import { renderRobots } from './robots'
import { renderSitemap, type SitemapSource } from './sitemap'

/** GET /robots.txt and GET /sitemap.xml, for search engines. */
export function createSeoRouter(options: { publicUrl: string; logger: Logger; sitemapSources?: readonly SitemapSource[] }): Router {
  const router = express.Router()
  const robots = renderRobots(options.publicUrl)
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots)
  })
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const xml = await renderSitemap(options.publicUrl, options.sitemapSources)
      res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(xml)
    } catch (error) {
      next(error)
    }
  })
  return router
}
