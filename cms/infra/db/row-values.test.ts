import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isoTime, timestampText } from './row-values'

/** What pg's own parser, then `toISOString`, made of the same text. */
const viaDate = (text: string) => (pg.types.getTypeParser(1184)(text) as Date).toISOString()

describe('timestampText', () => {
  it.each([
    '2026-02-25 11:11:01.792+00',
    '2026-02-25 11:11:01.792345+00',
    '2026-02-25 11:11:01.7+00',
    '2026-02-25 11:11:01.79+00',
    '2026-02-25 11:11:01+00',
    '2026-12-31 23:59:59.999999+00',
    '2026-02-25 12:11:01.792+01',
    '2026-02-25 16:41:01.5+05:30',
    '2026-02-25 06:11:01-05',
  ])('reads %s as pg does', (text) => {
    expect(timestampText(text)).toBe(viaDate(text))
  })

  it('keeps what is not a date (infinity) as text', () => {
    expect(timestampText('infinity')).toBe('infinity')
    expect(timestampText('-infinity')).toBe('-infinity')
  })
})

describe('isoTime', () => {
  it('returns an ISO string as is and converts any other form', () => {
    expect(isoTime('2026-02-25T11:11:01.792Z')).toBe('2026-02-25T11:11:01.792Z')
    expect(isoTime(new Date('2026-02-25T11:11:01.792Z'))).toBe('2026-02-25T11:11:01.792Z')
    expect(isoTime('2026-02-25 12:11:01.792+01')).toBe('2026-02-25T11:11:01.792Z')
    expect(isoTime('2026-02-25 11:11:01.792345+00')).toBe('2026-02-25T11:11:01.792Z')
    expect(isoTime('2026-02-25 11:11:01+00')).toBe('2026-02-25T11:11:01.000Z')
    expect(isoTime('2026-02-25T12:11:01.792+01:00')).toBe('2026-02-25T11:11:01.792Z')
  })
})
