import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  findDialCode,
  formatPhoneNumber,
  isDialCode,
  phoneError,
  stripPhoneSeparators,
  UNKNOWN_DIAL_CODE_MESSAGE,
} from './phone'

/**
 * Spec 1 §5, the phone table, row by row: the countries it names (with their codes) and the
 * digits each accepts.
 */
const SPEC_TABLE: readonly { countries: Record<string, string>; min: number; max: number }[] = [
  { countries: { France: '+33' }, min: 10, max: 10 },
  {
    countries: {
      Belgium: '+32',
      Switzerland: '+41',
      Luxembourg: '+352',
      Morocco: '+212',
      Senegal: '+221',
      Cameroon: '+237',
      Spain: '+34',
      Netherlands: '+31',
      Portugal: '+351',
      Poland: '+48',
      Czechia: '+420',
      Hungary: '+36',
      Thailand: '+66',
      Australia: '+61',
      Chile: '+56',
      Peru: '+51',
      UAE: '+971',
      'Saudi Arabia': '+966',
      'South Africa': '+27',
      Kenya: '+254',
      Ukraine: '+380',
      Romania: '+40',
      Slovakia: '+421',
      Bulgaria: '+359',
    },
    min: 9,
    max: 9,
  },
  {
    countries: {
      'Canada/USA': '+1',
      Greece: '+30',
      India: '+91',
      Philippines: '+63',
      Mexico: '+52',
      Argentina: '+54',
      Colombia: '+57',
      Turkey: '+90',
      Egypt: '+20',
      Nigeria: '+234',
      Russia: '+7',
    },
    min: 10,
    max: 10,
  },
  { countries: { Monaco: '+377' }, min: 8, max: 9 },
  { countries: { Algeria: '+213' }, min: 9, max: 10 },
  { countries: { Tunisia: '+216', Denmark: '+45', Norway: '+47', Singapore: '+65', Slovenia: '+386' }, min: 8, max: 8 },
  { countries: { 'Ivory Coast': '+225' }, min: 8, max: 10 },
  { countries: { Madagascar: '+261' }, min: 9, max: 10 },
  { countries: { Germany: '+49' }, min: 10, max: 12 },
  { countries: { Italy: '+39' }, min: 9, max: 11 },
  { countries: { UK: '+44' }, min: 10, max: 11 },
  { countries: { Austria: '+43' }, min: 10, max: 12 },
  { countries: { Sweden: '+46', Finland: '+358' }, min: 9, max: 10 },
  { countries: { China: '+86' }, min: 11, max: 11 },
  { countries: { Japan: '+81' }, min: 10, max: 11 },
  { countries: { Korea: '+82' }, min: 9, max: 11 },
  { countries: { Malaysia: '+60', Vietnam: '+84' }, min: 9, max: 10 },
  { countries: { Indonesia: '+62' }, min: 9, max: 12 },
  { countries: { 'New Zealand': '+64' }, min: 8, max: 9 },
  { countries: { Brazil: '+55' }, min: 10, max: 11 },
  { countries: { Croatia: '+385' }, min: 8, max: 9 },
]

const TABLE_ROWS = SPEC_TABLE.flatMap(({ countries, min, max }) =>
  Object.entries(countries).map(([country, code]) => ({ country, code, min, max })),
)

/** `length` digits for `code`: France's start with 0, the others with 5 (never a trunk 0). */
const digitsFor = (code: string, length: number) => (code === '+33' ? '0' : '5') + '1234567890123456'.slice(0, length - 1)

const invalid = (code: string) => `Format invalide (ex: ${findDialCode(code)?.example})`

describe('the spec table', () => {
  it('names 60 distinct codes, all of them offered', () => {
    // The spec's "59 dial codes" (§2, §9) disagrees with its own table: see phone.ts.
    expect(new Set(TABLE_ROWS.map((row) => row.code)).size).toBe(TABLE_ROWS.length)
    expect(TABLE_ROWS).toHaveLength(60)
    expect(DIAL_CODES.map((entry) => entry.code).sort()).toEqual(TABLE_ROWS.map((row) => row.code).sort())
  })

  describe.each(TABLE_ROWS)('$country ($code): $min to $max digits', ({ code, min, max }) => {
    it('has the rule of the table', () => {
      expect(findDialCode(code)).toMatchObject({ minDigits: min, maxDigits: max })
    })

    it('accepts every length of the rule', () => {
      for (let length = min; length <= max; length++) expect(phoneError(code, digitsFor(code, length))).toBeUndefined()
    })

    it('refuses one digit fewer and one more, with the example', () => {
      expect(phoneError(code, digitsFor(code, min - 1))).toBe(invalid(code))
      expect(phoneError(code, digitsFor(code, max + 1))).toBe(invalid(code))
    })
  })
})

describe('France', () => {
  it('needs the leading 0', () => {
    expect(phoneError('+33', '0612345678')).toBeUndefined()
    expect(phoneError('+33', '6123456789')).toBe('Format invalide (ex: 06 12 34 56 78)')
    expect(phoneError('+33', '612345678')).toBe('Format invalide (ex: 06 12 34 56 78)')
  })
  it('is the only code that does', () => {
    expect(DIAL_CODES.filter((entry) => entry.leadingZero).map((entry) => entry.code)).toEqual(['+33'])
  })
})

describe('the dial codes', () => {
  it('are listed once each, France first and by default, Algeria second', () => {
    expect(new Set(DIAL_CODES.map((entry) => entry.code)).size).toBe(DIAL_CODES.length)
    expect(new Set(DIAL_CODES.map((entry) => entry.iso)).size).toBe(DIAL_CODES.length)
    expect(DEFAULT_DIAL_CODE).toBe('+33')
    expect(DIAL_CODES[0]?.code).toBe(DEFAULT_DIAL_CODE)
    expect(DIAL_CODES[1]).toMatchObject({ code: '+213', country: 'Algérie' })
  })

  it('list the countries outside the francophone head in French alphabetical order', () => {
    const rest = DIAL_CODES.slice(DIAL_CODES.findIndex((entry) => entry.code === '+27')).map((entry) => entry.country)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr')))
  })

  describe.each(DIAL_CODES.map((entry) => ({ ...entry })))('$code $country', (entry) => {
    it('has a valid example, written as the form formats it', () => {
      expect(entry.code).toMatch(/^\+\d{1,3}$/)
      expect(isDialCode(entry.code)).toBe(true)
      expect(phoneError(entry.code, entry.example)).toBeUndefined()
      expect(formatPhoneNumber(entry.code, entry.example)).toBe(entry.example)
    })
  })

  it('refuses codes it does not list', () => {
    expect(isDialCode('+999')).toBe(false)
    expect(isDialCode('33')).toBe(false)
    expect(isDialCode('')).toBe(false)
    expect(phoneError('+999', '0612345678')).toBe(UNKNOWN_DIAL_CODE_MESSAGE)
  })
})

describe('separators and characters', () => {
  it('strips spaces, dashes, dots and parentheses', () => {
    expect(stripPhoneSeparators(' (06) 12-34.56 78 ')).toBe('0612345678')
    expect(phoneError('+33', '06.12.34.56.78')).toBeUndefined()
    expect(phoneError('+33', '06-12-34-56-78')).toBeUndefined()
    expect(phoneError('+1', '(514) 555-0123')).toBeUndefined()
    expect(phoneError('+213', '0551 23 45 67')).toBeUndefined()
  })

  it('refuses letters, a plus sign and an empty number', () => {
    expect(phoneError('+33', '06 12 34 56 7a')).toBe(invalid('+33'))
    expect(phoneError('+33', '+33612345678')).toBe(invalid('+33'))
    expect(phoneError('+33', '')).toBe(invalid('+33'))
    expect(phoneError('+213', 'abcdefghij')).toBe(invalid('+213'))
  })
})

describe('formatPhoneNumber', () => {
  it.each([
    ['+33', '0', '0'],
    ['+33', '061', '06 1'],
    ['+33', '0612345678', '06 12 34 56 78'],
    ['+33', '06 12 34 56 789', '06 12 34 56 78'],
    ['+33', '06-12.34 5', '06 12 34 5'],
    ['+33', '06a1', '06 1'],
    ['+33', '+33 6 12 34 56 78', '06 12 34 56 78'],
    ['+33', '0033612345678', '06 12 34 56 78'],
    ['+213', '0551234567', '05 51 23 45 67'],
    ['+213', '551234567', '55 12 34 56 7'],
    ['+213', '+213 551 23 45 67', '55 12 34 56 7'],
    ['+1', '5', '(5'],
    ['+1', '514', '(514'],
    ['+1', '5145', '(514) 5'],
    ['+1', '514555', '(514) 555'],
    ['+1', '5145550', '(514) 555-0'],
    ['+1', '5145550123', '(514) 555-0123'],
    ['+1', '51455501239', '(514) 555-0123'],
    ['+49', '15123456789', '151 234 567 89'],
    ['+32', '470123456', '470 123 456'],
    ['+32', '', ''],
    ['+999', '1234567890123456', '123 456 789 012 345'],
  ])('%s "%s" → "%s"', (code, input, expected) => {
    expect(formatPhoneNumber(code, input)).toBe(expected)
  })

  it('never ends on a separator, so a backspace always deletes a digit', () => {
    for (const entry of DIAL_CODES) {
      for (let length = 1; length <= entry.maxDigits; length++) {
        expect(formatPhoneNumber(entry.code, '1234567890123456'.slice(0, length))).toMatch(/\d$/)
      }
    }
  })
})
