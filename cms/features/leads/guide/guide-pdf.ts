/**
 * The free guide as a PDF (pdfkit, standard fonts): a cover, a table of contents with page
 * numbers and links, the sections of guide-content.ts, and on every page the site's contacts
 * and the page number. The content is the same for every recipient: `keptGuidePdf` renders it
 * once a day and configuration, and every guide request of that day attaches the same bytes.
 */
import { frenchDate } from '@/cms/infra/lib/french-date'
import { createPdf, displayHost, inFooterArea, PDF_COLORS as C, PDF_FONTS as F } from '@/cms/infra/pdf/pdf-document'
import { pdfText, typeset } from '@/cms/infra/pdf/pdf-text'
import { GUIDE, type GuideBlock, type GuideListItem, type GuideSection, guideSteps, OFFER_PRICE_LABEL } from './guide-content'

/** The attachment's name in the email. */
export const GUIDE_PDF_FILENAME = 'guide-creation-entreprise-algerie.pdf'

export interface GuideBusiness {
  siteName: string
  contactEmail: string
  contactPhone: string
  /** Without a trailing slash, as AppConfig.publicUrl. */
  publicUrl: string
}

export interface GuidePdfOptions {
  /** The cover's date and the file's dates (tests fix it: same input, same bytes). */
  now?: Date
  /** false keeps the content streams readable (tests). */
  compress?: boolean
}

type Doc = PDFKit.PDFDocument

const MARGINS = { top: 80, bottom: 76, left: 62, right: 62 }
const BODY_SIZE = 10.5
const LINE_GAP = 3.2
/** Sections that open a new page; the others follow on the same page when there is room. */
const NEW_PAGE_SECTIONS = new Set(['delais-couts', 'check-list', 'accompagnement'])
/** Cover (1) and table of contents (2) come first; the sections start on page 3. */
const TOC_PAGE_INDEX = 1

let kept: { key: string; pdf: Promise<Buffer> } | undefined

/**
 * The guide of the day for this business: rendered once (100 to 150 ms of the event loop on this
 * machine, 500 ms cold), then the same bytes for every request until the cover's date or the
 * business's details change. Requests during the render share it; a failed render is not kept.
 * Pure memoisation: the key holds everything the bytes depend on.
 */
export function keptGuidePdf(business: GuideBusiness, now = new Date()): Promise<Buffer> {
  const key = JSON.stringify([business.siteName, business.contactEmail, business.contactPhone, business.publicUrl, frenchDate(now)])
  if (kept?.key !== key) {
    const pdf = renderGuidePdf(business, { now })
    kept = { key, pdf }
    pdf.catch(() => {
      if (kept?.pdf === pdf) kept = undefined
    })
  }
  return kept.pdf
}

export async function renderGuidePdf(business: GuideBusiness, options: GuidePdfOptions = {}): Promise<Buffer> {
  const now = options.now ?? new Date()
  const { doc, bytes } = createPdf({
    title: `${GUIDE.title} : ${GUIDE.subtitle.toLowerCase()}`,
    author: pdfText(business.siteName),
    subject: GUIDE.tagline,
    createdAt: now,
    margins: MARGINS,
    compress: options.compress,
  })
  const writer = new GuideWriter(doc, business)
  writer.cover(now)
  doc.addPage() // the table of contents, drawn once the sections' pages are known
  doc.addPage()
  const pages = new Map<string, number>()
  for (const section of GUIDE.sections) pages.set(section.id, writer.section(section))
  doc.switchToPage(TOC_PAGE_INDEX)
  writer.tableOfContents(pages)
  writer.pageFurniture()
  doc.end()
  return bytes
}

class GuideWriter {
  constructor(
    private readonly doc: Doc,
    private readonly business: GuideBusiness,
  ) {}

  private get left() {
    return this.doc.page.margins.left
  }
  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }
  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom
  }
  private get atPageTop() {
    return this.doc.y <= this.doc.page.margins.top + 1
  }
  private get pageNumber() {
    return this.doc.bufferedPageRange().count
  }

  /** A new page unless `height` still fits under the cursor. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage()
  }

  private body(size = BODY_SIZE) {
    return this.doc.font(F.regular).fontSize(size).fillColor(C.text)
  }

  cover(now: Date) {
    const { doc } = this
    const width = doc.page.width
    const bandHeight = 392
    doc.rect(0, 0, width, bandHeight).fill(C.primary)
    // Quiet geometry in the band: the only "image" of the guide, drawn, not embedded.
    doc.save().fillOpacity(0.08).fillColor(C.white)
    doc.circle(width - 40, 70, 150).fill()
    doc.circle(width - 150, bandHeight - 10, 90).fill()
    doc.restore()
    doc.rect(0, bandHeight, width, 6).fill(C.primaryDark)

    const x = this.left
    const textWidth = 340
    doc
      .font(F.bold)
      .fontSize(9.5)
      .fillColor(C.white)
      .text(typeset(`GUIDE GRATUIT · ${GUIDE.edition.toUpperCase()}`), x, 96, { characterSpacing: 1.2 })
    doc.font(F.bold).fontSize(32).text(typeset(GUIDE.title), x, 130, { width: textWidth, lineGap: 2 })
    doc.moveDown(0.25)
    doc.font(F.regular).fontSize(19).text(typeset(GUIDE.subtitle), x, doc.y, { width: textWidth })
    doc.moveDown(1)
    doc.fontSize(11.5).fillColor('#dbeafe').text(typeset(GUIDE.tagline), x, doc.y, { width: textWidth, lineGap: 3 })

    // What is inside, from the content itself.
    let y = bandHeight + 52
    doc.font(F.bold).fontSize(13).fillColor(C.text).text(typeset('Dans ce guide'), x, y)
    y = doc.y + 10
    const highlights = [
      `Les ${guideSteps().length} étapes de la création, de la forme juridique au compte bancaire`,
      'Les formes juridiques comparées : auto-entrepreneur, EURL, SARL, SPA, SNC',
      'Un tableau des délais et coûts indicatifs',
      'La check-list des documents à réunir',
      'Les erreurs fréquentes à éviter',
    ]
    for (const line of highlights) {
      this.checkMark(x, y + 0.5)
      doc
        .font(F.regular)
        .fontSize(11)
        .fillColor(C.text)
        .text(typeset(line), x + 22, y, { width: this.width - 22 })
      y = doc.y + 7
    }

    y += 22
    doc.font(F.regular).fontSize(9.5).fillColor(C.muted).text(typeset('Proposé par'), x, y)
    doc
      .font(F.bold)
      .fontSize(15)
      .fillColor(C.text)
      .text(pdfText(this.business.siteName), x, doc.y + 2)
    const host = displayHost(this.business.publicUrl)
    doc
      .font(F.regular)
      .fontSize(10.5)
      .fillColor(C.primary)
      .text(pdfText(host), x, doc.y + 2, { link: this.business.publicUrl })
    doc
      .fontSize(9.5)
      .fillColor(C.muted)
      .text(typeset(`Version du ${frenchDate(now)}`), x, doc.y + 6)

    const disclaimerY = doc.page.height - MARGINS.bottom - 46
    doc.font(F.italic).fontSize(8.5).fillColor(C.muted).text(typeset(GUIDE.disclaimer), x, disclaimerY, { width: this.width, lineGap: 1.5 })
  }

  private checkMark(x: number, y: number) {
    this.doc
      .save()
      .circle(x + 7, y + 6, 7)
      .fill(C.primarySoft)
    this.doc
      .lineWidth(1.6)
      .strokeColor(C.primary)
      .moveTo(x + 3.6, y + 6.2)
      .lineTo(x + 6.2, y + 8.8)
      .lineTo(x + 10.6, y + 3.6)
      .stroke()
    this.doc.restore()
  }

  /** Draws one section; returns the page number it starts on. */
  section(section: GuideSection): number {
    const { doc } = this
    if (NEW_PAGE_SECTIONS.has(section.id) && !this.atPageTop) doc.addPage()
    else {
      if (!this.atPageTop) doc.y += 20
      this.ensureSpace(170)
    }
    const page = this.pageNumber
    doc.addNamedDestination(section.id, 'XYZ', 0, doc.page.height - doc.y + 24, 0)
    doc.outline.addItem(pdfText(section.step ? `${section.step}. ${section.title}` : section.title))

    if (section.step !== undefined) {
      doc
        .font(F.bold)
        .fontSize(9)
        .fillColor(C.primary)
        .text(typeset(`ÉTAPE ${section.step}`), this.left, doc.y, { characterSpacing: 1.2 })
      doc.y += 3
    }
    doc.font(F.bold).fontSize(19).fillColor(C.text).text(typeset(section.title), this.left, doc.y, { width: this.width, lineGap: 1 })
    doc.y += 6
    doc.rect(this.left, doc.y, 36, 3).fill(C.primary)
    doc.y += 16
    for (const block of section.blocks) this.block(block)
    return page
  }

  private block(block: GuideBlock) {
    switch (block.type) {
      case 'paragraph':
        return this.paragraph(block.text)
      case 'subheading':
        return this.subheading(block.text)
      case 'bullets':
        return this.list(block.items, false)
      case 'numbered':
        return this.list(block.items, true)
      case 'checklist':
        return this.checklist(block.groups)
      case 'table':
        return this.table(block)
      case 'callout':
        return this.callout(block)
      case 'offer':
        return this.offer()
    }
  }

  private paragraph(text: string) {
    this.body()
    this.ensureSpace(this.doc.currentLineHeight(true) * 2 + LINE_GAP)
    this.doc.text(typeset(text), this.left, this.doc.y, { width: this.width, lineGap: LINE_GAP })
    this.doc.y += 9
  }

  private subheading(text: string) {
    const { doc } = this
    if (!this.atPageTop) doc.y += 6
    this.ensureSpace(70)
    doc.font(F.bold).fontSize(12.5).fillColor(C.primaryDark).text(typeset(text), this.left, doc.y, { width: this.width })
    doc.y += 7
  }

  private list(items: GuideListItem[], numbered: boolean) {
    const { doc } = this
    const indent = numbered ? 28 : 16
    const x = this.left + indent
    const width = this.width - indent
    items.forEach((item, index) => {
      const term = typeof item === 'string' ? undefined : typeset(item.term)
      const text = typeset(typeof item === 'string' ? item : item.text)
      // Measured in bold: an upper bound for the term-then-text line.
      doc.font(F.bold).fontSize(BODY_SIZE)
      const height = doc.heightOfString(term ? `${term} : ${text}` : text, { width, lineGap: LINE_GAP })
      this.ensureSpace(Math.min(height, 3 * doc.currentLineHeight(true)))
      const y = doc.y
      if (numbered) {
        doc.circle(this.left + 9, y + 6.5, 9).fill(C.primary)
        doc
          .font(F.bold)
          .fontSize(9)
          .fillColor(C.white)
          .text(String(index + 1), this.left, y + 2.2, { width: 18, align: 'center' })
      } else {
        doc.circle(this.left + 5, y + 5.4, 2.2).fill(C.primary)
      }
      if (term && numbered) {
        // A step: its title, then its summary underneath (titles may hold a colon themselves).
        doc.font(F.bold).fontSize(BODY_SIZE).fillColor(C.text).text(term, x, y, { width, lineGap: LINE_GAP })
        doc
          .font(F.regular)
          .fillColor(C.muted)
          .text(text, x, doc.y + 1, { width, lineGap: LINE_GAP })
      } else if (term) {
        doc.font(F.bold).fontSize(BODY_SIZE).fillColor(C.text).text(`${term}\u00a0: `, x, y, { width, lineGap: LINE_GAP, continued: true })
        doc.font(F.regular).text(text)
      } else {
        this.body().text(text, x, y, { width, lineGap: LINE_GAP })
      }
      doc.y += numbered ? 8 : 5
    })
    doc.y += 5
  }

  private checklist(groups: { title: string; items: string[] }[]) {
    const { doc } = this
    const indent = 22
    for (const group of groups) {
      this.subheading(group.title)
      for (const item of group.items) {
        this.body()
        const text = typeset(item)
        const height = doc.heightOfString(text, { width: this.width - indent, lineGap: LINE_GAP })
        this.ensureSpace(height + 4)
        const y = doc.y
        doc
          .lineWidth(1.1)
          .roundedRect(this.left + 1, y + 0.5, 11, 11, 2)
          .stroke(C.muted)
        this.body().text(text, this.left + indent, y, { width: this.width - indent, lineGap: LINE_GAP })
        doc.y += 7
      }
      doc.y += 6
    }
  }

  private table(table: Extract<GuideBlock, { type: 'table' }>) {
    const { doc } = this
    const total = table.widths.reduce((sum, w) => sum + w, 0)
    const widths = table.widths.map((w) => (w / total) * this.width)
    const pad = 6
    const size = 9
    const gap = 1.5
    const cellHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(size)
      return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 2 * pad, lineGap: gap }))) + 2 * pad
    }
    const drawRow = (cells: string[], y: number, height: number, kind: 'header' | 'even' | 'odd') => {
      if (kind !== 'odd') doc.rect(this.left, y, this.width, height).fill(kind === 'header' ? C.primary : C.zebra)
      let x = this.left
      cells.forEach((cell, i) => {
        const font = kind === 'header' || i === 0 ? F.bold : F.regular
        doc
          .font(font)
          .fontSize(size)
          .fillColor(kind === 'header' ? C.white : C.text)
          .text(cell, x + pad, y + pad, { width: widths[i] - 2 * pad, lineGap: gap })
        x += widths[i]
      })
      if (kind !== 'header') {
        doc
          .moveTo(this.left, y + height)
          .lineTo(this.left + this.width, y + height)
          .lineWidth(0.6)
          .stroke(C.border)
      }
    }
    const header = table.columns.map(typeset)
    const headerHeight = cellHeight(header, F.bold)
    const rows = table.rows.map((row) => row.map(typeset))
    const drawHeader = () => {
      const y = doc.y
      drawRow(header, y, headerHeight, 'header')
      doc.y = y + headerHeight
    }
    const rowHeights = rows.map((row) => cellHeight(row, F.bold))
    // A table that fits on one page is kept together; a longer one repeats its header.
    const tableHeight = headerHeight + rowHeights.reduce((sum, h) => sum + h, 0)
    const pageHeight = this.bottom - this.doc.page.margins.top
    this.ensureSpace(tableHeight <= pageHeight * 0.6 ? tableHeight : headerHeight + rowHeights[0])
    drawHeader()
    rows.forEach((row, index) => {
      const height = rowHeights[index]
      if (doc.y + height > this.bottom) {
        doc.addPage()
        drawHeader()
      }
      const y = doc.y
      drawRow(row, y, height, index % 2 === 0 ? 'odd' : 'even')
      doc.y = y + height
    })
    doc.y += 6
    if (table.note) {
      doc.font(F.italic).fontSize(8.5).fillColor(C.muted).text(typeset(table.note), this.left, doc.y, { width: this.width, lineGap: 1.5 })
    }
    doc.y += 12
  }

  private callout(callout: Extract<GuideBlock, { type: 'callout' }>) {
    const { doc } = this
    const pad = 12
    const bar = 4
    const inner = this.width - 2 * pad - bar
    const title = typeset(callout.title)
    const text = typeset(callout.text)
    doc.font(F.bold).fontSize(10.5)
    const titleHeight = doc.heightOfString(title, { width: inner })
    doc.font(F.regular).fontSize(10)
    const textHeight = doc.heightOfString(text, { width: inner, lineGap: 2.6 })
    const height = pad + titleHeight + 4 + textHeight + pad - 2
    this.ensureSpace(height)
    const y = doc.y
    const [background, accent] = callout.tone === 'warning' ? [C.warningSoft, C.warning] : [C.primarySoft, C.primary]
    doc.save()
    doc.roundedRect(this.left, y, this.width, height, 6).clip()
    doc.rect(this.left, y, this.width, height).fill(background)
    doc.rect(this.left, y, bar, height).fill(accent)
    doc.restore()
    const x = this.left + bar + pad
    doc
      .font(F.bold)
      .fontSize(10.5)
      .fillColor(accent === C.warning ? C.warning : C.primaryDark)
      .text(title, x, y + pad, { width: inner })
    doc
      .font(F.regular)
      .fontSize(10)
      .fillColor(C.text)
      .text(text, x, doc.y + 4, { width: inner, lineGap: 2.6 })
    doc.y = y + height + 14
  }

  private offer() {
    const { doc, business } = this
    const url = `${business.publicUrl}/creer-entreprise`
    const pad = 18
    const inner = this.width - 2 * pad
    const title = typeset("Création d'entreprise accompagnée par un expert")
    const contact = typeset(`Une question ? ${business.contactEmail} · ${business.contactPhone}`)
    const linkLine = `${typeset('Découvrir l’offre et commencer : ')}${pdfText(url)}`
    const measure = (font: string, size: number, text: string) => doc.font(font).fontSize(size).heightOfString(text, { width: inner })
    const height =
      2 * pad +
      measure(F.bold, 9, 'S') +
      4 +
      measure(F.bold, 15, title) +
      6 +
      measure(F.bold, 22, OFFER_PRICE_LABEL) +
      8 +
      measure(F.regular, 10.5, linkLine) +
      6 +
      measure(F.regular, 10, contact)
    this.ensureSpace(height + 10)
    const y = doc.y + 4
    doc.roundedRect(this.left, y, this.width, height, 10).fillAndStroke(C.primarySoft, C.primary)
    const x = this.left + pad
    doc
      .font(F.bold)
      .fontSize(9)
      .fillColor(C.primary)
      .text(typeset('SERVICE COMPLET'), x, y + pad, { characterSpacing: 1.2 })
    doc
      .font(F.bold)
      .fontSize(15)
      .fillColor(C.text)
      .text(title, x, doc.y + 4, { width: inner })
    doc
      .font(F.bold)
      .fontSize(22)
      .fillColor(C.primary)
      .text(pdfText(OFFER_PRICE_LABEL), x, doc.y + 6)
    doc
      .font(F.regular)
      .fontSize(10.5)
      .fillColor(C.text)
      .text(typeset('Découvrir l’offre et commencer : '), x, doc.y + 8, { width: inner, continued: true })
      .fillColor(C.primary)
      .text(pdfText(url), { link: url, underline: true })
    doc
      .fillColor(C.muted)
      .fontSize(10)
      .text(contact, x, doc.y + 6, { width: inner })
    doc.y = y + height + 16
  }

  tableOfContents(pages: Map<string, number>) {
    const { doc } = this
    const x = this.left
    doc.font(F.bold).fontSize(24).fillColor(C.text).text(typeset('Sommaire'), x, MARGINS.top)
    doc.y += 6
    doc.rect(x, doc.y, 36, 3).fill(C.primary)
    let y = doc.y + 26
    const labelWidth = 58
    const numberWidth = 30
    for (const section of GUIDE.sections) {
      const page = String(pages.get(section.id) ?? '')
      const title = typeset(section.title)
      if (section.step !== undefined) {
        doc
          .font(F.bold)
          .fontSize(8.5)
          .fillColor(C.primary)
          .text(typeset(`ÉTAPE ${section.step}`), x, y + 2, { characterSpacing: 0.8, lineBreak: false })
      }
      const titleX = x + labelWidth
      const titleWidth = this.width - labelWidth - numberWidth - 8
      doc
        .font(section.step !== undefined ? F.regular : F.bold)
        .fontSize(11)
        .fillColor(C.text)
      doc.text(title, titleX, y, { width: titleWidth, lineBreak: false, ellipsis: true })
      // Dotted leader from the end of the title to the page number.
      const leaderStart = titleX + Math.min(doc.widthOfString(title), titleWidth) + 6
      const leaderEnd = x + this.width - numberWidth
      if (leaderEnd > leaderStart) {
        doc
          .save()
          .moveTo(leaderStart, y + 9)
          .lineTo(leaderEnd, y + 9)
          .lineWidth(0.8)
          .dash(0.8, { space: 3 })
          .stroke(C.border)
          .restore()
      }
      doc
        .font(F.bold)
        .fontSize(11)
        .fillColor(C.text)
        .text(page, x + this.width - numberWidth, y, { width: numberWidth, align: 'right' })
      doc.goTo(x, y - 3, this.width, 19, section.id)
      y += 24
    }
    const noteY = y + 18
    doc.font(F.italic).fontSize(9).fillColor(C.muted).text(typeset(GUIDE.disclaimer), x, noteY, { width: this.width, lineGap: 1.5 })
  }

  /** Running header (after the cover) and footer with contacts and page number, on every page. */
  pageFurniture() {
    const { doc, business } = this
    const range = doc.bufferedPageRange()
    const contact = pdfText(
      `${business.siteName} · ${displayHost(business.publicUrl)} · ${business.contactEmail} · ${business.contactPhone}`,
    )
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      const x = this.left
      const right = doc.page.width - doc.page.margins.right
      inFooterArea(doc, () => {
        if (index > range.start) {
          doc
            .font(F.regular)
            .fontSize(8)
            .fillColor(C.muted)
            .text(typeset(`${GUIDE.title} · ${GUIDE.subtitle}`), x, 42, { width: this.width - 90, lineBreak: false })
          doc.text(typeset(GUIDE.edition), right - 90, 42, { width: 90, align: 'right', lineBreak: false })
          doc.moveTo(x, 56).lineTo(right, 56).lineWidth(0.5).stroke(C.border)
        }
        const footerY = doc.page.height - 50
        doc
          .moveTo(x, footerY - 10)
          .lineTo(right, footerY - 10)
          .lineWidth(0.5)
          .stroke(C.border)
        const numberText = typeset(`Page ${index - range.start + 1} sur ${range.count}`)
        doc.font(F.regular).fontSize(8).fillColor(C.muted)
        doc.text(contact, x, footerY, { width: this.width - 80, lineBreak: false, ellipsis: true })
        doc.text(numberText, right - 80, footerY, { width: 80, align: 'right', lineBreak: false })
      })
    }
  }
}
