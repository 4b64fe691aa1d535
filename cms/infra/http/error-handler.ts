/**
 * Every /api failure is answered in JSON with a French message, or its Arabic for an Arabic
 * caller (request-language.ts; the French texts are the catalogue's ids: contract/i18n); never a
 * stack trace.
 */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express'
import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import type { Logger } from 'pino'
import { translateAnswer } from '@/contract/i18n/api-messages'
import type { Locale } from '@/contract/i18n/locales'
import { HttpError } from './errors'
import { answerLanguage } from './request-language'

interface BodyParserError {
  type?: string
  status?: number
}

/** Connection refused or cut, PostgreSQL shutting down or starting up (codes 57P01-57P03). */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03'])
const DATABASE_DOWN_MESSAGE =
  /Connection terminated|terminating connection|the database system is (starting up|shutting down|in recovery mode)/

/** Whether the error, or one it wraps (drizzle, Payload), says the database cannot be reached right now. */
function databaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: string; message?: string; cause?: unknown }
    if ((code && DATABASE_DOWN_CODES.has(code)) || (message && DATABASE_DOWN_MESSAGE.test(message))) return true
    current = cause
  }
  return false
}

/**
 * PostgreSQL refusing a character it cannot store (a NUL in text: 22021; `\u0000` in jsonb: 22P05):
 * bad input, whatever door it came through.
 */
const UNSTORABLE_CHARACTER_CODES = new Set(['22021', '22P05'])

export function unstorableCharacter(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: string; message?: string; cause?: unknown }
    if (code && UNSTORABLE_CHARACTER_CODES.has(code)) return true
    // jsonb refusing a lone surrogate (`\ud800`): invalid_text_representation, about Unicode.
    if (code === '22P02' && /Unicode|surrogate/i.test(message ?? '')) return true
    current = cause
  }
  return false
}

/** Which of the two PostgreSQL refused is not known exactly here: both, in one sentence. */
const UNSTORABLE_TEXT_MESSAGE = 'Le texte contient un caractère invalide (caractère nul ou mal encodé).'

export const MALFORMED_ADDRESS = "L'adresse demandée contient des caractères mal encodés."

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  // A clean answer while the embedded PostgreSQL is restarted (cms/infra/db/postgres-supervisor.ts).
  if (databaseUnavailable(error)) {
    return new HttpError(503, 'Service momentanément indisponible. Réessayez dans quelques instants.', {}, { 'Retry-After': '5' })
  }
  if (unstorableCharacter(error)) return new HttpError(400, UNSTORABLE_TEXT_MESSAGE)
  const parserError = error as BodyParserError
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'Le corps de la requête n’est pas un JSON valide.')
    case 'entity.too.large':
      return new HttpError(413, 'La requête est trop volumineuse.')
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Encodage de la requête non pris en charge.')
    case 'request.aborted':
      return new HttpError(400, 'La requête a été interrompue.')
  }
  // The router could not decode a path parameter (`%E0%A4` is not UTF-8): the address is wrong.
  if (error instanceof URIError) return new HttpError(400, MALFORMED_ADDRESS)
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(error.data.errors.map((issue) => [issue.path, issue.message]))
    return new HttpError(400, 'Certaines données sont invalides.', { fields })
  }
  if (error instanceof Forbidden) return new HttpError(403, 'Vous n’avez pas accès à cette ressource.')
  if (error instanceof NotFound) return new HttpError(404, 'Ressource introuvable.')
  if (error instanceof APIError && error.status >= 400 && error.status < 500) return new HttpError(error.status, 'Requête refusée.')
  return undefined
}

/** A failure's JSON in the request's language: French bodies go out exactly as they always did. */
function sendFailure(res: Response, locale: Locale, status: number, body: Record<string, unknown>): void {
  res.set('Content-Language', locale)
  res.status(status).json(translateAnswer(locale, body))
}

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error)
    const known = toHttpError(error)
    // The parser stopped reading an oversized body: read the rest (discarded) so the answer
    // reaches a client still sending, instead of a reset connection.
    if ((error as BodyParserError)?.type === 'entity.too.large') req.resume()
    const locale = answerLanguage(req, res)
    if (known) {
      res.set(known.headers)
      sendFailure(res, locale, known.status, { success: false, error: known.message, message: known.message, ...known.extra })
      return
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled API error')
    sendFailure(res, locale, 500, { success: false, error: 'Une erreur interne est survenue. Réessayez dans quelques instants.' })
  }
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendFailure(res, answerLanguage(req, res), 404, {
    success: false,
    error: `Route API inconnue : ${req.method} ${req.baseUrl}${req.path}`,
  })
}
