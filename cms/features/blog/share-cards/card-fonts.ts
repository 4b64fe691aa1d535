/**
 * The cards' fonts: DejaVu Sans (regular and bold), shipped by the `dejavu-fonts-ttf` package the
 * PDFs already use. satori draws the text as paths with them, so the server needs no system font.
 * Read once per process (about 1.4 MB), on the first card.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

export interface CardFont {
  name: string
  data: Buffer
  weight: 400 | 700
  style: 'normal'
}

export const CARD_FONT_FAMILY = 'DejaVu Sans'

let fonts: Promise<CardFont[]> | undefined

export function cardFonts(): Promise<CardFont[]> {
  fonts ??= (async () => {
    // A literal specifier beside the package's manifest, as cms/infra/pdf/unicode-fonts.ts does.
    const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
    const [regular, bold] = await Promise.all([
      readFile(path.join(folder, 'DejaVuSans.ttf')),
      readFile(path.join(folder, 'DejaVuSans-Bold.ttf')),
    ])
    return [
      { name: CARD_FONT_FAMILY, data: regular, weight: 400, style: 'normal' },
      { name: CARD_FONT_FAMILY, data: bold, weight: 700, style: 'normal' },
    ]
  })()
  fonts.catch(() => (fonts = undefined))
  return fonts
}
