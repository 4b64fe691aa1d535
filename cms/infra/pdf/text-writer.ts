/**
 * Every text of our documents goes through a TextWriter (issue 37). Left-to-right text without a
 * right-to-left letter is handed to pdfkit's `text` as before (same lines, same bytes: the French
 * documents do not change). Anything else — an Arabic name in a French receipt, or any text of an
 * Arabic document — is laid out here: lines broken at spaces, each line put in visual order by
 * Unicode's bidirectional algorithm (bidi-text.ts), Arabic runs drawn in Noto Sans Arabic (shaped
 * by fontkit; other right-to-left scripts in DejaVu Sans), the rest in the document's Latin font,
 * all on one baseline.
 */
import { type BaseDirection, hasRtl, layoutParagraph, type Line, type Piece, withoutBidiControls } from './bidi-text'
import type { PdfFonts } from './document-parts'
import { isWinAnsi, pdfText } from './pdf-text'
import { arabicFontFor, giveSharedGlyphsTheirCharacters, registerUnicodeFonts, UNICODE_FONTS } from './unicode-fonts'

export type Weight = 'regular' | 'bold' | 'italic'
export type Direction = 'ltr' | 'rtl'

/** A run of a paragraph with its own weight, colour or link (a bold term, then its text). */
export interface Span {
  text: string
  weight?: Weight
  color?: string
  link?: string
  underline?: boolean
}

export interface WriteOptions {
  weight?: Weight
  size: number
  color: string
  width?: number
  /** start and end follow the document's direction: start is the right in an Arabic document. */
  align?: 'left' | 'right' | 'center' | 'start' | 'end'
  lineGap?: number
  characterSpacing?: number
  lineBreak?: boolean
  link?: string
  underline?: boolean
  /** Plain path only: pdfkit's ellipsis on a cut line. */
  ellipsis?: boolean
  /** A paragraph's own direction; default: the document's for an Arabic document, else its first strong letter's. */
  direction?: BaseDirection
}

/**
 * Arabic letters are taller and deeper than Latin ones: lines holding them are spaced this much
 * (× the font size). Noto Sans Arabic's letters reach 0.98 above the baseline (alef with hamza)
 * and 0.46 below (yeh, noon, meem): 1.44 in all.
 */
const ARABIC_LINE_HEIGHT = 1.5
/** The baseline's depth in such a line (× the font size): Noto Sans Arabic's letters centred in it. */
const ARABIC_BASELINE = 1.02

type Style = { weight: Weight; color: string; link?: string; underline?: boolean }

interface PdfFontMetrics {
  ascender: number
}

export class TextWriter {
  /**
   * @param fonts the Latin faces (Helvetica for the French documents, DejaVu Sans for invoices and Arabic ones)
   * @param direction the document's: 'rtl' lays every paragraph out from the right, as Arabic reads
   */
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fonts: PdfFonts,
    readonly direction: Direction = 'ltr',
  ) {
    registerUnicodeFonts(doc)
  }

  /** pdfkit's standard fonts know WinAnsi only: their text goes through pdfText. */
  private get standard() {
    return this.fonts.regular === 'Helvetica'
  }

  get rtl() {
    return this.direction === 'rtl'
  }

  /** 'start'/'end' as 'left'/'right' in this document. */
  physicalAlign(align: WriteOptions['align']): 'left' | 'right' | 'center' {
    if (align === 'start' || align === undefined) return this.rtl ? 'right' : 'left'
    if (align === 'end') return this.rtl ? 'left' : 'right'
    return align
  }

  /** Draws `text` at (x, y) and leaves pdfkit's cursor under it, as `doc.text` does. Returns that y. */
  text(text: string | Span[], x: number, y: number, options: WriteOptions): number {
    const spans = typeof text === 'string' ? [{ text }] : text
    if (this.plain(spans)) {
      this.style(options.weight ?? 'regular', options.size, options.color)
      this.doc.text(this.prepare(spans[0]!.text), x, y, this.pdfkitOptions(options))
      return this.doc.y
    }
    return this.layout(spans, x, y, options, true)
  }

  /** The height `text` takes, as `doc.heightOfString`. */
  height(text: string | Span[], options: WriteOptions): number {
    const spans = typeof text === 'string' ? [{ text }] : text
    if (this.plain(spans)) {
      this.style(options.weight ?? 'regular', options.size, options.color)
      return this.doc.heightOfString(this.prepare(spans[0]!.text), this.pdfkitOptions(options))
    }
    const { x, y } = this.doc
    const height = this.layout(spans, x, y, options, false) - y
    this.doc.x = x
    this.doc.y = y
    return height
  }

  /** The width of `text` on one line. */
  width(text: string, options: WriteOptions): number {
    if (this.plain([{ text }])) {
      this.style(options.weight ?? 'regular', options.size, options.color)
      return this.doc.widthOfString(this.prepare(text), { characterSpacing: options.characterSpacing })
    }
    const lines = this.lines([{ text }], { ...options, lineBreak: false })
    return Math.max(0, ...lines.flat().map((line) => line.width))
  }

  /** The line height `text` gets at `size`, gap included (Arabic lines are taller). */
  lineHeight(options: Pick<WriteOptions, 'weight' | 'size'>, text = ''): number {
    this.doc.font(this.fonts[options.weight ?? 'regular']).fontSize(options.size)
    const latin = this.doc.currentLineHeight(true)
    return hasRtl(text) || this.rtl ? Math.max(latin, options.size * ARABIC_LINE_HEIGHT) : latin
  }

  private plain(spans: { text: string }[]) {
    return !this.rtl && spans.length === 1 && !hasRtl(spans[0]!.text)
  }

  private prepare(text: string) {
    const visible = withoutBidiControls(text)
    return this.standard ? pdfText(visible) : visible
  }

  private style(weight: Weight, size: number, color: string) {
    this.doc.font(this.fonts[weight]).fontSize(size).fillColor(color)
  }

  private pdfkitOptions(options: WriteOptions): PDFKit.Mixins.TextOptions {
    const { width, lineGap, characterSpacing, lineBreak, link, underline, ellipsis } = options
    const align = options.align === undefined ? undefined : this.physicalAlign(options.align)
    const all = { width, align, lineGap, characterSpacing, lineBreak, link, underline, ellipsis }
    return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)) as PDFKit.Mixins.TextOptions
  }

  /**
   * Right-to-left letters in Noto Sans Arabic (the site's Arabic font), whatever the document's
   * Latin font; letters it lacks (Hebrew…) in DejaVu Sans. Bold stays bold, italic is drawn upright.
   */
  private fontFor(style: Style, shaped: boolean, text: string): string {
    if (!shaped) return this.fonts[style.weight]
    const bold = style.weight === 'bold'
    return arabicFontFor(text, bold) ?? (bold ? UNICODE_FONTS.bold : UNICODE_FONTS.regular)
  }

  private measure(size: number, characterSpacing: number) {
    return (text: string, style: Style, shaped: boolean) => {
      this.doc.font(this.fontFor(style, shaped, text)).fontSize(size)
      return this.doc.widthOfString(this.pieceText(text, shaped), { characterSpacing: shaped ? 0 : characterSpacing })
    }
  }

  private pieceText(text: string, shaped: boolean) {
    return !shaped && this.standard && ![...text].every(isWinAnsi) ? pdfText(text) : text
  }

  private lines(spans: Span[], options: WriteOptions): Line<Style>[][] {
    const base: BaseDirection = this.rtl ? 'rtl' : 'auto'
    const width =
      options.lineBreak === false ? undefined : (options.width ?? this.doc.page.width - this.doc.x - this.doc.page.margins.right)
    const measure = this.measure(options.size, options.characterSpacing ?? 0)
    // Styles compared by identity: one object per span.
    const styled = spans.map((span) => ({
      text: span.text.normalize('NFC').replace(/\r/g, ''),
      style: {
        weight: span.weight ?? options.weight ?? 'regular',
        color: span.color ?? options.color,
        link: span.link ?? options.link,
        underline: span.underline ?? options.underline,
      } satisfies Style,
    }))
    // Paragraphs: split every span at its line breaks.
    const paragraphs: { text: string; style: Style }[][] = [[]]
    for (const span of styled) {
      span.text.split('\n').forEach((part, index) => {
        if (index > 0) paragraphs.push([])
        if (part) paragraphs.at(-1)!.push({ text: part, style: span.style })
      })
    }
    // In an Arabic document a paragraph without an Arabic letter is data (an email, an address, an amount):
    // left to right, as a browser lays out dir="auto" text, aligned as asked.
    const baseOf = (runs: { text: string }[]): BaseDirection =>
      options.direction ?? (this.rtl && !runs.some((run) => hasRtl(run.text)) ? 'ltr' : base)
    return paragraphs.map((runs) => layoutParagraph(runs, baseOf(runs), width, measure))
  }

  private layout(spans: Span[], x: number, y: number, options: WriteOptions, draw: boolean): number {
    const { doc } = this
    const size = options.size
    const allText = spans.map((span) => span.text).join('')
    const lineHeight = this.lineHeight(options, allText)
    const baselineOffset = size * ARABIC_BASELINE + (lineHeight - size * ARABIC_LINE_HEIGHT) / 2
    const lineGap = options.lineGap ?? 0
    const boxWidth = options.width ?? (options.lineBreak === false ? undefined : doc.page.width - x - doc.page.margins.right)
    const align = this.physicalAlign(options.align)
    let top = y
    for (const paragraph of this.lines(spans, options)) {
      for (const line of paragraph) {
        // Measuring (height) does not turn the page: the height is the text's own, wherever it will go.
        if (
          draw &&
          options.lineBreak !== false &&
          top + lineHeight > doc.page.height - doc.page.margins.bottom &&
          top > doc.page.margins.top
        ) {
          doc.addPage()
          top = doc.page.margins.top
        }
        if (draw) this.drawLine(line, this.lineStart(line, x, boxWidth, align), top + baselineOffset, size, options.characterSpacing ?? 0)
        top += lineHeight + lineGap
      }
    }
    doc.x = x
    doc.y = top
    return top
  }

  private lineStart(line: Line<Style>, x: number, boxWidth: number | undefined, align: 'left' | 'right' | 'center') {
    if (boxWidth === undefined || align === 'left') return x
    return align === 'right' ? x + boxWidth - line.width : x + (boxWidth - line.width) / 2
  }

  private ascender(): number {
    return (this.doc as unknown as { _font: PdfFontMetrics })._font.ascender / 1000
  }

  private drawLine(line: Line<Style>, x: number, baseline: number, size: number, characterSpacing: number) {
    let left = x
    for (const piece of line.pieces) {
      if (piece.text.trim() !== '') this.drawPiece(piece, left, baseline, size, characterSpacing)
      left += piece.width
    }
  }

  private drawPiece(piece: Piece<Style>, x: number, baseline: number, size: number, characterSpacing: number) {
    const { doc } = this
    const { style, shaped } = piece
    doc
      .font(this.fontFor(style, shaped, piece.text))
      .fontSize(size)
      .fillColor(style.color)
    if (shaped) giveSharedGlyphsTheirCharacters(doc)
    // pdfkit puts the baseline at y + the font's ascender: each font's own, so Arabic and Latin runs share one.
    doc.text(this.pieceText(piece.text, shaped), x, baseline - this.ascender() * size, {
      lineBreak: false,
      characterSpacing: shaped ? 0 : characterSpacing,
      ...(style.link ? { link: style.link } : {}),
      ...(style.underline ? { underline: true } : {}),
    })
  }
}
