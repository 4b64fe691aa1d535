/**
 * Bidirectional text for pdfkit (issue 37). pdfkit draws a string left to right, and fontkit,
 * inside it, shapes a run of Arabic letters and reverses its glyphs, but nothing reorders the
 * words of a right-to-left phrase, nor an Arabic name inside a French line, nor the numbers and
 * Latin words inside an Arabic one. Unicode's bidirectional algorithm (UAX #9, bidi-js) does:
 * embedding levels for the paragraph, then for each line the visual order of its characters
 * (rules L1–L2) and the mirrored brackets (L4).
 *
 * This module lays a paragraph out in lines of "pieces", each drawn by one pdfkit call, from left
 * to right: a piece of right-to-left letters (Arabic…) is kept in typed order, since fontkit shapes
 * it (joining forms, ligatures) and reverses it itself; any other piece is already in visual order.
 * The caller (text-writer.ts) chooses the fonts and measures.
 */
import bidiFactory from 'bidi-js'

const bidi = bidiFactory()

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…, their presentation forms) and the joiners inside them. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u
const SHAPED = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200c\u200d]/u
/** Marks that steer the algorithm (LRM, RLM, ALM, embeddings, isolates): read, never drawn. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'gu')

/** True when the text holds a right-to-left letter: only then does it need this module. */
export function hasRtl(text: string): boolean {
  return RTL_LETTER.test(text)
}

/** The text without its bidi controls (for the plain path, where pdfkit would draw them as boxes). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}

export type BaseDirection = 'ltr' | 'rtl' | 'auto'

/** One run of a paragraph with its own style (bold, colour, link): what the caller measures and draws. */
export interface StyledRun<Style> {
  text: string
  style: Style
}

/** A piece of a laid-out line, in drawing order (left to right). */
export interface Piece<Style> {
  /** In typed order when `shaped` (fontkit reverses it), else in visual order. */
  text: string
  style: Style
  /** Letters of a right-to-left script: a font that has them, shaped by fontkit. */
  shaped: boolean
  width: number
}

export interface Line<Style> {
  pieces: Piece<Style>[]
  width: number
}

/** Width of `text` in `style` (shaped: a right-to-left run in typed order). */
export type Measure<Style> = (text: string, style: Style, shaped: boolean) => number

/** The paragraph's resolved direction (its base level): given, or from its first strong letter (UAX #9 P2–P3). */
export function paragraphDirection(text: string, base: BaseDirection): 'ltr' | 'rtl' {
  if (base !== 'auto') return base
  const { paragraphs } = bidi.getEmbeddingLevels(text)
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr'
}

/**
 * Lays out one paragraph (no line break inside) in lines no wider than `maxWidth` (none: one
 * line), breaking at spaces, or inside a word longer than a whole line.
 */
export function layoutParagraph<Style>(
  runs: StyledRun<Style>[],
  base: BaseDirection,
  maxWidth: number | undefined,
  measure: Measure<Style>,
): Line<Style>[] {
  const text = runs.map((run) => run.text).join('')
  if (text === '') return [{ pieces: [], width: 0 }]
  const styleAt: Style[] = []
  for (const run of runs) for (let i = 0; i < run.text.length; i++) styleAt.push(run.style)
  const embedding = bidi.getEmbeddingLevels(text, base === 'auto' ? undefined : base)

  /** Width of text[start, end) as typed (additive: each script and style run measured alone). */
  const logicalWidth = (start: number, end: number) => {
    let width = 0
    let from = start
    for (let i = start + 1; i <= end; i++) {
      if (i === end || styleAt[i] !== styleAt[from] || SHAPED.test(text[i]!) !== SHAPED.test(text[from]!)) {
        const chunk = withoutBidiControls(text.slice(from, i))
        if (chunk) width += measure(chunk, styleAt[from]!, SHAPED.test(text[from]!))
        from = i
      }
    }
    return width
  }

  // Words: what lies between spaces, each with the spaces that follow it.
  const words: { start: number; end: number; spaceEnd: number }[] = []
  for (const match of text.matchAll(/([^ ]*)( *)/g)) {
    if (match[0] === '') continue
    const start = match.index
    words.push({ start, end: start + match[1]!.length, spaceEnd: start + match[0].length })
  }

  // Greedy filling; a word wider than a line is cut where it overflows.
  const lineRanges: [number, number][] = []
  let lineStart = words[0]?.start ?? 0
  let lineEnd = lineStart
  let width = 0
  for (const word of words) {
    const wordWidth = logicalWidth(word.start, word.end)
    const spaceWidth = logicalWidth(word.end, word.spaceEnd)
    if (maxWidth !== undefined && lineEnd > lineStart && width + wordWidth > maxWidth) {
      lineRanges.push([lineStart, lineEnd])
      lineStart = word.start
      width = 0
    }
    if (maxWidth !== undefined && wordWidth > maxWidth) {
      let from = word.start
      for (let i = word.start + 1; i <= word.end; i++) {
        if (i < word.end && logicalWidth(from, i + 1) <= maxWidth) continue
        if (i === word.end) break
        lineRanges.push([from, i])
        from = i
      }
      lineStart = from
      width = logicalWidth(from, word.end)
    } else {
      width += wordWidth
    }
    lineEnd = word.end
    width += spaceWidth
  }
  lineRanges.push([lineStart, lineEnd])

  return lineRanges.map(([start, end]) => visualLine(text, embedding, styleAt, start, end, measure))
}

function visualLine<Style>(
  text: string,
  embedding: ReturnType<typeof bidi.getEmbeddingLevels>,
  styleAt: Style[],
  start: number,
  end: number,
  measure: Measure<Style>,
): Line<Style> {
  if (end <= start) return { pieces: [], width: 0 }
  const order = Array.from({ length: end - start }, (_, i) => start + i)
  for (const [from, to] of bidi.getReorderSegments(text, embedding, start, end - 1)) {
    const reversed = order.slice(from - start, to - start + 1).reverse()
    order.splice(from - start, reversed.length, ...reversed)
  }
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels, start, end - 1)

  const pieces: Piece<Style>[] = []
  let current: { indices: number[]; shaped: boolean; style: Style } | null = null
  const close = () => {
    if (!current) return
    const { indices, shaped, style } = current
    // A shaped run is handed over in typed order: its indices run downwards in visual order.
    const pieceText = shaped ? text.slice(indices.at(-1)!, indices[0]! + 1) : indices.map((i) => mirrored.get(i) ?? text[i]).join('')
    pieces.push({ text: pieceText, style, shaped, width: measure(pieceText, style, shaped) })
    current = null
  }
  for (const index of order) {
    const char = text[index]!
    if (BIDI_CONTROL.test(char)) continue
    const shaped = SHAPED.test(char) && embedding.levels[index]! % 2 === 1
    const style = styleAt[index]!
    const follows =
      current !== null && current.shaped === shaped && current.style === style && (!shaped || current.indices.at(-1) === index + 1)
    if (!follows) {
      close()
      current = { indices: [], shaped, style }
    }
    current!.indices.push(index)
  }
  close()
  return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) }
}
