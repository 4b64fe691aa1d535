/** WCAG contrast for badges drawn in a category's or tag's own colour (any colour staff pick). */

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1, 7), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

export const DARK_TEXT = '#0f172a'
export const LIGHT_TEXT = '#ffffff'

/** White or dark text, whichever reads better on `background` (#RRGGBB; anything else gets dark text on grey). */
export function readableTextOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return DARK_TEXT
  const bg = luminance(background)
  return ratio(bg, luminance(LIGHT_TEXT)) >= ratio(bg, luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT
}

/** The colour itself when it is a valid hex, else a neutral grey. */
export const safeColour = (value: string | null | undefined, fallback = '#e2e8f0') =>
  value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback
