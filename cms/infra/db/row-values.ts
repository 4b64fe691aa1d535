/**
 * How the hot reads (prepared-reads.ts) decode PostgreSQL's text values: timestamps straight to
 * the ISO strings the API sends, counts to numbers. pg's defaults build a Date per timestamp
 * (a regex parse) that every reader then turned back into a string: 40 of them for a page of
 * projects, 6 % of its time. Everything else keeps pg's own parsers.
 */
import pg from 'pg'

const { types } = pg

const TIMESTAMPTZ = 1184
const INT8 = 20

const defaultTimestamp = types.getTypeParser(TIMESTAMPTZ)

/**
 * `2026-02-25 11:11:01.792345+00` → `2026-02-25T11:11:01.792Z`: the text of a timestamptz in a
 * UTC session (the usual case) is rewritten without parsing. Any other text (another time zone,
 * a year past 9999, BC, infinity) goes through pg's parser. Milliseconds are truncated, as pg's
 * Date does.
 */
export function timestampText(text: string): string {
  if (
    text.length >= 22 &&
    text.endsWith('+00') &&
    text[4] === '-' &&
    text[7] === '-' &&
    text[10] === ' ' &&
    text[13] === ':' &&
    text[16] === ':' &&
    (text.length === 22 || text[19] === '.')
  ) {
    const millis = text.length === 22 ? '000' : `${text.slice(20, -3)}000`.slice(0, 3)
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${millis}Z`
  }
  const parsed = defaultTimestamp(text) as unknown
  return parsed instanceof Date && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : text
}

/** Counts and sums are int8: a number when it is exact, the text otherwise. */
function int8(text: string): number | string {
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : text
}

/** The `types` option of a pg query. */
export const rowValueTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary') {
      if (oid === TIMESTAMPTZ) return timestampText
      if (oid === INT8) return int8
    }
    return types.getTypeParser(oid, format)
  },
}

/**
 * A timestamp as the API sends it, from any reader: an ISO string from the hot reads is
 * returned as is; a Date (Payload) or another text (drizzle, a JSON aggregate) is converted.
 */
export function isoTime(value: Date | string): string {
  if (typeof value === 'string' && value.length === 24 && value[10] === 'T' && value.endsWith('Z')) return value
  return new Date(value).toISOString()
}
