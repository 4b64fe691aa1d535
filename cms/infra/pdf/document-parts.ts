/**
 * The parts every business document of ours is drawn with (the receipt, the invoice and the
 * credit note): a header, a strip of facts, seller and buyer, the lines, the total, a status
 * panel and the legal footer. One look for all of them; each document chooses its words and
 * prepares its text (WinAnsi for Helvetica, shaped and ordered for DejaVu) before handing it here.
 */
import { inFooterArea, PDF_COLORS as C } from './pdf-document'

export interface PdfFonts {
  regular: string
  bold: string
  italic: string
}

/** A page's frame: the document, its fonts and the text column. */
export interface PdfFrame {
  doc: PDFKit.PDFDocument
  fonts: PdfFonts
  margin: number
  left: number
  width: number
  right: number
}

export function pdfFrame(doc: PDFKit.PDFDocument, fonts: PdfFonts, margin: number): PdfFrame {
  const width = doc.page.width - 2 * margin
  return { doc, fonts, margin, left: margin, width, right: margin + width }
}

/** The band at the top, who issues the document (left), what it is and its reference (right). */
export function drawHeader(frame: PdfFrame, header: { issuer: string; title: string; reference: string }) {
  const { doc, fonts: F, margin, left, width } = frame
  doc.rect(0, 0, doc.page.width, 8).fill(C.primary)
  doc
    .font(F.bold)
    .fontSize(15)
    .fillColor(C.primary)
    .text(header.issuer, left, margin, { width: width / 2 - 12 })
  doc
    .font(F.bold)
    .fontSize(22)
    .fillColor(C.text)
    .text(header.title, left + width / 2, margin - 4, { width: width / 2, align: 'right' })
  doc
    .font(F.regular)
    .fontSize(10.5)
    .fillColor(C.muted)
    .text(header.reference, left + width / 2, doc.y + 2, { width: width / 2, align: 'right' })
}

/** A tinted strip of labelled facts (number, dates, order), side by side. Returns the y below it. */
export function drawFacts(frame: PdfFrame, y: number, facts: [label: string, value: string][]): number {
  const { doc, fonts: F, left, width } = frame
  const factWidth = width / facts.length
  doc.roundedRect(left, y, width, 46, 6).fill(C.zebra)
  facts.forEach(([label, value], index) => {
    const x = left + 12 + index * factWidth
    doc
      .font(F.regular)
      .fontSize(7.5)
      .fillColor(C.muted)
      .text(label.toUpperCase(), x, y + 10, { width: factWidth - 16, characterSpacing: 0.4 })
    doc
      .font(F.bold)
      .fontSize(10)
      .fillColor(C.text)
      .text(value, x, y + 24, { width: factWidth - 16 })
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
  const { doc, fonts: F, left, width } = frame
  const columnWidth = width / 2 - 12
  const bottoms = parties.map((party, index) => {
    const x = left + index * (width / 2 + 12)
    doc
      .font(F.bold)
      .fontSize(8.5)
      .fillColor(C.primary)
      .text(party.heading.toUpperCase(), x, y, { width: columnWidth, characterSpacing: 0.8 })
    doc
      .font(F.bold)
      .fontSize(11)
      .fillColor(C.text)
      .text(party.name, x, doc.y + 5, { width: columnWidth })
    doc.font(F.regular).fontSize(9.5).fillColor(C.text)
    for (const row of party.rows) doc.text(row, x, doc.y + 2, { width: columnWidth, lineGap: 1 })
    return doc.y
  })
  return Math.max(...bottoms) + 26
}

/** The lines' table: the first column takes what the others (right-aligned, fixed widths) leave. */
export function drawLines(frame: PdfFrame, y: number, table: { headings: string[]; widths: number[]; rows: string[][] }): number {
  const { doc, fonts: F, left, width, right } = frame
  const labelWidth = width - table.widths.reduce((sum, w) => sum + w, 0) - 24
  const xs = [left + 12]
  for (const w of [labelWidth, ...table.widths.slice(0, -1)]) xs.push(xs.at(-1)! + w)
  const widthOf = (index: number) => (index === 0 ? labelWidth - 8 : table.widths[index - 1]!)
  const alignOf = (index: number) => (index === 0 ? 'left' : 'right')

  doc.rect(left, y, width, 26).fill(C.primary)
  doc.font(F.bold).fontSize(9).fillColor(C.white)
  table.headings.forEach((heading, index) => doc.text(heading, xs[index]!, y + 8.5, { width: widthOf(index), align: alignOf(index) }))
  y += 26
  for (const row of table.rows) {
    doc.font(F.regular).fontSize(10).fillColor(C.text)
    const height = doc.heightOfString(row[0]!, { width: widthOf(0), lineGap: 1.5 }) + 20
    row.forEach((cell, index) => doc.text(cell, xs[index]!, y + 10, { width: widthOf(index), align: alignOf(index), lineGap: 1.5 }))
    y += height
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).stroke(C.border)
  }
  return y
}

/** The total in its tinted box at the right, a note under it (the VAT mention). Returns the y below. */
export function drawTotal(frame: PdfFrame, y: number, total: { label: string; amount: string; note: string }): number {
  const { doc, fonts: F, right } = frame
  y += 14
  const boxWidth = 270
  const boxX = right - boxWidth
  doc.roundedRect(boxX, y, boxWidth, 40, 6).fill(C.primarySoft)
  doc
    .font(F.bold)
    .fontSize(10.5)
    .fillColor(C.text)
    .text(total.label, boxX + 14, y + 14, { width: 120 })
  doc
    .font(F.bold)
    .fontSize(15)
    .fillColor(C.primaryDark)
    .text(total.amount, boxX + 120, y + 11, { width: boxWidth - 134, align: 'right' })
  doc
    .font(F.italic)
    .fontSize(8.5)
    .fillColor(C.muted)
    .text(total.note, boxX - 40, y + 48, { width: boxWidth + 40, align: 'right' })
  return y + 78
}

/** A panel with an accent bar: paid, refunded, cancelled. Its first line may be bold. Returns the y below. */
export function drawStatusPanel(
  frame: PdfFrame,
  y: number,
  panel: { heading: string; tone: 'success' | 'warning'; lines: string[]; firstLineBold?: boolean },
): number {
  const { doc, fonts: F, left, width } = frame
  const accent = panel.tone === 'success' ? C.success : C.warning
  const fontOf = (index: number) => (panel.firstLineBold && index === 0 ? F.bold : F.regular)
  const height =
    34 +
    panel.lines.reduce(
      (sum, line, index) =>
        sum +
        doc
          .font(fontOf(index))
          .fontSize(10)
          .heightOfString(line, { width: width - 36 }) +
        3,
      0,
    )
  doc.save()
  doc.roundedRect(left, y, width, height, 6).clip()
  doc.rect(left, y, width, height).fill(panel.tone === 'success' ? C.successSoft : C.warningSoft)
  doc.rect(left, y, 4, height).fill(accent)
  doc.restore()
  doc
    .font(F.bold)
    .fontSize(9)
    .fillColor(accent)
    .text(panel.heading, left + 18, y + 12)
  let lineY = y + 28
  panel.lines.forEach((line, index) => {
    doc
      .font(fontOf(index))
      .fontSize(10)
      .fillColor(C.text)
      .text(line, left + 18, lineY, { width: width - 36 })
    lineY = doc.y + 3
  })
  return y + height + 20
}

/** Small muted text across the column (legal mentions, a note to the buyer). Returns the y below. */
export function drawNote(frame: PdfFrame, y: number, text: string): number {
  const { doc, fonts: F, left, width } = frame
  doc.font(F.regular).fontSize(8.5).fillColor(C.muted).text(text, left, y, { width, lineGap: 2 })
  return doc.y
}

/** The seller's legal identity at the foot of the page (two lines), and the page number. */
export function drawFooter(frame: PdfFrame, lines: [string, string], pageLabel: string) {
  const { doc, fonts: F, left, width, right } = frame
  inFooterArea(doc, () => {
    const footerY = doc.page.height - 46
    doc
      .moveTo(left, footerY - 10)
      .lineTo(right, footerY - 10)
      .lineWidth(0.5)
      .stroke(C.border)
    doc.font(F.regular).fontSize(7.5).fillColor(C.muted)
    const footerWidth = width - 80
    doc.text(lines[0], left, footerY, { width: footerWidth, lineBreak: false })
    doc.text(lines[1], left, footerY + 11, { width: footerWidth, lineBreak: false })
    doc.text(pageLabel, right - 70, footerY, { width: 70, align: 'right', lineBreak: false })
  })
}
