/** Errors a handler throws to answer a 4xx; the error middleware turns them into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra)
export const unauthorized = (message = 'Vous devez être connecté pour accéder à cette ressource.') => new HttpError(401, message)
export const forbidden = (message = 'Vous n’avez pas accès à cette ressource.') => new HttpError(403, message)
export const notFound = (message = 'Ressource introuvable.') => new HttpError(404, message)
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra)
