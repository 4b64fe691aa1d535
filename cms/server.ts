/**
 * The one entry point: built into dist/server/server.mjs by `npm run build` (run by
 * `npm start`), or `tsx cms/server.ts --dev` (`npm run dev`: Vite and Next in
 * development mode). Starts PostgreSQL, Payload, Payload's admin, the React app, and
 * shuts all of it down in order on SIGINT/SIGTERM.
 */
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type AppConfig, ConfigError, loadConfig } from './infra/config/env'
import type { CmsAdmin } from './infra/http/cms-admin'

const dev = process.argv.includes('--dev')

let config: AppConfig
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n✖ ${error.message}\n`)
    process.exit(1)
  }
  throw error
}

// The product's own mode (config.production) is read above from what the operator set;
// the libraries below need NODE_ENV to match how files are served.
const env = process.env as Record<string, string | undefined>
env.OPERATOR_NODE_ENV = env.NODE_ENV || 'unset'
if (!env.NODE_ENV) env.NODE_ENV = dev ? 'development' : 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
// Payload's dev-only websocket to Next's HMR: not needed (restart to reload the config).
process.env.DISABLE_PAYLOAD_HMR = 'true'

const { createLogger } = await import('./infra/logging/logger')
const logger = createLogger({ level: config.logLevel, production: config.production })
const startedAt = performance.now()

// Before any module that reaches Payload's rich-text editor (see preload-lexical.ts).
await (await import('./infra/lib/preload-lexical')).preloadLexical()
const { startDataLayer } = await import('./infra/db/boot')
// The database starts while the rest of the server's modules load.
const dataStarting = startDataLayer(config, logger, { runJobs: true })
// `npm start` may still be building the web app in child processes (scripts/start.mjs; the key is
// WEB_BUILD_KEY of scripts/build-stamp.mjs): the database starts and the demo content is seeded
// meanwhile, and the web app is set up once it is built. Rejected if the build failed.
const webBuilt = Promise.resolve((globalThis as Record<symbol, Promise<void> | undefined>)[Symbol.for('creation-entreprise.web-build')])
webBuilt.catch(() => undefined)
const webAppModule = import('./infra/http/web-app')
// The built server renderer (dist/web-server, half a second) loads as soon as it is there.
if (!dev)
  void Promise.all([webAppModule, webBuilt])
    .then(([{ WEB_SERVER_ENTRY }]) => import(pathToFileURL(WEB_SERVER_ENTRY).href))
    .catch(() => undefined)
const [
  { seedDemoContent },
  { provideAppServices },
  { createApp },
  { startCmsAdmin },
  { adminBuildPaths, adminBuildState, lazyCmsAdmin },
  { createWebApp },
  { RateLimits },
  { printBanner },
  { siteConfigFrom },
  { listenForChanges },
  { ADVISORY_LOCKS, withSessionLock },
  { createLifecycle },
] = await Promise.all([
  import('./demo/seed'),
  import('./app-services'),
  import('./app'),
  import('./infra/http/cms-admin'),
  import('./infra/http/admin-preparing'),
  webAppModule,
  import('./infra/http/rate-limit'),
  import('./banner'),
  import('./features/site/site-config'),
  import('./infra/db/change-feed'),
  import('./infra/db/advisory-lock'),
  import('./infra/http/lifecycle'),
])
const timings: Record<string, number> = { imports: Math.round(performance.now() - startedAt) }
const data = await dataStarting
timings.data = Math.round(performance.now() - startedAt)
// What other instances sharing the database change (cache invalidation): one connection of its own.
const changes = listenForChanges({ databaseUrl: data.databaseUrl, logger })
// Once per Payload instance, before the seed: its writes run the collections' hooks (cms/app-services.ts).
const services = provideAppServices(data.payload, config, changes)
// Seeding (database round trips, password hashing) overlaps with starting Next and the web app
// below; all of it is done before the server listens. Under the start-up lock: instances started
// together on a new database seed it once (the others then find it seeded).
const seeding = config.seedDemo
  ? withSessionLock(data.payload, ADVISORY_LOCKS.startup, () => seedDemoContent(data.payload, config, logger))
  : Promise.resolve(undefined)
seeding.catch(() => undefined)
// Papers stored by an older version (0644 under the usual umask) become their owner's only; in the background.
void import('./infra/lib/private-files')
  .then(({ makeTreePrivate }) => makeTreePrivate(path.join(config.dataDir, 'uploads')))
  .catch((error: unknown) => logger.warn({ err: error }, 'Could not make the uploaded files private'))

const httpServer = http.createServer()
httpServer.keepAliveTimeout = 65_000
// The port is taken now, once the database is up (and so DATA_DIR is this server's): until
// everything below is ready, every request gets a 503 that says the server is starting
// (cms/infra/http/starting.ts), and the readiness probe too.
const whileStarting = (await import('./infra/http/starting')).answerWhileStarting(config.business.siteName)
httpServer.on('request', whileStarting)
await new Promise<void>((resolve, reject) => {
  httpServer.once('error', reject)
  httpServer.listen(config.port, config.host, resolve)
})
const startAdmin = () => startCmsAdmin({ dev, httpServer, hostname: 'localhost', port: config.port })
// Payload's admin runs on Next's build, which `npm start` may still be building in the background
// (scripts/build-admin.mjs): meanwhile /cms says so, and the first request after it lands starts Next.
const adminBuild = adminBuildPaths()
const cmsAdminStarting: Promise<(CmsAdmin & { pending?: () => boolean }) | undefined> =
  process.env.CMS_ADMIN === 'off'
    ? Promise.resolve(undefined)
    : dev || adminBuildState(adminBuild) === 'ready'
      ? startAdmin()
      : Promise.resolve(
          lazyCmsAdmin({
            state: () => adminBuildState(adminBuild),
            start: startAdmin,
            logger,
            siteName: config.business.siteName,
            logFile: adminBuild.log,
          }),
        )
cmsAdminStarting.catch(() => undefined)
const { createBlogReader } = await import('./features/blog/blog-reader')
const blog = createBlogReader(data.payload, { siteName: config.business.siteName })
const { createPostPreview } = await import('./features/blog/preview/post-preview')
await webBuilt.catch(async (error: unknown) => {
  // Vite has printed why above.
  console.error(`\n✖ ${(error as Error).message}\n`)
  await data.stop()
  process.exit(1)
})
timings.webBuilt = Math.round(performance.now() - startedAt)
const webApp = await createWebApp({
  dev,
  httpServer,
  siteConfig: siteConfigFrom(config),
  blog,
  pageCache: services.blog.publicReads,
  postPreview: createPostPreview(data.payload, { siteName: config.business.siteName }),
})
timings.web = Math.round(performance.now() - startedAt)
const cmsAdmin = await cmsAdminStarting
timings.cms = Math.round(performance.now() - startedAt)
const seeded = await seeding
timings.seed = Math.round(performance.now() - startedAt)
// Listening for other instances' changes before taking traffic (bounded: the feed reconnects on its own).
await Promise.race([changes.ready, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
const pool = (data.payload.db as unknown as { pool: import('pg').Pool }).pool
const { accountSessions } = await import('./features/accounts/sessions')
const lifecycle = createLifecycle()
// Live streams never finish by themselves: they end as draining starts, and their browsers reconnect elsewhere.
let liveStreamsEnded = Promise.resolve()
lifecycle.onDrain(() => (liveStreamsEnded = services.live.hub.closeAll()))
const app = createApp(
  { config, logger, payload: data.payload, rateLimits: new RateLimits(pool), sessions: accountSessions, lifecycle },
  { cmsAdmin: cmsAdmin?.middleware, cmsAdminPending: cmsAdmin?.pending, webApp: webApp.router, dev },
)
// Ready: from the next request on, the app answers.
httpServer.off('request', whileStarting)
httpServer.on('request', app)
lifecycle.ready()
const address = httpServer.address()
const port = typeof address === 'object' && address ? address.port : config.port
// METRICS_PORT: /metrics on a port of its own (cms/infra/metrics/metrics-endpoint.ts); ends with the process.
await (await import('./infra/metrics/metrics-endpoint')).serveConfiguredMetrics(config, services.metrics.registry, logger)
logger.info({ url: config.publicUrl, port, startupMs: Math.round(performance.now() - startedAt), timings }, 'Server ready')
printBanner({ config, port, dev, seeded, embedded: Boolean(data.embedded), cmsAdmin: Boolean(cmsAdmin) })

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  // SIGTERM is an orchestrator's (a deploy, a scale-down): the readiness probe says 503 at once and
  // the server keeps answering for SHUTDOWN_DELAY_SECONDS, while the balancer notices and sends the
  // requests elsewhere. Ctrl-C (SIGINT) in a terminal stops without the wait.
  const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0
  lifecycle.drain()
  logger.info({ signal, delayMs }, 'Shutting down: draining, then finishing requests')
  const force = setTimeout(() => {
    logger.error('Shutdown took too long, exiting')
    process.exit(1)
  }, delayMs + 15_000)
  force.unref()
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
  // Stop accepting, let in-flight requests finish, drop idle keep-alive sockets.
  const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()))
  httpServer.closeIdleConnections()
  await closed
  // Their leases given back while the database is still there.
  await liveStreamsEnded
  await changes.stop()
  await cmsAdmin?.close().catch((error: unknown) => logger.warn({ err: error }, 'Next close failed'))
  await webApp.close()
  // Views read but not yet written (cms/features/blog/view-counter.ts).
  await services.blog.viewCounter.flush()
  await data.stop()
  logger.info('Stopped cleanly')
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
