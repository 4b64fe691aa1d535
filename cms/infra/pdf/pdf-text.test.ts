import { describe, expect, it } from 'vitest'
import { frenchSpacing, isWinAnsi, pdfText, typeset } from './pdf-text'

describe('pdfText', () => {
  it('keeps what standard fonts draw: French letters, œ, ’, « », €, no-break space', () => {
    const french = 'Œuvre, cœur, l’été à Alger : « ça » coûte 997,00\u00a0€ — voilà…'
    expect(pdfText(french)).toBe(french)
    for (const char of french) expect(isWinAnsi(char), char).toBe(true)
  })

  it('replaces what they cannot draw: narrow spaces, other scripts, rare letters', () => {
    expect(pdfText('150\u202f000,00\u00a0DA')).toBe('150\u00a0000,00\u00a0DA')
    expect(pdfText('Ahmet Yılmaz, Łódź, Nguyễn, Ǆ')).toBe('Ahmet Yilmaz, Lódz, Nguyen, ?')
    expect(pdfText('محمد')).toBe('????')
    expect(pdfText('a\tb\u2011c')).toBe('a b-c')
    expect([...pdfText('Ω ≤ 5 → ✓')].every(isWinAnsi)).toBe(true)
  })

  it('never lets through C1 control characters, which WinAnsi would show as other glyphs', () => {
    expect(isWinAnsi('\u0080')).toBe(false)
    expect(pdfText('a\u0085b')).toBe('a?b')
  })
})

describe('typeset', () => {
  it('puts no-break spaces in French places and curls apostrophes', () => {
    expect(frenchSpacing('Attention : « oui » ; non ! Vraiment ?')).toBe(
      'Attention\u00a0: «\u00a0oui\u00a0»\u00a0; non\u00a0! Vraiment\u00a0?',
    )
    expect(typeset("l'agence : https://x.example")).toBe('l’agence\u00a0: https://x.example')
  })
})
