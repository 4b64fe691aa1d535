/**
 * Payload's admin (/cms) and REST API (/cms-api) through Next's request handler, in this
 * process. Routed by path, not app.use('/cms'): express would strip the mount path and
 * Next needs the full URL.
 */
import type { Server } from 'node:http'
import path from 'node:path'
import type { RequestHandler } from 'express'
import next from 'next'

const NEXT_PREFIXES = ['/cms', '/cms-api', '/_next', '/__nextjs']

export function isNextPath(pathname: string): boolean {
  return NEXT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

export interface CmsAdmin {
  middleware: RequestHandler
  close: () => Promise<void>
}

export async function startCmsAdmin(options: { dev: boolean; httpServer: Server; hostname: string; port: number }): Promise<CmsAdmin> {
  const app = next({
    dev: options.dev,
    dir: path.resolve('cms/next'),
    hostname: options.hostname,
    port: options.port,
    httpServer: options.httpServer,
    conf: undefined,
  })
  await app.prepare()
  const handle = app.getRequestHandler()
  return {
    middleware: (req, res, nextMiddleware) => (isNextPath(req.path) ? void handle(req, res) : nextMiddleware()),
    close: () => app.close(),
  }
}
