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

export const UNICODE_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const

type Face = keyof typeof UNICODE_FONTS

const FILES: Record<Face, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
}

let files: Record<Face, Buffer> | null = null

/**
 * The font files, read once per process (about 1.5 MB): every document embeds only the glyphs it
 * uses. Found beside the package's manifest: a literal specifier, so Payload's admin build
 * (Next), which sees this module through payload.config.ts, resolves one JSON file instead of
 * trying to bundle every font the package ships.
 */
function fontFiles(): Record<Face, Buffer> {
  if (!files) {
    const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
    files = {
      regular: readFileSync(path.join(folder, FILES.regular)),
      bold: readFileSync(path.join(folder, FILES.bold)),
      italic: readFileSync(path.join(folder, FILES.italic)),
    }
  }
  return files
}

export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  const bytes = fontFiles()
  for (const face of Object.keys(UNICODE_FONTS) as Face[]) doc.registerFont(UNICODE_FONTS[face], bytes[face])
}
