/**
 * Timestamps as the API sends them, from the text Drizzle's reads return (Payload's schema
 * declares them `mode: 'string'`): rewritten to ISO without building a Date, which was 6 % of a
 * page of projects' time.
 */
import pg from 'pg'

const { types } = pg

const TIMESTAMPTZ = 1184

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

/**
 * A timestamp as the API sends it, from any reader: an ISO string is returned as is, the text of
 * a timestamptz (Drizzle's reads, `mode: 'string'`) rewritten by `timestampText` without a Date;
 * a Date (Payload) or another text (a JSON aggregate) is converted.
 */
export function isoTime(value: Date | string): string {
  if (typeof value === 'string') {
    if (value.length === 24 && value[10] === 'T' && value.endsWith('Z')) return value
    if (value[10] === ' ') return timestampText(value)
  }
  return new Date(value).toISOString()
}
