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

/**
 * Client accounts sign in, out, up and reset their password only through /api (validated,
 * rate-limited, French emails). Payload's own auth endpoints for `users` would be a second
 * door around all of that; editors' endpoints (/cms-api/editors/…) stay open for /cms.
 */
const CLIENT_AUTH_THROUGH_API_ONLY =
  /^\/cms-api\/users\/(login|logout|me|refresh-token|forgot-password|reset-password|verify|first-register|init)(\/|$)/

export function isClosedCmsPath(pathname: string): boolean {
  return CLIENT_AUTH_THROUGH_API_ONLY.test(pathname)
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
    middleware: (req, res, nextMiddleware) => {
      if (!isNextPath(req.path)) return nextMiddleware()
      if (isClosedCmsPath(req.path)) {
        res.status(404).json({ success: false, error: 'Cette adresse n’existe pas : les comptes clients passent par /api.' })
        return
      }
      void handle(req, res)
    },
    close: () => app.close(),
  }
}
