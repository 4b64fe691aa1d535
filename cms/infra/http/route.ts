/**
 * The /api route framework: a flat route table (cms/api-routes.ts), one line per route,
 * each declaring who may call it; handlers declare their input schemas. A route without
 * an access declaration stops the server at start (Ghost's API layer does the same).
 */
import type { NextFunction, Request, Response, Router } from 'express'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { ZodType, z } from 'zod'
import { translateAnswer } from '@/contract/i18n/api-messages'
import type { Locale } from '@/contract/i18n/locales'
import type { AppConfig } from '../config/env'
import {
  ADMIN_KEY_PRINCIPAL,
  type Caller as RequestCaller,
  type ClientUser,
  type PayloadCaller,
  type SessionFinders,
  type StaffSession,
} from './caller'
import { forbidden, HttpError, unauthorized } from './errors'
import { bodyFor, encodeAnswer, type KeptBody } from './answer-encoding'
import type { RateLimits } from './rate-limit'
import type { Lifecycle } from './lifecycle'
import { requestLanguage, settleRequestLanguage, zodParseOptions } from './request-language'

export type Caller = 'anonymous' | 'client' | 'admin'

/**
 * An answer already serialized, sent as is: a public read kept in memory is the same text for
 * every reader, so it is not stringified (nor compressed) again for each (cms/features/blog/public-answers.ts).
 */
export class JsonText {
  constructor(readonly body: KeptBody) {}
}
const CALLERS: readonly Caller[] = ['anonymous', 'client', 'admin']

export interface AppDeps {
  config: AppConfig
  logger: Logger
  payload: Payload
  rateLimits: RateLimits
  /** Finds the client's and the back-office's sessions on a request (features/accounts). */
  sessions: SessionFinders
  /** Whether this instance takes traffic: starting, ready or draining (cms/infra/http/lifecycle.ts). */
  lifecycle: Lifecycle
}

export { ADMIN_KEY_PRINCIPAL, type PayloadCaller } from './caller'

export interface RouteContext<Body = unknown, Query = unknown, Params = unknown> extends AppDeps {
  req: Request
  res: Response
  body: Body
  query: Query
  params: Params
  /** The logged-in client, when the route's access (or the handler's `reads`) involves clients. */
  client: ClientUser | null
  /** The back-office session, when the route's access (or the handler's `reads`) involves it. */
  admin: StaffSession | null
  /**
   * Who is calling, among the route's declared callers only: a session the route does not accept
   * (a client cookie on a staff route) is never the caller. Reads scope their rows with
   * ownerScope / mayReadOwnedBy (caller.ts), so a route declared wider than its reads fails closed.
   */
  caller: RequestCaller
  /** Options for every Payload Local API call made for this request: its caller, access enforced. */
  access: { user?: PayloadCaller; overrideAccess: false }
  /** Client routes on `{userId}`: the id must be the session's own user (admins pass). */
  requireSelfOrAdmin: (userId: number) => void
  ip: string
  /**
   * The language the answer is in (request-language.ts): its texts are translated when it is
   * written, so a handler returns French as before; a handler stores it (registration) or parses
   * with `zodParseOptions(locale)` when it checks a body itself.
   */
  locale: Locale
}

export interface Handler<B extends ZodType = ZodType, Q extends ZodType = ZodType, P extends ZodType = ZodType> {
  body?: B
  query?: Q
  params?: P
  /** Turns a body validation failure into this route's own answer (e.g. register's markers). */
  invalid?: (error: z.ZodError) => HttpError
  /**
   * Sessions read by a handler whose route does not require them (e.g. logout on an anonymous
   * route). A route's own callers are always resolved; any other session is not looked up, so
   * a cookie costs nothing on a route that does not use it.
   */
  reads?: readonly ('client' | 'admin')[]
  run: (ctx: RouteContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<unknown>
}

/** Declares a handler; its schemas type its context. */
export function defineHandler<B extends ZodType = ZodType, Q extends ZodType = ZodType, P extends ZodType = ZodType>(
  handler: Handler<B, Q, P>,
): Handler<B, Q, P> {
  return handler
}

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  /** Who may call it. Several callers: any of them. */
  access: Caller | readonly Caller[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler carries its own schemas
  handler: Handler<any, any, any>
}

/** First failing field → French message, and every field's message for forms. */
export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  const first = error.issues[0]
  return new HttpError(400, first?.message ?? 'Requête invalide.', { fields })
}

function parse<T extends ZodType | undefined>(schema: T, value: unknown, locale: Locale, invalid = validationError): unknown {
  if (!schema) return value
  const result = schema.safeParse(value, zodParseOptions(locale))
  if (!result.success) throw invalid(result.error)
  return result.data
}

/**
 * A JSON answer, without express's ETag: /api answers are never kept (no-store), so hashing
 * each body would be wasted work on every request.
 */
function sendJson(res: Response, body: string | Buffer, locale: Locale): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Language', locale)
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length)
  res.end(body)
}

function callersOf(route: ApiRoute): readonly Caller[] {
  const callers = typeof route.access === 'string' ? [route.access] : route.access
  if (!Array.isArray(callers) || callers.length === 0 || callers.some((caller) => !CALLERS.includes(caller))) {
    throw new Error(`Route ${route.method.toUpperCase()} /api${route.path}: access must be declared (${CALLERS.join(', ')})`)
  }
  return callers
}

export function mountApiRoutes(router: Router, routes: readonly ApiRoute[], deps: AppDeps): void {
  router.use(requestLanguage)
  const seen = new Set<string>()
  for (const route of routes) {
    const callers = callersOf(route)
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) throw new Error(`Route declared twice: ${key}`)
    seen.add(key)

    const readsAdmin = callers.includes('admin') || Boolean(route.handler.reads?.includes('admin'))
    const readsClient = callers.includes('client') || Boolean(route.handler.reads?.includes('client'))

    router[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      // The metrics' `route` label (cms/infra/metrics/http-metrics.ts): the template, never the ids in the path.
      res.locals.routeTemplate = req.baseUrl + route.path
      try {
        const admin = readsAdmin ? await deps.sessions.staff(deps.payload, req) : null
        // A route open to both acts as the back-office when its session is there: no client lookup.
        const client = readsClient && !(admin && callers.includes('admin')) ? await deps.sessions.client(deps.payload, req) : null
        // Without Accept-Language, a client's account says the language, even on a route that does not read clients.
        const locale = await settleRequestLanguage(
          req,
          res,
          client,
          readsClient || admin ? undefined : () => deps.sessions.client(deps.payload, req),
        )
        const allowed = callers.includes('anonymous') || (callers.includes('client') && client) || (callers.includes('admin') && admin)
        if (!allowed) {
          throw callers.includes('client')
            ? unauthorized()
            : unauthorized('Accès réservé aux administrateurs. Connectez-vous avec la clé d’administration.')
        }
        const asStaff = Boolean(admin && callers.includes('admin'))
        const asClient = !asStaff && Boolean(client && callers.includes('client'))
        const caller: PayloadCaller | undefined = asStaff ? ADMIN_KEY_PRINCIPAL : (client ?? undefined)
        const requestCaller: RequestCaller = asStaff
          ? { kind: 'staff', session: admin! }
          : asClient
            ? { kind: 'client', user: client! }
            : { kind: 'anonymous' }
        const ctx: RouteContext = {
          ...deps,
          req,
          res,
          // Only what the handler declares is read (express parses the query string on each access).
          body: route.handler.body ? parse(route.handler.body, req.body ?? {}, locale, route.handler.invalid) : {},
          query: route.handler.query ? parse(route.handler.query, req.query, locale) : {},
          params: route.handler.params ? parse(route.handler.params, req.params, locale) : {},
          client,
          admin,
          caller: requestCaller,
          access: { user: caller, overrideAccess: false },
          ip: req.ip ?? 'unknown',
          locale,
          requireSelfOrAdmin: (userId) => {
            if (admin && callers.includes('admin')) return
            if (!client || client.id !== userId) throw forbidden()
          },
        }
        const result = await route.handler.run(ctx)
        if (!res.headersSent) {
          if (result === undefined) res.status(204).end()
          else
            sendJson(
              res,
              await (result instanceof JsonText
                ? bodyFor(req, res, result.body)
                : encodeAnswer(req, res, JSON.stringify(translateAnswer(locale, result)))),
              locale,
            )
        }
      } catch (error) {
        next(error)
      }
    })
  }
}
