/**
 * The React app: Vite's middleware in development, the built files in production.
 * Public pages (contract/web-routes.ts `serverRenderedRoutes`) and the 404 page are rendered
 * on the server (web/src/entry-server.tsx) into complete HTML; the other screens get the
 * single-page app's index.html. Known screens answer 200, any other path the English 404
 * page with a real 404 status.
 */
import fs from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Request, type Response, type Router } from 'express'
import sirv from 'sirv'
import type { BlogReader } from '@/contract/blog'
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig, siteConfigJson } from '@/contract/site-config'
import { localeOfPath } from '@/contract/i18n/locales'
import { blogPostSlug, isBlogPreviewPath, isKnownWebPath, isServerRenderedPath, isSharedPagePath } from '@/contract/web-routes'
import type { ReadCache } from '../lib/read-cache'
import { bodyFor, keptBody } from './answer-encoding'
import { islandEntryScript, isSourceMapPath, type ViteManifest } from './web-assets'

const WEB_ROOT = path.resolve('web')
export const WEB_DIST = path.resolve('dist/web')
/** Vite's server build of web/src/entry-server.tsx. */
export const WEB_SERVER_ENTRY = path.resolve('dist/web-server/entry-server.js')
const SITE_CONFIG_PLACEHOLDER = '<!--site-config-->'

export interface WebApp {
  router: Router
  close: () => Promise<void>
}

/** The shape of web/src/entry-server.tsx (loaded at run time: the server never imports web/). */
interface ServerEntry {
  render: (input: { url: string; siteConfig: SiteConfig; assets: { scripts: string[] }; blog: BlogReader }) => Promise<{
    html: string
    status: number
    redirect?: string
  }>
}

const notFound = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Fichier introuvable.')
}

const statusFor = (pathname: string) => (isKnownWebPath(pathname) ? 200 : 404)

/** The SiteConfig as a JSON script in the app's index.html. */
function withSiteConfig(indexHtml: string, siteConfig: SiteConfig): string {
  const script = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${siteConfigJson(siteConfig)}</script>`
  return indexHtml.replace(SITE_CONFIG_PLACEHOLDER, script)
}

/** The app's index.html for an Arabic address (issue 37): right to left from the first paint. */
const inLanguageOf = (pathname: string, html: string) =>
  localeOfPath(pathname) === 'ar' ? html.replace('<html lang="fr">', '<html lang="ar" dir="rtl">') : html

export async function createWebApp(options: {
  dev: boolean
  httpServer: Server
  siteConfig: SiteConfig
  blog: BlogReader
  /**
   * The shared pages (contract/web-routes.ts `sharedPageRoutes`: the landing page, the blog's
   * list, the legal pages) kept a few seconds once rendered, in production: the public blog's
   * cache, emptied by every write to the blog. Their HTML depends on the URL, the site's
   * configuration and the blog only, never on the visitor (no cookie, no nonce), so one render
   * serves every reader meanwhile. An article's view is counted on every read all the same; the
   * count it shows may then be a few seconds old.
   */
  pageCache?: ReadCache
  /**
   * An article's preview (/blog/apercu/{id}): its read when the request comes from staff, else
   * null (the page is then a 404). Never kept: the answer depends on the visitor's session.
   */
  postPreview?: (req: Request) => Promise<BlogReader['previewById'] | null>
}): Promise<WebApp> {
  const { siteConfig, blog, pageCache } = options
  const router = express.Router()

  async function serverRendered(req: Request, res: Response, entry: ServerEntry, assets: { scripts: string[] }) {
    let rendered = false
    const preview = isBlogPreviewPath(req.path)
    const reader = preview ? { ...blog, previewById: (await options.postPreview?.(req)) ?? undefined } : blog
    const render = () => {
      rendered = true
      return entry.render({ url: req.originalUrl, siteConfig, assets, blog: reader })
    }
    const shared = pageCache && !options.dev && isSharedPagePath(req.path)
    const kept = shared
      ? await pageCache.read(`page:${req.originalUrl}`, async () => {
          const result = await render()
          return { result, body: keptBody(result.html) }
        })
      : undefined
    const result = kept?.result ?? (await render())
    // A render reads the article, which counts the view; a kept page counts it here.
    const slug = blogPostSlug(req.path)
    if (!rendered && slug && result.status === 200) await blog.publishedBySlug(slug)
    // An old article address (a 301): checked again each time, since the slug may later go to a new article.
    if (result.redirect) return res.set('Cache-Control', 'no-cache').redirect(result.status, result.redirect)
    // A preview is staff's alone: kept by no cache, indexed by no engine (its page says noindex too).
    if (preview) res.set('X-Robots-Tag', 'noindex')
    res
      .status(result.status)
      .set('Cache-Control', preview ? 'private, no-store' : 'no-cache')
      .type('html')
    return kept ? bodyFor(req, res, kept.body) : result.html
  }

  if (options.dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: options.httpServer } },
      appType: 'custom',
    })
    router.use(vite.middlewares)
    router.get('/{*splat}', async (req, res, next) => {
      try {
        if (isServerRenderedPath(req.path)) {
          const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
          const html = await serverRendered(req, res, entry, { scripts: ['/src/entry-islands.tsx'] })
          // Vite adds its client and React refresh's preamble in development (which keeps no page,
          // so the HTML is never a compressed copy here).
          if (html !== undefined) res.send(await vite.transformIndexHtml(req.originalUrl, String(html)))
          return
        }
        const template = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8')
        const html = await vite.transformIndexHtml(req.originalUrl, inLanguageOf(req.path, withSiteConfig(template, siteConfig)))
        res.status(statusFor(req.path)).type('html').send(html)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        next(error)
      }
    })
    return { router, close: () => vite.close() }
  }

  const indexFile = path.join(WEB_DIST, 'index.html')
  if (!fs.existsSync(indexFile) || !fs.existsSync(WEB_SERVER_ENTRY)) {
    throw new Error(`Application web non construite (${indexFile} ou ${WEB_SERVER_ENTRY} absent) : lancez « npm run build ».`)
  }
  const indexHtml = withSiteConfig(fs.readFileSync(indexFile, 'utf8'), siteConfig)
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const islandAssets = { scripts: [islandEntryScript(manifest)] }
  const entry = (await import(pathToFileURL(WEB_SERVER_ENTRY).href)) as ServerEntry

  // The build wrote brotli and gzip copies of the static files: sirv sends the best one the
  // browser accepts. Hashed assets never change (cached a year); a missing one is a plain 404.
  const precompressed = { brotli: true, gzip: true, etag: true, extensions: [] }
  // Source maps hold the back-office's whole source: never served, even one a build left there.
  const noSourceMaps = (req: Request, res: Response, next: () => void) => (isSourceMapPath(req.path) ? notFound(req, res) : next())
  router.use(
    '/assets',
    noSourceMaps,
    sirv(path.join(WEB_DIST, 'assets'), { ...precompressed, maxAge: 31_536_000, immutable: true, onNoMatch: notFound }),
  )
  const publicFiles = sirv(WEB_DIST, { ...precompressed, maxAge: 3600 })
  // index.html is only ever sent with the site's configuration in it (below); a map elsewhere
  // gets the 404 page as any unknown path.
  router.use((req, res, next) => (req.path === '/index.html' || isSourceMapPath(req.path) ? next() : publicFiles(req, res, next)))
  router.get('/{*splat}', async (req, res, next) => {
    try {
      if (isServerRenderedPath(req.path)) {
        const html = await serverRendered(req, res, entry, islandAssets)
        if (html !== undefined) res.send(html)
        return
      }
      res.status(statusFor(req.path)).set('Cache-Control', 'no-cache').type('html').send(inLanguageOf(req.path, indexHtml))
    } catch (error) {
      next(error)
    }
  })
  return { router, close: async () => {} }
}
