// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { reformat } from './reformat-phone'

/** A focused field holding `value` with the caret at `caret` (the end by default), as after a key press. */
function field(value: string, caret = value.length) {
  const input = document.createElement('input')
  document.body.append(input)
  input.value = value
  input.focus()
  input.setSelectionRange(caret, caret)
  return input
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('the phone field, formatted as one types', () => {
  it('groups French and Algerian numbers by two, the caret at the end', () => {
    const input = field('0612')
    reformat(input, '+33')
    expect(input.value).toBe('06 12')
    expect(input.selectionStart).toBe(5)

    const algerian = field('0551234567')
    reformat(algerian, '+213')
    expect(algerian.value).toBe('05 51 23 45 67')
  })

  it('writes North American numbers as (xxx) xxx-xxxx', () => {
    const input = field('5145550123')
    reformat(input, '+1')
    expect(input.value).toBe('(514) 555-0123')
    expect(input.selectionStart).toBe(input.value.length)
  })

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    // '06 12 34' with a 9 typed after '06 1' (caret after the 9).
    const input = field('06 192 34', 5)
    reformat(input, '+33')
    expect(input.value).toBe('06 19 23 4')
    // Four digits before the caret: 0, 6, 1, 9 → right after the 9.
    expect(input.value.slice(0, input.selectionStart ?? 0)).toBe('06 19')
  })

  it('keeps the caret after the same digit when one is deleted in the middle', () => {
    // '06 12 34 56' with the 2 deleted (caret where it was).
    const input = field('06 1 34 56', 4)
    reformat(input, '+33')
    expect(input.value).toBe('06 13 45 6')
    expect(input.value.slice(0, input.selectionStart ?? 0)).toBe('06 1')
  })

  it('drops separators and letters typed by hand', () => {
    const input = field('06-12.34 5a')
    reformat(input, '+33')
    expect(input.value).toBe('06 12 34 5')
  })

  it('leaves a field already in shape alone, and does not move the caret of a field without focus', () => {
    const input = field('06 12', 2)
    reformat(input, '+33')
    expect(input.value).toBe('06 12')
    expect(input.selectionStart).toBe(2)

    const other = field('0612')
    other.blur()
    reformat(other, '+33')
    expect(other.value).toBe('06 12')
  })
})
