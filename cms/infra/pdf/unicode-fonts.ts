/**
 * DejaVu Sans, embedded (subset) in documents that print what people typed: names and
 * addresses in any Latin script. The standard fonts (Helvetica) only know WinAnsi; DejaVu Sans
 * has Latin, Greek and Cyrillic. Arabic runs are drawn in Noto Sans Arabic, the site's Arabic
 * font (regular and bold, from the `@fontsource/noto-sans-arabic` package the web app uses:
 * its Arabic subset, WOFF, which fontkit reads and pdfkit embeds as a TrueType subset), shaped
 * by fontkit (inside pdfkit). DejaVu's Arabic reads oddly to Arabic readers (its bold medial heh
 * is knotted: « الفهرس » looks like « الفەرس »). Neither has an Arabic italic: italics are for our
 * own French text only.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { create, type Font, type Glyph } from 'fontkit'
import { LRUCache } from 'lru-cache'

export const UNICODE_FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const

/** The faces Arabic-script runs are drawn in (an italic Arabic run is drawn upright). */
export const ARABIC_FONTS = { regular: 'NotoSansArabic-Regular', bold: 'NotoSansArabic-Bold' } as const

type Face = keyof typeof UNICODE_FONTS
type ArabicFace = keyof typeof ARABIC_FONTS

const FILES: Record<Face, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
}

const ARABIC_FILES: Record<ArabicFace, string> = {
  regular: 'noto-sans-arabic-arabic-400-normal.woff',
  bold: 'noto-sans-arabic-arabic-700-normal.woff',
}

let fonts: Record<Face, Font> | null = null
let arabicFonts: Record<ArabicFace, Font> | null = null

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

/** Noto Sans Arabic (two WOFF files of 80 KB), opened once per process as DejaVu Sans is, found the same way. */
function openArabicFonts(): Record<ArabicFace, Font> {
  if (!arabicFonts) {
    const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/package.json')), 'files')
    const open = (face: ArabicFace) =>
      withGlyphsPerCharacters(create(woffToTrueType(readFileSync(path.join(folder, ARABIC_FILES[face])))) as Font)
    arabicFonts = { regular: open('regular'), bold: open('bold') }
  }
  return arabicFonts
}

/**
 * The TrueType font a WOFF file packs (its tables inflated, in the same order). fontkit reads WOFF
 * too, but inflates a table again each time it reads it — the glyph table once per glyph drawn,
 * ten times the Arabic guide's drawing time.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font')
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at)) as [
      number,
      number,
      number,
      number,
      number,
    ]
    const stored = woff.subarray(offset, offset + compressed)
    return { tag, checksum, data: compressed < length ? inflateSync(stored) : stored }
  })
  const power = 2 ** Math.floor(Math.log2(count))
  const header = Buffer.alloc(12 + count * 16)
  header.writeUInt32BE(woff.readUInt32BE(4), 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16
    header.writeUInt32BE(tag, record)
    header.writeUInt32BE(checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4)
    data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

/**
 * fontkit keeps one glyph object per glyph, holding the characters of its first use, and hands it
 * back after shaping whatever it was drawn for: with Noto Sans Arabic's shared skeletons (see
 * giveSharedGlyphsTheirCharacters) a ي drawn after a ت would claim to be a ت. Here a glyph asked
 * for other characters comes as a view of it holding its own (one per glyph and characters).
 */
function withGlyphsPerCharacters(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font)
  const views = new Map<string, Glyph>()
  font.getGlyph = (id: number, codePoints?: number[]) => {
    const glyph = getGlyph(id, codePoints)
    if (!codePoints || glyph.codePoints.join(',') === codePoints.join(',')) return glyph
    const key = `${id}:${codePoints.join(',')}`
    let view = views.get(key)
    if (!view) views.set(key, (view = Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph))
    return view
  }
  return font
}

/**
 * The Noto Sans Arabic face for a right-to-left run, or null when the run holds a letter it
 * lacks (Hebrew, Syriac…: DejaVu Sans draws those, as before).
 */
export function arabicFontFor(text: string, bold: boolean): string | null {
  const font = openArabicFonts()[bold ? 'bold' : 'regular']
  for (const char of text) if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) return null
  return ARABIC_FONTS[bold ? 'bold' : 'regular']
}

export function registerUnicodeFonts(doc: PDFKit.PDFDocument): void {
  const opened = openFonts()
  const arabic = openArabicFonts()
  // pdfkit's types name only paths and bytes; it takes a fontkit font too (PDFFontFactory.open).
  for (const face of Object.keys(UNICODE_FONTS) as Face[]) doc.registerFont(UNICODE_FONTS[face], opened[face] as unknown as Buffer)
  for (const face of Object.keys(ARABIC_FONTS) as ArabicFace[]) doc.registerFont(ARABIC_FONTS[face], arabic[face] as unknown as Buffer)
  shareShapedWords(doc)
}

/** The parts of pdfkit's EmbeddedFont (0.20) that giveSharedGlyphsTheirCharacters and shareShapedWords replace. */
interface EmbeddedFont {
  font: Font
  scale: number
  widths: number[]
  unicode: number[][]
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number }
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] }
  layoutRun(text: string): ShapedRun
  layoutCached(text: string): ShapedRun
  encode(text: string, features?: unknown): [string[], unknown[]]
}

/** A word as fontkit shaped it and pdfkit scaled it (glyphs, positions, width): read, never changed, by pdfkit. */
type ShapedRun = { advanceWidth: number }

/** Words kept per font: the documents' own words, plus names and addresses, about 1 KB each at most. */
const SHAPED_WORDS_MAX = 4000
const shapedWords = new WeakMap<Font, LRUCache<string, ShapedRun>>()

/**
 * pdfkit shapes each word once per document (its layout cache lives on the document's font);
 * shaping with DejaVu Sans's tables was about a fifth of an invoice's 20 ms. The fonts are opened
 * once per process, so a word's shape is the same in every document: here the document's fonts,
 * as it opens them, share one cache per font, the least recently used words dropped past SHAPED_WORDS_MAX.
 * Each document still makes its own subset from the glyphs it draws (pdfkit's encode). A document
 * made with pdfkit's `fontLayoutCache: false` keeps pdfkit's own way: no cache at all.
 */
function shareShapedWords(doc: PDFKit.PDFDocument): void {
  if ((doc as unknown as { options: { fontLayoutCache?: boolean } }).options.fontLayoutCache === false) return
  const ours = new Set<Font>([...Object.values(openFonts()), ...Object.values(openArabicFonts())])
  const state = doc as unknown as { _font?: EmbeddedFont; font: (...args: unknown[]) => PDFKit.PDFDocument }
  const open = state.font.bind(doc)
  const shared = new WeakSet<EmbeddedFont>()
  state.font = (...args: unknown[]) => {
    open(...args)
    const current = state._font
    if (current && !shared.has(current) && ours.has(current.font)) {
      shared.add(current)
      let words = shapedWords.get(current.font)
      if (!words) shapedWords.set(current.font, (words = new LRUCache({ max: SHAPED_WORDS_MAX })))
      const cache = words
      current.layoutCached = function (text: string) {
        let run = cache.get(text)
        if (run === undefined) cache.set(text, (run = this.layoutRun(text)))
        return run
      }
    }
    return doc
  }
}

const separated = new WeakSet<EmbeddedFont>()

/**
 * Noto Sans Arabic draws many letters as a shared skeleton plus dots: ب, ت, ث, ن and ي begin with
 * one glyph. pdfkit maps each glyph of a subset back to the characters of its first use (the
 * ToUnicode map text extractors, copying and screen readers read), so every later ت would read
 * back as the first ب. Here the current font, when it is Noto Sans Arabic, gives each glyph a
 * character code per characters it draws: a skeleton drawn for ب and for ت becomes two codes of
 * the subset (the glyph copied, a few dozen bytes), each mapped to its own letter; the dots map
 * to nothing. pdfkit's own encode, with the glyph's first use as key instead of the glyph alone.
 */
export function giveSharedGlyphsTheirCharacters(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font: EmbeddedFont })._font
  if (separated.has(font) || !Object.values(openArabicFonts()).includes(font.font)) return
  separated.add(font)
  const codes = new Map<string, number>()
  font.encode = function (text, features) {
    const { glyphs, positions } = this.layout(text, features)
    const encoded = glyphs.map((glyph) => {
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`
      let code = codes.get(key)
      if (code === undefined) {
        const first = this.subset.mapping[glyph.id]
        code =
          first === undefined || this.unicode[first] === undefined
            ? this.subset.includeGlyph(glyph.id)
            : this.subset.glyphs.push(glyph.id) - 1
        codes.set(key, code)
        this.widths[code] = glyph.advanceWidth * this.scale
        this.unicode[code] = glyph.codePoints
      }
      return `0000${code.toString(16)}`.slice(-4)
    })
    return [encoded, positions]
  }
}
