/**
 * Security headers. Two content security policies: the React app runs no inline script
 * (built by Vite); Payload's admin (Next) needs inline bootstrap scripts. styled-components
 * and Payload both inject <style> tags, hence 'unsafe-inline' for styles only.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import { HttpError } from './errors'

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
  const appHeaders = helmet({
    contentSecurityPolicy: { directives: { ...common, scriptSrc: ["'self'", ...devScripts] } },
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
