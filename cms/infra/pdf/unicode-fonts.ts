/**
 * DejaVu Sans, embedded (subset) in documents that print what people typed: names and
 * addresses in any Latin script or in Arabic. The standard fonts (Helvetica) only know
 * WinAnsi; DejaVu Sans has Latin, Greek, Cyrillic and Arabic with its shaping tables, which
 * fontkit (inside pdfkit) applies. Its oblique face has no Arabic: italics are for our own
 * French text only.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export const UNICODE_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const

type Face = keyof typeof UNICODE_FONTS

const FILES: Record<Face, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
}

const require = createRequire(import.meta.url)
let files: Record<Face, Buffer> | null = null

/** The font files, read once per process (about 1.5 MB): every document embeds only the glyphs it uses. */
function fontFiles(): Record<Face, Buffer> {
  files ??= {
    regular: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES.regular}`)),
    bold: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES.bold}`)),
    italic: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${FILES.italic}`)),
  }
  return files
}

export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  const bytes = fontFiles()
  for (const face of Object.keys(UNICODE_FONTS) as Face[]) doc.registerFont(UNICODE_FONTS[face], bytes[face])
}
