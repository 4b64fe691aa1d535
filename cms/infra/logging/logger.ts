import pino, { type Logger } from 'pino'
import { safeSerializers } from './log-safety'

/** Structured JSON logs; readable lines when a person watches a terminal in development. */
export function createLogger(options: { level: string; production: boolean }): Logger {
  const pretty = !options.production && process.stdout.isTTY
  return pino({
    level: options.level,
    serializers: safeSerializers,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.adminKey', '*.token'],
      censor: '[masqué]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  })
}
