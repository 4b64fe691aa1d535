/**
 * GET /metrics, in Prometheus's text format. Two ways to open it (README, Configuration):
 * - METRICS_TOKEN: on the public port, to a scraper that sends `Authorization: Bearer <token>`;
 *   any other caller gets 401 (counted under route="/metrics", not logged: cms/app.ts);
 * - METRICS_PORT: on that port only, bound to HOST, for a network the public does not reach
 *   (the token is then asked there too if METRICS_TOKEN is also set); never on the public port.
 * Neither: no /metrics at all (the site's 404).
 *
 * Never kept by a cache (no-store), not rate-limited (outside /api), compressed on the public port
 * like the site's other text.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Registry } from 'prom-client'

export const METRICS_PATH = '/metrics'

export interface MetricsAccess {
  /** METRICS_TOKEN */
  token?: string
  /** METRICS_PORT */
  port?: number
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** A comparison that takes the same time whatever the guess (both sides hashed to the same length first). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header)
  return match !== null && timingSafeEqual(digest(match[1]!), expected)
}

type Answer = { status: number; headers: Record<string, string>; body: string }

/** The answer to one scrape, whichever server took it. */
async function scrape(registry: Registry, expected: Buffer | undefined, authorization: string | undefined): Promise<Answer> {
  const headers = { 'Cache-Control': 'no-store' }
  if (expected && !bearerMatches(authorization, expected)) {
    return {
      status: 401,
      headers: { ...headers, 'WWW-Authenticate': 'Bearer realm="metrics"', 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Jeton de métriques manquant ou invalide.',
    }
  }
  return { status: 200, headers: { ...headers, 'Content-Type': registry.contentType }, body: await registry.metrics() }
}

/**
 * The public port's GET /metrics (cms/app.ts): there with a token, and only when no port of its own
 * is configured; otherwise undefined (not mounted).
 */
export function publicMetricsRoute(registry: Registry, access: MetricsAccess): RequestHandler | undefined {
  if (!access.token || access.port !== undefined) return undefined
  const expected = digest(access.token)
  return async (req, res, next) => {
    res.locals.routeTemplate = METRICS_PATH
    try {
      const answer = await scrape(registry, expected, req.headers.authorization)
      // end, not send: no ETag to compute over every scrape's text.
      res.status(answer.status).set(answer.headers).end(answer.body)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * METRICS_PORT: a server of its own that answers GET /metrics and nothing else. Unreferenced, so it
 * never holds the process open: the shutdown (cms/server.ts) ends with the process, and this with it.
 */
export async function serveMetricsOnPort(options: {
  registry: Registry
  host: string
  port: number
  token?: string
  logger: Logger
}): Promise<http.Server> {
  const expected = options.token ? digest(options.token) : undefined
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?', 1)[0]
    if (pathname !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics')
      return
    }
    scrape(options.registry, expected, req.headers.authorization).then(
      (answer) => res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body),
      (error: unknown) => {
        options.logger.error({ err: error }, 'Metrics could not be collected')
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected.')
      },
    )
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => options.logger.error({ err: error }, 'Metrics server error'))
  server.unref()
  const address = server.address()
  options.logger.info(
    { port: typeof address === 'object' && address ? address.port : options.port, host: options.host, token: Boolean(options.token) },
    'Metrics served on their own port',
  )
  return server
}

/** The METRICS_PORT server when the configuration asks for one (cms/server.ts, after the public port listens). */
export async function serveConfiguredMetrics(
  config: { host: string; metrics: MetricsAccess },
  registry: Registry,
  logger: Logger,
): Promise<http.Server | undefined> {
  const { port, token } = config.metrics
  return port === undefined ? undefined : serveMetricsOnPort({ registry, host: config.host, port, token, logger })
}
