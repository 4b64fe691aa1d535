/**
 * Counts each HTTP answer and its duration by method, route and status.
 *
 * The `route` label is never a raw path, so the number of series stays bounded whatever addresses
 * visitors and scanners ask for: an /api answer carries its route's template (`/api/projects/:id`),
 * recorded by the route framework (../http/route.ts) in `res.locals.routeTemplate`; anything else
 * is one of a few groups (`routeGroup`). The method is one of the usual seven or OTHER; the status
 * is a number below 600 (Node's parser refuses anything else).
 *
 * Cost per request: one 'finish' listener and two clock reads; at the end, a Map lookup for the
 * label set's children (made once per label set) and a counter and histogram update. No path parsing
 * beyond cutting the query string and a few prefix checks.
 */
import type { RequestHandler } from 'express'
import type { AppMetrics } from './metrics-of'

declare global {
  // Express's own way of typing res.locals.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The route template that answered (`/api/projects/:id`, `/metrics`), the `route` label of its metrics. */
      routeTemplate?: string
    }
  }
}

export interface RouteGroups {
  /** Payload's admin and REST API through Next (/cms, /cms-api, /_next). */
  isCmsPath: (pathname: string) => boolean
  /** For search engines, link previews and feed readers: robots.txt, sitemap.xml, og-image.png, rss.xml. */
  seoPaths: readonly string[]
}

/** Static files: the web app's hashed assets, its public files, Vite's development server. */
const ASSET_PATH = /^\/(?:assets|images|@vite|@fs|@id|node_modules|src)\/|^\/favicon\./

/**
 * The `route` label of an answer no route template claimed: `cms`, `seo`, `assets`; under /api, `api`
 * (refused before a route matched: malformed JSON, a body too large, a cross-origin write) or
 * `unmatched` (404); elsewhere `web` (the site's pages) or `unmatched` (any other 404).
 */
export function routeGroup(pathname: string, status: number, groups: RouteGroups): string {
  if (pathname === '/api' || pathname.startsWith('/api/')) return status === 404 ? 'unmatched' : 'api'
  if (groups.isCmsPath(pathname)) return 'cms'
  if (groups.seoPaths.includes(pathname)) return 'seo'
  if (ASSET_PATH.test(pathname)) return 'assets'
  return status === 404 ? 'unmatched' : 'web'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

type Children = {
  count: ReturnType<AppMetrics['httpRequests']['labels']>
  duration: ReturnType<AppMetrics['httpDuration']['labels']>
}

export function httpMetrics(metrics: Pick<AppMetrics, 'httpRequests' | 'httpDuration'>, groups: RouteGroups): RequestHandler {
  // One entry per label set, bounded as the labels are: prom-client's own lookup hashes the labels on every call.
  const children = new Map<string, Children>()
  return (req, res, next) => {
    const started = performance.now()
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000
      const status = res.statusCode
      const method = METHODS.has(req.method) ? req.method : 'OTHER'
      let route = res.locals.routeTemplate
      if (route === undefined) {
        const url = req.originalUrl
        const query = url.indexOf('?')
        route = routeGroup(query === -1 ? url : url.slice(0, query), status, groups)
      }
      const key = `${method} ${status} ${route}`
      let child = children.get(key)
      if (!child) {
        const statusText = String(status)
        child = {
          count: metrics.httpRequests.labels({ method, route, status: statusText }),
          duration: metrics.httpDuration.labels({ method, route, status_class: `${statusText[0]}xx` }),
        }
        children.set(key, child)
      }
      child.count.inc()
      child.duration.observe(seconds)
    })
    next()
  }
}
