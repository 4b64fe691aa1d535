import { describe, expect, it } from 'vitest'
import { formatAgo, formatDate, formatDateTime, formatShortDateTime } from './dates'

// Local times, so the test passes whatever the machine's zone.
const march3 = new Date(2026, 2, 3, 14, 5)

describe('French date formats', () => {
  it('writes the spec’s formats', () => {
    expect(formatDateTime(march3)).toBe('03 mars 2026 à 14:05')
    expect(formatDate(march3)).toBe('03 mars 2026')
    expect(formatShortDateTime(march3)).toBe('03/03/2026 à 14:05')
    expect(formatDateTime(new Date(2026, 10, 23, 9, 0))).toBe('23 nov. 2026 à 09:00')
  })

  it('reads ISO text and timestamps', () => {
    expect(formatDate(march3.toISOString())).toBe('03 mars 2026')
    expect(formatDate(march3.getTime())).toBe('03 mars 2026')
  })

  it('reads an instant on a given clock', () => {
    // 23:30 UTC on 31 December is already the new year in Paris.
    expect(formatDateTime('2026-12-31T23:30:00Z', { timeZone: 'Europe/Paris' })).toBe('01 janv. 2027 à 00:30')
    expect(formatShortDateTime('2026-07-14T10:00:00Z', { timeZone: 'Europe/Paris' })).toBe('14/07/2026 à 12:00')
  })

  it('refuses what is not a date', () => {
    expect(() => formatDate('pas une date')).toThrow(RangeError)
  })
})

describe('formatAgo', () => {
  const now = new Date(2026, 2, 3, 14, 5, 0)
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it('says “à l’instant” under a minute, never “il y a 0 seconde”', () => {
    expect(formatAgo(now, now)).toBe('à l’instant')
    expect(formatAgo(before(59), now)).toBe('à l’instant')
    // A clock a little ahead of the reader's.
    expect(formatAgo(before(-30), now)).toBe('à l’instant')
  })

  it('counts minutes, hours and days, rounded down', () => {
    expect(formatAgo(before(60), now)).toBe('il y a 1 minute')
    expect(formatAgo(before(5 * 60 + 59), now)).toBe('il y a 5 minutes')
    expect(formatAgo(before(3 * 3600), now)).toBe('il y a 3 heures')
    expect(formatAgo(before(2 * 86400), now)).toBe('il y a 2 jours')
  })
})
