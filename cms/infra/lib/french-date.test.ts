import { describe, expect, it } from 'vitest'
import { frenchDate, frenchDateTime } from './french-date'

describe('French dates on Paris time', () => {
  it('formats winter and summer dates on the Paris wall clock, whatever the server zone', () => {
    expect(frenchDate(new Date('2026-03-12T10:00:00Z'))).toBe('12 mars 2026')
    expect(frenchDateTime(new Date('2026-01-05T13:05:00Z'))).toBe('5 janvier 2026 à 14:05')
    expect(frenchDateTime(new Date('2026-07-14T13:05:00Z'))).toBe('14 juillet 2026 à 15:05')
  })

  it('moves to the next day when Paris already is', () => {
    expect(frenchDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('1 janvier 2027 à 00:30')
  })

  it('accepts another zone', () => {
    expect(frenchDateTime(new Date('2026-07-14T13:05:00Z'), 'Africa/Algiers')).toBe('14 juillet 2026 à 14:05')
  })
})
