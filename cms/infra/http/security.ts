/**
 * Security headers. Two content security policies: the React app runs one inline script, the
 * islands loader of server-rendered pages, allowed by its hash and nothing else (contract/islands-loader.ts);
 * Payload's admin (Next) needs inline bootstrap scripts. styled-components
 * and Payload both inject <style> tags, hence 'unsafe-inline' for styles only.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'
import { createHash } from 'node:crypto'
import helmet from 'helmet'
import { ISLANDS_LOADER_SCRIPT } from '@/contract/islands-loader'
import { HttpError } from './errors'

/** The CSP source that allows the islands loader, and only it. */
export const ISLANDS_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ISLANDS_LOADER_SCRIPT).digest('base64')}'`

export function securityHeaders(options: { dev: boolean; isNextPath: (path: string) => boolean }): RequestHandler {
  const devScripts = options.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []
  const common = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...(options.dev ? ['ws:', 'wss:'] : [])],
    upgradeInsecureRequests: null,
  }
  // In development Vite's preamble needs 'unsafe-inline', which a browser ignores beside a hash.
  const appScripts = options.dev ? devScripts : [ISLANDS_LOADER_SOURCE]
  const appHeaders = helmet({
    contentSecurityPolicy: { directives: { ...common, scriptSrc: ["'self'", ...appScripts] } },
    crossOriginEmbedderPolicy: false,
  })
  const cmsHeaders = helmet({
    contentSecurityPolicy: { directives: { ...common, scriptSrc: ["'self'", "'unsafe-inline'", ...devScripts] } },
    crossOriginEmbedderPolicy: false,
  })
  return (req, res, next) => (options.isNextPath(req.path) ? cmsHeaders : appHeaders)(req, res, next)
}

/**
 * Cookies are SameSite; on top of that a state-changing call made by a browser must come from
 * the site itself: the Origin header, when sent, must be one of config.allowedOrigins (PUBLIC_URL's,
 * plus its loopback aliases outside production), and a browser that says the request comes from
 * another site (Sec-Fetch-Site) is refused even without an Origin. Scripts and apps send neither.
 */
export function foreignWriteCheck(allowedOrigins: readonly string[]): (req: IncomingMessage) => boolean {
  const allowed = new Set(allowedOrigins)
  return (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false
    const origin = req.headers.origin
    const fetchSite = req.headers['sec-fetch-site']
    return origin ? !allowed.has(origin) : fetchSite === 'cross-site' || fetchSite === 'same-site'
  }
}

export function sameOriginWrites(allowedOrigins: readonly string[]): RequestHandler {
  const foreign = foreignWriteCheck(allowedOrigins)
  return (req, _res, next) => next(foreign(req) ? new HttpError(403, 'Origine de la requête non autorisée.') : undefined)
}
