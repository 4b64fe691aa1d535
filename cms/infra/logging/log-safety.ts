/**
 * Errors as they may be logged. A failed SQL statement carries its parameters (drizzle puts them
 * in the message, the stack and `params`; PostgreSQL's `detail` repeats a duplicate key's value):
 * an email, a name, a password's salt and hash. Those never reach the log; the statement, the
 * error code and the stack frames do.
 */
import pino from 'pino'

const MASK = '[masqué]'
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/
const SECRET_KEYS = new Set(['params', 'parameters', 'detail', 'values'])

function scrub(value: unknown, depth: number): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEYS.has(key)) out[key] = MASK
    else if ((key === 'message' || key === 'stack') && typeof item === 'string')
      out[key] = item.replace(PARAMS_IN_TEXT, `\nparams: ${MASK}`)
    else out[key] = scrub(item, depth + 1)
  }
  return out
}

/** pino serializer for `err` (and `error`): the standard one, with its causes, minus personal data. */
export function safeErrorSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return scrub(error, 0)
  return scrub(pino.stdSerializers.errWithCause(error), 0)
}

export const safeSerializers = { err: safeErrorSerializer, error: safeErrorSerializer }
