/**
 * The express app: /api first (the product's contract), then Payload's admin through Next,
 * then the React app. The order matters: see cms/infra/http/cms-admin.ts.
 */
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express'
import { freshCountersAfterWrites } from './features/overview/admin/staff-counters'
import { apiRoutes } from './api-routes'
import { apiErrorHandler, apiNotFound, unstorableCharacter } from './infra/http/error-handler'
import { CHARGILY_WEBHOOK_PATH } from './features/payments/chargily-provider'
import { isNextPath } from './infra/http/cms-admin'
import { cmsGate } from './infra/http/cms-gate'
import { editorLogin } from './features/accounts/editor-login'
import { sessionCookieName } from './features/accounts/session-token'
import { refuseNulCharacters } from './infra/http/nul-characters'
import { requestLog } from './infra/http/request-log'
import { type AppDeps, mountApiRoutes } from './infra/http/route'
import { sameOriginWrites, securityHeaders } from './infra/http/security'
import { httpMetrics } from './infra/metrics/http-metrics'
import { METRICS_PATH, publicMetricsRoute } from './infra/metrics/metrics-endpoint'
import { servicesOf } from './infra/services'
import { blogFeedRenderer } from './features/blog/seo/blog-feed'
import { blogSitemapSource } from './features/blog/seo/blog-sitemap'
import { createSeoRouter, SEO_PATHS } from './features/site/seo-router'
import { articleShareCardRouter, createShareCards } from './features/blog'
import { blogMediaFiles } from './features/blog/media/media-files'
import { newsletterFormErrors, newsletterWriteOrigins, parseNewsletterForms } from './features/newsletter'

export const JSON_BODY_LIMIT = '100kb'
const STRIPE_WEBHOOK_PATH = '/stripe/webhook'

export function createApiRouter(deps: AppDeps): Router {
  const api = express.Router()
  // Stripe signs the exact bytes it sends: the webhook gets the raw body (express.json then skips it).
  api.use(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }))
  // Chargily too (its `signature` header is an HMAC of the body's bytes).
  api.use(CHARGILY_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }))
  api.use(express.json({ limit: JSON_BODY_LIMIT }))
  // The newsletter's forms also work as plain HTML forms, and its one-click unsubscribe is a form post.
  api.use('/newsletter', parseNewsletterForms)
  api.use(refuseNulCharacters)
  // With the newsletter's exceptions: its one-click unsubscribe (RFC 8058) and its plain forms (Origin: null).
  api.use(newsletterWriteOrigins(sameOriginWrites(deps.config.allowedOrigins)))
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  mountApiRoutes(api, apiRoutes, deps)
  api.use('/newsletter', newsletterFormErrors)
  api.use(apiNotFound)
  api.use(apiErrorHandler(deps.logger))
  return api
}

/** Errors outside /api (a missing asset…): a plain status, never a stack trace. */
const lastResortErrorHandler =
  (deps: AppDeps): ErrorRequestHandler =>
  (error, _req, res, next) => {
    if (res.headersSent) return next(error)
    const status = unstorableCharacter(error)
      ? 400
      : Number((error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500)
    if (status >= 500) deps.logger.error({ err: error }, 'Unhandled error')
    const known = status >= 400 && status < 600 ? status : 500
    res
      .status(known)
      .type('text')
      .send(known === 404 ? 'Page introuvable.' : known < 500 ? 'Adresse ou requête invalide.' : 'Une erreur interne est survenue.')
  }

export function createApp(
  deps: AppDeps,
  parts: {
    cmsAdmin?: RequestHandler
    /** Whether Payload's admin still waits for its build (cms/infra/http/admin-preparing.ts): its 503s are expected then. */
    cmsAdminPending?: () => boolean
    webApp: Router
    dev: boolean
  },
) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', deps.config.trustProxy)
  const { metrics } = servicesOf(deps.payload)
  // First, so an answer's time includes everything below.
  app.use(httpMetrics(metrics, { isCmsPath: isNextPath, seoPaths: Object.values(SEO_PATHS) }))
  // While the admin builds, the page at /cms reloads itself every few seconds: one 503 line each
  // would fill the log with errors (the admin logs its state once instead).
  const pendingAdminPath = (url: string) => parts.cmsAdminPending?.() === true && isNextPath(url.replace(/[?#].*$/, ''))
  app.use(
    requestLog(deps.logger, {
      ignore: (url) =>
        url === '/api/health' ||
        url === '/api/health/ready' ||
        url === METRICS_PATH ||
        /^\/(assets|_next|@vite|@fs|node_modules|src)\//.test(url) ||
        pendingAdminPath(url),
    }),
  )
  app.use(securityHeaders({ dev: parts.dev, isNextPath }))
  app.use(freshCountersAfterWrites(deps.payload))
  // gzip/brotli for the site; /api compresses its JSON answers in one call (cms/infra/http/answer-encoding.ts:
  // the middleware's streams cost more than the answers) and sends nothing else worth compressing
  // (documents are PDF and images); Next compresses its own answers.
  const compress = compression()
  app.use((req, res, next) => (req.path.startsWith('/api/') || isNextPath(req.path) ? next() : compress(req, res, next)))
  // A scrape every few seconds: neither logged (above) nor rate-limited; counted under route="/metrics".
  const scrape = publicMetricsRoute(metrics.registry, deps.config.metrics)
  if (scrape) app.get(METRICS_PATH, scrape)
  app.use('/api', createApiRouter(deps))
  if (parts.cmsAdmin) {
    const cookieName = sessionCookieName(deps.payload)
    const collections = new Map(
      Object.entries(deps.payload.collections).map(([slug, { config }]) => [
        slug,
        { versions: Boolean(config.versions), keyedIds: slug === 'payload-preferences' },
      ]),
    )
    app.use(cmsGate({ cookieName, allowedOrigins: deps.config.allowedOrigins, isCmsPath: isNextPath, collections }))
    app.use(editorLogin(deps))
    app.use(parts.cmsAdmin)
  }
  // The blog's images (/media/blog/…), public and cached for a year.
  app.use(blogMediaFiles(deps.config))
  const site = { publicUrl: deps.config.publicUrl, siteName: deps.config.business.siteName }
  // Share cards (issue 36 item 2): drawn once per version, kept on disk or in the bucket.
  const shareCards = createShareCards(deps.config, { logger: deps.logger })
  app.use(
    createSeoRouter({
      ...site,
      sitemapSources: [blogSitemapSource(deps.payload)],
      blogFeed: blogFeedRenderer(deps.payload, site),
      shareCards,
    }),
  )
  app.use(articleShareCardRouter({ payload: deps.payload, shaping: { siteName: site.siteName }, shareCards }))
  app.use(parts.webApp)
  app.use(lastResortErrorHandler(deps))
  return app
}
