import { describe, expect, it } from 'vitest'
import { visualLine } from './bidi-text'

const NBSP = '\u00a0'

describe('visualLine', () => {
  it('leaves left-to-right text as it is', () => {
    expect(visualLine('Hélène Œuvre, SARL « Nour »')).toBe('Hélène Œuvre, SARL « Nour »')
  })

  it('keeps an Arabic phrase whole, in typed order, for fontkit to reverse as one run', () => {
    expect(visualLine('محمد بن علي')).toBe(`محمد${NBSP}بن${NBSP}علي`)
  })

  it('keeps an Arabic run in its place inside a French line', () => {
    expect(visualLine('Client : محمد بن علي')).toBe(`Client : محمد${NBSP}بن${NBSP}علي`)
    expect(visualLine('Karim محمد SARL')).toBe(`Karim ${NBSP}محمد SARL`)
  })

  it('lays an Arabic line from the right: its numbers and Latin words come first on the left', () => {
    expect(visualLine('12 شارع ديدوش مراد')).toBe(`${NBSP}شارع${NBSP}ديدوش${NBSP}مراد 12`)
    expect(visualLine('شركة النور - SARL El Nour')).toBe(`SARL El Nour شركة${NBSP}النور${NBSP}-`)
  })
})
