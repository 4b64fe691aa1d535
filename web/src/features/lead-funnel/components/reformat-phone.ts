import { formatPhoneNumber } from '@/contract/phone'

/**
 * Rewrites the number in the field as typed ('0612' → '06 12', contract/phone.ts) and puts the
 * caret back after the same digit, so editing in the middle of the number works.
 */
export function reformat(input: HTMLInputElement, dialCode: string) {
  const caret = input.selectionStart ?? input.value.length
  const digitsBeforeCaret = input.value.slice(0, caret).replace(/\D/g, '').length
  const formatted = formatPhoneNumber(dialCode, input.value)
  if (formatted === input.value) return
  input.value = formatted
  if (input.ownerDocument.activeElement !== input) return
  let position = 0
  for (let seen = 0; position < formatted.length && seen < digitsBeforeCaret; position++) {
    if (/\d/.test(formatted.charAt(position))) seen++
  }
  input.setSelectionRange(position, position)
}
