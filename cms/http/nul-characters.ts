/**
 * The NUL character, refused at the door of /api: PostgreSQL cannot store it in text (it answered
 * 500 and logged the query's parameters). Schemas refuse it too (contract/zod.ts's text()); this
 * covers the query string, path parameters and any JSON value a schema passes through untouched.
 */
import type { RequestHandler } from 'express'
import { NUL_CHARACTER_MESSAGE } from '../../contract/zod'
import { badRequest } from './errors'

/** %00 in the address (any case), or a raw NUL byte. */
const NUL_IN_URL = /%00|\0/i

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1))
  for (const [key, item] of Object.entries(value)) if (key.includes('\0') || holdsNul(item, depth + 1)) return true
  return false
}

export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  next(NUL_IN_URL.test(req.url) || holdsNul(req.body) ? badRequest(NUL_CHARACTER_MESSAGE) : undefined)
}
