/**
 * One access-log line per request, when the response is done (or the client went away):
 * method, URL, status, time taken; 5xx at error, 4xx at warn, the rest at info. Errors
 * themselves are logged with their stack by the error handlers (error-handler.ts, app.ts).
 *
 * Why not pino-http: it builds a child logger per request even when its level is off, which
 * was 6 % of a list's time under load; this costs one listener, and nothing else when the
 * line's level is off.
 */
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'

/**
 * A reset or set-password link carries its token in the query string: the log keeps the address,
 * never the token (a log line must not be a way into an account).
 */
export function withoutSecrets(url: string): string {
  return url
    .replace(/([?&](?:token|key|secret|signature)=)[^&#]*/gi, '$1[masqué]')
    .replace(/^(\/cms\/(?:reset|verify)\/)[^/?#]+/, '$1[masqué]')
}

export function requestLog(logger: Logger, options: { ignore: (url: string) => boolean }): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl
    if (options.ignore(url)) return next()
    const started = performance.now()
    res.once('close', () => {
      const status = res.statusCode
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
      if (!logger.isLevelEnabled(level)) return
      logger[level](
        {
          req: { method: req.method, url: withoutSecrets(url) },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      )
    })
    next()
  }
}
