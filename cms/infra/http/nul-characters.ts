/**
 * Text PostgreSQL cannot store, refused at the door of /api: the NUL character (in text) and lone
 * surrogates (in jsonb); it answered 500 and logged the query's parameters. Schemas refuse them
 * too (contract/zod.ts's text()); this covers the query string, path parameters and any JSON value
 * a schema passes through untouched.
 */
import type { RequestHandler } from 'express'
import { NUL_CHARACTER_MESSAGE, unstorableText } from '@/contract/zod'
import { badRequest } from './errors'

/** %00 in the address (any case), or a raw NUL byte. */
const NUL_IN_URL = /%00|\0/i

/** Why some text of a JSON value (keys included) cannot be stored, or null. */
function unstorableIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return unstorableText(value)
  if (depth > 64 || value === null || typeof value !== 'object') return null
  const items = Array.isArray(value) ? value : Object.entries(value).flat()
  for (const item of items) {
    const reason = unstorableIn(item, depth + 1)
    if (reason) return reason
  }
  return null
}

export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const reason = NUL_IN_URL.test(req.url) ? NUL_CHARACTER_MESSAGE : unstorableIn(req.body)
  next(reason ? badRequest(reason) : undefined)
}
