/**
 * The parts every business document of ours is drawn with (the receipt, the invoice and the
 * credit note): a header, a strip of facts, seller and buyer, the lines, the total, a status
 * panel and the legal footer. One look for all of them, mirrored in an Arabic document (issue 37):
 * what sits at the left of a French page sits at the right of an Arabic one. Each document
 * chooses its words; the frame's TextWriter draws them (text-writer.ts).
 */
import { inFooterArea, PDF_COLORS as C } from './pdf-document'
import { type Direction, TextWriter } from './text-writer'

export interface PdfFonts {
  regular: string
  bold: string
  italic: string
}

/** A page's frame: the document, its writer and the text column. */
export interface PdfFrame {
  doc: PDFKit.PDFDocument
  writer: TextWriter
  margin: number
  left: number
  width: number
  right: number
  /** The x of a box `width` wide that starts `offset` from the column's reading start (its right in Arabic). */
  x: (offset: number, width: number) => number
}

export function pdfFrame(doc: PDFKit.PDFDocument, fonts: PdfFonts, margin: number, direction: Direction = 'ltr'): PdfFrame {
  const width = doc.page.width - 2 * margin
  const left = margin
  const right = margin + width
  return {
    doc,
    writer: new TextWriter(doc, fonts, direction),
    margin,
    left,
    width,
    right,
    x: (offset, boxWidth) => (direction === 'rtl' ? right - offset - boxWidth : left + offset),
  }
}

/** The band at the top, who issues the document (start), what it is and its reference (end). Returns the y for the facts. */
export function drawHeader(frame: PdfFrame, header: { issuer: string; title: string; reference: string }): number {
  const { doc, writer: w, margin, width } = frame
  doc.rect(0, 0, doc.page.width, 8).fill(C.primary)
  w.text(header.issuer, frame.x(0, width / 2 - 12), margin, { weight: 'bold', size: 15, color: C.primary, width: width / 2 - 12 })
  w.text(header.title, frame.x(width / 2, width / 2), margin - 4, {
    weight: 'bold',
    size: 22,
    color: C.text,
    width: width / 2,
    align: 'end',
  })
  w.text(header.reference, frame.x(width / 2, width / 2), doc.y + 2, { size: 10.5, color: C.muted, width: width / 2, align: 'end' })
  return margin + 62
}

/** A tinted strip of labelled facts (number, dates, order), side by side. Returns the y below it. */
export function drawFacts(frame: PdfFrame, y: number, facts: [label: string, value: string][]): number {
  const { doc, writer: w, left, width } = frame
  const factWidth = width / facts.length
  doc.roundedRect(left, y, width, 46, 6).fill(C.zebra)
  facts.forEach(([label, value], index) => {
    const x = frame.x(12 + index * factWidth, factWidth - 16)
    w.text(label.toUpperCase(), x, y + 10, { size: 7.5, color: C.muted, width: factWidth - 16, characterSpacing: 0.4 })
    w.text(value, x, y + 24, { weight: 'bold', size: 10, color: C.text, width: factWidth - 16 })
  })
  return y + 46 + 24
}

export interface PdfParty {
  heading: string
  name: string
  rows: string[]
}

/** Seller and buyer in two columns. Returns the y below the longer one. */
export function drawParties(frame: PdfFrame, y: number, parties: [PdfParty, PdfParty]): number {
  const { doc, writer: w, width } = frame
  const columnWidth = width / 2 - 12
  const bottoms = parties.map((party, index) => {
    const x = frame.x(index * (width / 2 + 12), columnWidth)
    w.text(party.heading.toUpperCase(), x, y, { weight: 'bold', size: 8.5, color: C.primary, width: columnWidth, characterSpacing: 0.8 })
    w.text(party.name, x, doc.y + 5, { weight: 'bold', size: 11, color: C.text, width: columnWidth })
    for (const row of party.rows) w.text(row, x, doc.y + 2, { size: 9.5, color: C.text, width: columnWidth, lineGap: 1 })
    return doc.y
  })
  return Math.max(...bottoms) + 26
}

/** The lines' table: the first column takes what the others (end-aligned, fixed widths) leave. */
export function drawLines(frame: PdfFrame, y: number, table: { headings: string[]; widths: number[]; rows: string[][] }): number {
  const { doc, writer: w, left, width, right } = frame
  const labelWidth = width - table.widths.reduce((sum, w) => sum + w, 0) - 24
  const offsets = [12]
  for (const w of [labelWidth, ...table.widths.slice(0, -1)]) offsets.push(offsets.at(-1)! + w)
  const widthOf = (index: number) => (index === 0 ? labelWidth - 8 : table.widths[index - 1]!)
  const xOf = (index: number) => frame.x(offsets[index]!, widthOf(index))
  const alignOf = (index: number) => (index === 0 ? 'start' : 'end')

  doc.rect(left, y, width, 26).fill(C.primary)
  table.headings.forEach((heading, index) =>
    w.text(heading, xOf(index), y + 8.5, { weight: 'bold', size: 9, color: C.white, width: widthOf(index), align: alignOf(index) }),
  )
  y += 26
  for (const row of table.rows) {
    const cell = { size: 10, color: C.text, lineGap: 1.5 }
    const height = w.height(row[0]!, { ...cell, width: widthOf(0) }) + 20
    row.forEach((text, index) => w.text(text, xOf(index), y + 10, { ...cell, width: widthOf(index), align: alignOf(index) }))
    y += height
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).stroke(C.border)
  }
  return y
}

/** The total in its tinted box at the end, a note under it (the VAT mention). Returns the y below. */
export function drawTotal(frame: PdfFrame, y: number, total: { label: string; amount: string; note: string }): number {
  const { doc, writer: w, width } = frame
  y += 14
  const boxWidth = 270
  const boxOffset = width - boxWidth
  doc.roundedRect(frame.x(boxOffset, boxWidth), y, boxWidth, 40, 6).fill(C.primarySoft)
  w.text(total.label, frame.x(boxOffset + 14, 120), y + 14, { weight: 'bold', size: 10.5, color: C.text, width: 120 })
  w.text(total.amount, frame.x(boxOffset + 120, boxWidth - 134), y + 11, {
    weight: 'bold',
    size: 15,
    color: C.primaryDark,
    width: boxWidth - 134,
    align: 'end',
  })
  w.text(total.note, frame.x(boxOffset - 40, boxWidth + 40), y + 48, {
    weight: 'italic',
    size: 8.5,
    color: C.muted,
    width: boxWidth + 40,
    align: 'end',
  })
  return y + 78
}

/** A panel with an accent bar: paid, refunded, cancelled. Its first line may be bold. Returns the y below. */
export function drawStatusPanel(
  frame: PdfFrame,
  y: number,
  panel: { heading: string; tone: 'success' | 'warning'; lines: string[]; firstLineBold?: boolean },
): number {
  const { doc, writer: w, left, width } = frame
  const accent = panel.tone === 'success' ? C.success : C.warning
  const weightOf = (index: number) => (panel.firstLineBold && index === 0 ? 'bold' : 'regular')
  const textX = frame.x(18, width - 36)
  const height =
    34 +
    panel.lines.reduce(
      (sum, line, index) => sum + w.height(line, { weight: weightOf(index), size: 10, color: C.text, width: width - 36 }) + 3,
      0,
    )
  doc.save()
  doc.roundedRect(left, y, width, height, 6).clip()
  doc.rect(left, y, width, height).fill(panel.tone === 'success' ? C.successSoft : C.warningSoft)
  doc.rect(frame.x(0, 4), y, 4, height).fill(accent)
  doc.restore()
  w.text(panel.heading, w.rtl ? textX : left + 18, y + 12, {
    weight: 'bold',
    size: 9,
    color: accent,
    ...(w.rtl ? { width: width - 36 } : {}),
  })
  let lineY = y + 28
  panel.lines.forEach((line, index) => {
    w.text(line, textX, lineY, { weight: weightOf(index), size: 10, color: C.text, width: width - 36 })
    lineY = doc.y + 3
  })
  return y + height + 20
}

/** Small muted text across the column (legal mentions, a note to the buyer). Returns the y below. */
export function drawNote(frame: PdfFrame, y: number, text: string): number {
  const { doc, writer: w, left, width } = frame
  w.text(text, left, y, { size: 8.5, color: C.muted, width, lineGap: 2 })
  return doc.y
}

/**
 * The foot of a page: a rule, one or two small lines at the reading start (the seller's legal
 * identity, the guide's contacts), and the page number at the end. Drawn in the bottom margin.
 */
export function drawFooter(frame: PdfFrame, lines: [string] | [string, string], pageLabel: string) {
  const { doc, writer: w, left, width, right } = frame
  inFooterArea(doc, () => {
    const footerY = doc.page.height - 46
    doc
      .moveTo(left, footerY - 10)
      .lineTo(right, footerY - 10)
      .lineWidth(0.5)
      .stroke(C.border)
    const footerWidth = width - 80
    const small = { size: 7.5, color: C.muted, width: footerWidth, lineBreak: false }
    lines.forEach((line, index) => w.text(line, frame.x(0, footerWidth), footerY + 11 * index, small))
    w.text(pageLabel, frame.x(width - 70, 70), footerY, { ...small, width: 70, align: 'end' })
  })
}
