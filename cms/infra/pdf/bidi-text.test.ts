import { describe, expect, it } from 'vitest'
import { type BaseDirection, layoutParagraph, paragraphDirection } from './bidi-text'

/** Each line as drawn, left to right: a shaped piece (typed order, fontkit reverses it) in [brackets]. */
function drawn(text: string, base: BaseDirection = 'auto', maxWidth?: number): string[] {
  const lines = layoutParagraph([{ text, style: 'regular' }], base, maxWidth, (piece) => piece.length)
  return lines.map((line) => line.pieces.map((piece) => (piece.shaped ? `[${piece.text}]` : piece.text)).join(''))
}

describe('layoutParagraph', () => {
  it('leaves left-to-right text as it is: one piece', () => {
    expect(drawn('Hélène Œuvre, SARL « Nour »')).toEqual(['Hélène Œuvre, SARL « Nour »'])
  })

  it('lays an Arabic phrase from the right: its last word first, each word in typed order for fontkit', () => {
    expect(drawn('كريم بن علي')).toEqual(['[علي] [بن] [كريم]'])
  })

  it('keeps an Arabic name in its place inside a French line', () => {
    expect(drawn('Client : محمد بن علي, SARL')).toEqual(['Client : [علي] [بن] [محمد], SARL'])
  })

  it('puts the numbers and Latin words of an Arabic line in their visual places, brackets mirrored', () => {
    expect(drawn('12 شارع ديدوش مراد')).toEqual(['[مراد] [ديدوش] [شارع] 12'])
    expect(drawn('شركة النور (SARL El Nour)')).toEqual(['(SARL El Nour) [النور] [شركة]'])
  })

  it('keeps an isolated phone number, email or amount left to right and draws no control character', () => {
    expect(drawn('الهاتف: \u2068+213 555 12 34 56\u2069', 'rtl')).toEqual(['+213 555 12 34 56 :[الهاتف]'])
    expect(drawn('المبلغ: \u2068997,00 €\u2069', 'rtl')).toEqual(['997,00 € :[المبلغ]'])
  })

  it('lays a Latin-only line of an Arabic document from the right, as one run', () => {
    expect(drawn('amina.benali@example.dz', 'rtl')).toEqual(['amina.benali@example.dz'])
  })

  it('breaks lines at spaces in typed order, then orders each line', () => {
    expect(drawn('واحد اثنان ثلاثة أربعة', 'rtl', 12)).toEqual(['[اثنان] [واحد]', '[أربعة] [ثلاثة]'])
  })

  it('cuts a word longer than a line', () => {
    expect(drawn('https://example.com/a/very/long/path', 'ltr', 12)).toEqual(['https://exam', 'ple.com/a/ve', 'ry/long/path'])
  })

  it('tells a paragraph’s direction from its first strong letter', () => {
    expect(paragraphDirection('« كريم » Karim', 'auto')).toBe('rtl')
    expect(paragraphDirection('Karim كريم', 'auto')).toBe('ltr')
    expect(paragraphDirection('Karim', 'rtl')).toBe('rtl')
  })
})
