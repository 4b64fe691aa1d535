import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

/** Tests read better with plain spaces; the function uses no-break spaces. */
const plain = (value: string) => value.replace(/\u00a0/g, ' ')

describe('formatMoney', () => {
  it('formats euros and dinars the French way, from minor units', () => {
    expect(plain(formatMoney(99_700, 'EUR'))).toBe('997,00 €')
    expect(plain(formatMoney(15_000_000, 'DZD'))).toBe('150 000,00 DA')
    expect(plain(formatMoney(5, 'EUR'))).toBe('0,05 €')
    expect(plain(formatMoney(0, 'EUR'))).toBe('0,00 €')
    expect(plain(formatMoney(123_456_789_01, 'eur'))).toBe('123 456 789,01 €')
    expect(plain(formatMoney(-1_050, 'EUR'))).toBe('-10,50 €')
  })

  it('uses no-break spaces, so an amount never splits across lines', () => {
    expect(formatMoney(15_000_000, 'DZD')).toBe('150\u00a0000,00\u00a0DA')
    expect(formatMoney(15_000_000, 'DZD')).not.toMatch(/[ \u202f]/)
  })

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 style errors cannot happen: the digits are cut, never divided.
    expect(plain(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR'))).toBe('90 071 992 547 409,91 €')
    expect(plain(formatMoney(1_005, 'EUR'))).toBe('10,05 €')
  })

  it("follows the currency's minor unit", () => {
    expect(plain(formatMoney(1_500, 'JPY'))).toBe('1 500 JPY')
    expect(plain(formatMoney(1_500, 'TND'))).toBe('1,500 DT')
    expect(plain(formatMoney(1_999, 'USD'))).toBe('19,99 $US')
  })

  it('drops zero cents on request (marketing text), never non-zero ones', () => {
    expect(plain(formatMoney(99_700, 'EUR', { dropZeroDecimals: true }))).toBe('997 €')
    expect(plain(formatMoney(99_750, 'EUR', { dropZeroDecimals: true }))).toBe('997,50 €')
  })

  it('refuses what is not an integer amount of minor units', () => {
    expect(() => formatMoney(9.5, 'EUR')).toThrow()
    expect(() => formatMoney(Number.NaN, 'EUR')).toThrow()
  })
})
