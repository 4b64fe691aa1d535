/** Every /api failure is answered in JSON with a French message; never a stack trace. */
import type { ErrorRequestHandler, RequestHandler } from 'express'
import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import type { Logger } from 'pino'
import { HttpError } from './errors'

interface BodyParserError {
  type?: string
  status?: number
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  const parserError = error as BodyParserError
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, "Le corps de la requête n'est pas un JSON valide.")
    case 'entity.too.large':
      return new HttpError(413, 'La requête est trop volumineuse.')
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Encodage de la requête non pris en charge.')
    case 'request.aborted':
      return new HttpError(400, 'La requête a été interrompue.')
  }
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(error.data.errors.map((issue) => [issue.path, issue.message]))
    return new HttpError(400, 'Certaines données sont invalides.', { fields })
  }
  if (error instanceof Forbidden) return new HttpError(403, "Vous n'avez pas accès à cette ressource.")
  if (error instanceof NotFound) return new HttpError(404, 'Ressource introuvable.')
  if (error instanceof APIError && error.status >= 400 && error.status < 500) return new HttpError(error.status, 'Requête refusée.')
  return undefined
}

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error)
    const known = toHttpError(error)
    // The parser stopped reading an oversized body: read the rest (discarded) so the answer
    // reaches a client still sending, instead of a reset connection.
    if ((error as BodyParserError)?.type === 'entity.too.large') req.resume()
    if (known) {
      res.set(known.headers)
      res.status(known.status).json({ success: false, error: known.message, message: known.message, ...known.extra })
      return
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled API error')
    res.status(500).json({ success: false, error: 'Une erreur interne est survenue. Réessayez dans quelques instants.' })
  }
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, error: `Route API inconnue : ${req.method} ${req.baseUrl}${req.path}` })
}
