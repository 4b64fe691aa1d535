/**
 * DejaVu Sans, embedded (subset) in documents that print what people typed: names and
 * addresses in any Latin script or in Arabic. The standard fonts (Helvetica) only know
 * WinAnsi; DejaVu Sans has Latin, Greek, Cyrillic and Arabic with its shaping tables, which
 * fontkit (inside pdfkit) applies. Its oblique face has no Arabic: italics are for our own
 * French text only.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { create, type Font } from 'fontkit'

export const UNICODE_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const

type Face = keyof typeof UNICODE_FONTS

const FILES: Record<Face, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
}

let fonts: Record<Face, Font> | null = null

/**
 * The fonts, read and opened once per process (about 1.5 MB): every document embeds only the
 * glyphs it uses. Opened with fontkit here, not by pdfkit from the bytes for each document:
 * decoding the tables (cmap, shaping lookups) was most of an invoice's 40 to 70 ms; pdfkit takes
 * a fontkit font as it is, and each document still makes its own subset. Found beside the
 * package's manifest: a literal specifier, so Payload's admin build (Next), which sees this
 * module through payload.config.ts, resolves one JSON file instead of trying to bundle every
 * font the package ships.
 */
function openFonts(): Record<Face, Font> {
  if (!fonts) {
    const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
    const open = (face: Face) => create(readFileSync(path.join(folder, FILES[face]))) as Font
    fonts = { regular: open('regular'), bold: open('bold'), italic: open('italic') }
  }
  return fonts
}

export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  const opened = openFonts()
  // pdfkit's types name only paths and bytes; it takes a fontkit font too (PDFFontFactory.open).
  for (const face of Object.keys(UNICODE_FONTS) as Face[]) doc.registerFont(UNICODE_FONTS[face], opened[face] as unknown as Buffer)
}
