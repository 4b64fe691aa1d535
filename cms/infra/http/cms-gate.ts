/**
 * One gate in front of Payload's admin (/cms) and REST API (/cms-api), before Next sees the
 * request. Payload's system collections (preferences, document locks) keep its default access,
 * "any logged-in account", and a client account is logged in: rather than a rule per collection,
 * a client's session is refused here for every path, whatever Payload adds in a later version.
 * Editors' sessions pass, and Payload's own access rules (collections/access) apply to them.
 */
import type { RequestHandler } from 'express'
import { decodeJwt } from 'jose'
import { isMalformedPath } from './malformed-path'
import { foreignWriteCheck } from './security'

/** Staff upload project documents through /cms (10 MB each, contract/documents.ts); anything else is small. */
export const CMS_UPLOAD_BODY_LIMIT = 12 * 1024 * 1024
export const CMS_BODY_LIMIT = 2 * 1024 * 1024
/** Oversized bodies up to this size are read and discarded so their 413 reaches the client. */
const DRAIN_LIMIT = 64 * 1024 * 1024

/** Payload's internals that no one needs over HTTP. */
const INTERNAL_PATHS = /^\/cms-api\/(payload-migrations|globals\/payload-jobs-stats)(\/|$)/

/** Payload's system collections of editors' own state (admin preferences, document locks): editors only. */
const EDITORS_STATE = new Set(['payload-preferences', 'payload-locked-documents'])

/** Words Payload's REST routes use after a collection's slug where a document id would be. */
const COLLECTION_ROUTES = new Set([
  'versions',
  'count',
  'access',
  'me',
  'login',
  'logout',
  'refresh-token',
  'init',
  'first-register',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'file',
  'paste-url',
  'run',
  'queue',
  'cancel',
  'handle-schedules',
])

export interface CmsCollectionShape {
  /** Whether Payload keeps versions (drafts) of it: its /versions routes exist. */
  versions: boolean
  /** Whether its ids are keys rather than numbers (preferences). */
  keyedIds?: boolean
}

/**
 * A path Payload would answer 500 to: a document id that is not a number (Payload hands it to
 * PostgreSQL), or the versions of a collection that keeps none.
 */
function unknownCmsApiPath(segments: string[], collections: ReadonlyMap<string, CmsCollectionShape>): boolean {
  const [slug, second] = segments
  const collection = slug === undefined ? undefined : collections.get(slug)
  if (!collection || second === undefined || second === '') return false
  if (second === 'versions') return !collection.versions
  if (collection.keyedIds || COLLECTION_ROUTES.has(second)) return false
  return !/^[1-9]\d{0,9}$/.test(second)
}

const CLIENTS_REFUSED = 'Les comptes clients n’ont pas accès à cette interface : votre espace est sur /dashboard.'

/**
 * The collection a token says it belongs to. The signature is not checked: the gate only ever
 * refuses on it (a forged "editors" claim still meets Payload's own verification behind).
 */
function tokenCollection(token: string | undefined): unknown {
  if (!token || token.length > 4096) return undefined
  try {
    return decodeJwt(token).collection
  } catch {
    return undefined
  }
}

function sessionTokens(cookieHeader: string | undefined, authorization: string | undefined, cookieName: string): string[] {
  const tokens: string[] = []
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=')
    if (name === cookieName) tokens.push(value.join('='))
  }
  const bearer = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(authorization ?? '')
  if (bearer) tokens.push(bearer[1])
  return tokens
}

function answer(res: Parameters<RequestHandler>[1], status: number, message: string) {
  // Payload's own error shape, so its admin shows the message as it shows its own.
  res.status(status).json({ errors: [{ message }] })
}

export function cmsGate(options: {
  cookieName: string
  allowedOrigins: readonly string[]
  isCmsPath: (path: string) => boolean
  collections: ReadonlyMap<string, CmsCollectionShape>
}): RequestHandler {
  const foreignWrite = foreignWriteCheck(options.allowedOrigins)
  return (req, res, next) => {
    if (!options.isCmsPath(req.path)) return next()
    if (foreignWrite(req)) return answer(res, 403, 'Origine de la requête non autorisée.')
    if (/%00|\0/i.test(req.url)) return answer(res, 400, 'L’adresse demandée contient un caractère invalide (caractère nul).')
    if (isMalformedPath(req.path)) return answer(res, 400, 'L’adresse demandée contient des caractères mal encodés.')
    if (INTERNAL_PATHS.test(req.path)) return answer(res, 404, 'Ressource introuvable.')
    const write = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS'
    // Pages of /cms stay reachable (Payload's admin tells a client it has no access); the API and
    // the admin's server functions (POSTs to /cms) are not.
    const api = req.path.startsWith('/cms-api/')
    if (write || api) {
      const claims = sessionTokens(req.headers.cookie, req.headers.authorization, options.cookieName).map(tokenCollection)
      if (claims.includes('users')) return answer(res, 403, CLIENTS_REFUSED)
      const segments = req.path.split('/').slice(2)
      if (api && EDITORS_STATE.has(segments[0]) && !claims.includes('editors')) {
        return answer(res, 401, 'Connectez-vous avec un compte éditeur.')
      }
      if (api && unknownCmsApiPath(segments, options.collections)) return answer(res, 404, 'Ressource introuvable.')
    }

    if (write) {
      const length = req.headers['content-length']
      if (length === undefined && req.headers['transfer-encoding']) {
        return answer(res, 411, 'La taille de la requête doit être indiquée.')
      }
      const limit = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '') ? CMS_UPLOAD_BODY_LIMIT : CMS_BODY_LIMIT
      if (Number(length) > limit) {
        // A client still sending reads the answer only if the body is read (discarded) too:
        // closing at once resets its connection mid-write. Past a bound, close rather than drain.
        if (Number(length) <= DRAIN_LIMIT) req.resume()
        else res.setHeader('Connection', 'close')
        return answer(res, 413, 'La requête est trop volumineuse.')
      }
    }
    next()
  }
}
