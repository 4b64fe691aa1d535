/**
 * POST /cms-api/editors/login, answered here rather than by Payload's endpoint: the same
 * password check (Payload's Local API login, sessions stored on the account) with the throttle
 * of client sign-ins (per address and account together, growing delays, never a lock of the
 * account for its owner). Payload's admin posts its login form as multipart with the fields in
 * `_payload`; scripts post JSON: both are read. The answer has Payload's shape, so /cms works as before.
 */
import busboy from 'busboy'
import type { Request, RequestHandler, Response } from 'express'
import { AuthenticationError, type Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { editorLoginSchema } from '@/contract/auth'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS, type RateLimits } from '@/cms/infra/http/rate-limit'
import { LOGIN_DOORS, LoginThrottle } from './login-throttle'

export const EDITOR_LOGIN_PATH = '/cms-api/editors/login'
const MAX_BODY = 16 * 1024

function readBody(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? ''
  if (/^multipart\/form-data/i.test(type)) {
    return new Promise((resolve, reject) => {
      const fields: Record<string, unknown> = {}
      const parser = busboy({ headers: req.headers, limits: { fieldSize: MAX_BODY, fields: 10, files: 0 } })
      parser.on('field', (name, value) => (fields[name] = value))
      parser.on('close', () => resolve(fields))
      parser.on('error', reject)
      req.pipe(parser)
    })
  }
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY) {
        req.destroy()
        reject(new HttpError(413, 'La requête est trop volumineuse.'))
      } else chunks.push(chunk)
    })
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      if (/urlencoded/i.test(type)) return resolve(Object.fromEntries(new URLSearchParams(text)))
      try {
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {})
      } catch {
        reject(new HttpError(400, 'Le corps de la requête n’est pas un JSON valide.'))
      }
    })
    req.on('error', reject)
  })
}

/** The form's fields, wherever Payload's admin put them. */
function credentials(body: Record<string, unknown>): unknown {
  if (typeof body._payload !== 'string') return body
  try {
    return JSON.parse(body._payload)
  } catch {
    return {}
  }
}

function fail(res: Response, error: HttpError) {
  res.set(error.headers)
  res.status(error.status).json({ errors: [{ message: error.message }] })
}

export function editorLogin(deps: { payload: Payload; rateLimits: RateLimits }): RequestHandler {
  const throttle = new LoginThrottle(deps.rateLimits, LOGIN_DOORS.editor)
  return async (req, res, next) => {
    if (req.path !== EDITOR_LOGIN_PATH || req.method !== 'POST') return next()
    const ip = req.ip ?? 'unknown'
    try {
      const parsed = editorLoginSchema.safeParse(credentials(await readBody(req)))
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Requête invalide.')
      const { email, password } = parsed.data
      await deps.rateLimits.consume(RATE_LIMITS.editorLoginPerIp, ip)
      await throttle.check(ip, email)
      let result: Awaited<ReturnType<Payload['login']>>
      try {
        result = await deps.payload.login({ collection: 'editors', data: { email, password } })
      } catch (error) {
        if (!(error instanceof AuthenticationError)) throw error
        await throttle.failed(ip, email)
        throw new HttpError(401, 'Email ou mot de passe incorrect.')
      }
      await throttle.succeeded(ip, email)
      res.append(
        'Set-Cookie',
        generatePayloadCookie({
          collectionAuthConfig: deps.payload.collections.editors.config.auth,
          cookiePrefix: deps.payload.config.cookiePrefix,
          token: result.token!,
        }),
      )
      res.json({
        message: 'Authentification réussie.',
        user: { ...result.user, collection: 'editors' },
        token: result.token,
        exp: result.exp,
      })
    } catch (error) {
      if (error instanceof HttpError) return fail(res, error)
      next(error)
    }
  }
}
