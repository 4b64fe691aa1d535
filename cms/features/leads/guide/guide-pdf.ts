/**
 * The free guide as a PDF: a cover, a table of contents with page numbers and links, the
 * sections of guide-content.ts, and on every page the site's contacts and the page number. In
 * French with pdfkit's standard fonts; in Arabic (issue 37, the lead's language) in DejaVu Sans
 * with its Arabic runs in Noto Sans Arabic (cms/infra/pdf/unicode-fonts.ts), every page mirrored, through the TextWriter (bidirectional lines, Arabic shaping). The content
 * is the same for every recipient of a language: `keptGuidePdf` renders it once a day,
 * configuration and language, and every guide request of that day attaches the same bytes.
 */
import { businessDate } from '@/cms/infra/i18n/dates'
import { drawFooter, type PdfFrame, pdfFrame } from '@/cms/infra/pdf/document-parts'
import { createPdf, displayHost, inFooterArea, PDF_COLORS as C, PDF_FONTS } from '@/cms/infra/pdf/pdf-document'
import { documentWriting, pdfText } from '@/cms/infra/pdf/pdf-text'
import { type Span, TextWriter, type Weight, type WriteOptions } from '@/cms/infra/pdf/text-writer'
import { UNICODE_FONTS } from '@/cms/infra/pdf/unicode-fonts'
import { isolate } from '@/contract/i18n/format'
import { type Locale, localizedPath } from '@/contract/i18n/locales'
import { type Guide, type GuideBlock, guideFor, type GuideListItem, type GuideSection, guideSteps, offerPriceLabel } from './guide-content'
import { guideText } from './i18n'

/** The attachment's name in the email. */
export const GUIDE_PDF_FILENAME = 'guide-creation-entreprise-algerie.pdf'

/** The attachment's name in the reader's language (Latin letters either way: mail clients and file systems). */
export function guidePdfFilename(locale: Locale): string {
  return locale === 'ar' ? 'guide-creation-entreprise-algerie-ar.pdf' : GUIDE_PDF_FILENAME
}

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
  /** The reader's language: French unless said. */
  locale?: Locale
}

type Doc = PDFKit.PDFDocument

const MARGINS = { top: 80, bottom: 76, left: 62, right: 62 }
const BODY_SIZE = 10.5
const LINE_GAP = 3.2
/** Sections that open a new page; the others follow on the same page when there is room. */
const NEW_PAGE_SECTIONS = new Set(['delais-couts', 'check-list', 'accompagnement'])
/** Cover (1) and table of contents (2) come first; the sections start on page 3. */
const TOC_PAGE_INDEX = 1

const kept = new Map<Locale, { key: string; pdf: Promise<Buffer> }>()

/**
 * The guide of the day for this business in `locale`: rendered once (100 to 150 ms of the event
 * loop on this machine, 500 ms cold), then the same bytes for every request until the cover's
 * date or the business's details change. Requests during the render share it; a failed render is
 * not kept. Pure memoisation: the key holds everything the bytes depend on.
 */
export function keptGuidePdf(business: GuideBusiness, now = new Date(), locale: Locale = 'fr'): Promise<Buffer> {
  const key = JSON.stringify([business.siteName, business.contactEmail, business.contactPhone, business.publicUrl, businessDate('fr', now)])
  const current = kept.get(locale)
  if (current?.key === key) return current.pdf
  const pdf = renderGuidePdf(business, { now, locale })
  kept.set(locale, { key, pdf })
  pdf.catch(() => {
    if (kept.get(locale)?.pdf === pdf) kept.delete(locale)
  })
  return pdf
}

export async function renderGuidePdf(business: GuideBusiness, options: GuidePdfOptions = {}): Promise<Buffer> {
  const now = options.now ?? new Date()
  const locale = options.locale ?? 'fr'
  const guide = guideFor(locale)
  const t = guideText.in(locale)
  const { doc, bytes } = createPdf({
    title: t('meta.title', { title: guide.title, subtitle: locale === 'fr' ? guide.subtitle.toLowerCase() : guide.subtitle }),
    author: pdfText(business.siteName),
    subject: guide.tagline,
    createdAt: now,
    margins: MARGINS,
    compress: options.compress,
    lang: locale === 'ar' ? 'ar-DZ' : undefined,
  })
  const writer = new GuideWriter(doc, business, locale, guide)
  writer.cover(now)
  doc.addPage() // the table of contents, drawn once the sections' pages are known
  doc.addPage()
  const pages = new Map<string, number>()
  for (const section of guide.sections) pages.set(section.id, writer.section(section))
  doc.switchToPage(TOC_PAGE_INDEX)
  writer.tableOfContents(pages)
  writer.pageFurniture()
  doc.end()
  return bytes
}

class GuideWriter {
  private readonly frame: PdfFrame
  private readonly w: TextWriter
  private readonly t: ReturnType<typeof guideText.in>
  private readonly rtl: boolean
  private readonly F: { regular: string; bold: string; italic: string }
  /** Authored text: French typography in French (the writer keeps it to what Helvetica draws), as written in Arabic. */
  private readonly tx: (text: string) => string
  /** A value written left to right (an address, a phone number): isolated inside Arabic text. */
  private readonly ltr: (text: string) => string

  constructor(
    private readonly doc: Doc,
    private readonly business: GuideBusiness,
    private readonly locale: Locale,
    private readonly guide: Guide,
  ) {
    this.rtl = locale === 'ar'
    // French: the standard fonts as ever (Arabic typed in a business value is drawn in Noto Sans Arabic); Arabic: DejaVu Sans, Arabic runs in Noto Sans Arabic.
    this.F = this.rtl ? UNICODE_FONTS : PDF_FONTS
    // The frame spans the text column (the same left and right margins): the shared footer is drawn in it.
    this.frame = pdfFrame(doc, this.F, MARGINS.left, this.rtl ? 'rtl' : 'ltr')
    this.w = this.frame.writer
    this.t = guideText.in(locale)
    const writing = documentWriting(locale)
    this.tx = writing.prose
    this.ltr = writing.ltr
  }

  private get left() {
    return this.doc.page.margins.left
  }
  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right
  }
  private get right() {
    return this.doc.page.width - this.doc.page.margins.right
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

  /** The x of a shape `width` wide drawn at `x` on a French page: the same on the mirrored Arabic page. */
  private mx(x: number, width = 0) {
    return this.rtl ? this.doc.page.width - x - width : x
  }

  /**
   * Text placed as on the French page: in Arabic, its box is mirrored and its alignment swapped
   * (left-aligned French text is right-aligned Arabic text).
   */
  private put(text: string | Span[], x: number, y: number, options: WriteOptions): number {
    if (!this.rtl) return this.w.text(text, x, y, options)
    const width = options.width ?? this.right - x
    const align = options.align === 'right' ? 'left' : options.align === 'center' ? 'center' : 'right'
    return this.w.text(text, this.doc.page.width - x - width, y, { ...options, width, align })
  }

  /** A new page unless `height` still fits under the cursor. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage()
  }

  private lineHeight(weight: Weight, size: number) {
    return this.w.lineHeight({ weight, size })
  }

  cover(now: Date) {
    const { doc, t } = this
    const width = doc.page.width
    const bandHeight = 392
    doc.rect(0, 0, width, bandHeight).fill(C.primary)
    // Quiet geometry in the band: the only "image" of the guide, drawn, not embedded.
    doc.save().fillOpacity(0.08).fillColor(C.white)
    doc.circle(this.mx(width - 40), 70, 150).fill()
    doc.circle(this.mx(width - 150), bandHeight - 10, 90).fill()
    doc.restore()
    doc.rect(0, bandHeight, width, 6).fill(C.primaryDark)

    const x = this.left
    const textWidth = 340
    const edition = this.rtl ? this.guide.edition : this.guide.edition.toUpperCase()
    this.put(this.tx(t('cover.kicker', { edition })), x, 96, { weight: 'bold', size: 9.5, color: C.white, characterSpacing: 1.2 })
    this.put(this.tx(this.guide.title), x, 130, { weight: 'bold', size: 32, color: C.white, width: textWidth, lineGap: 2 })
    doc.moveDown(0.25)
    this.put(this.tx(this.guide.subtitle), x, doc.y, { size: 19, color: C.white, width: textWidth })
    doc.moveDown(1)
    this.put(this.tx(this.guide.tagline), x, doc.y, { size: 11.5, color: '#dbeafe', width: textWidth, lineGap: 3 })

    // What is inside, from the content itself.
    let y = bandHeight + 52
    this.put(this.tx(t('cover.inside')), x, y, { weight: 'bold', size: 13, color: C.text })
    y = doc.y + 10
    const highlights = [
      t('cover.inside.0', { count: guideSteps(this.locale).length }),
      t('cover.inside.1'),
      t('cover.inside.2'),
      t('cover.inside.3'),
      t('cover.inside.4'),
    ]
    for (const line of highlights) {
      this.checkMark(x, y + 0.5)
      this.put(this.tx(line), x + 22, y, { size: 11, color: C.text, width: this.width - 22 })
      y = doc.y + 7
    }

    y += 22
    this.put(this.tx(t('cover.by')), x, y, { size: 9.5, color: C.muted })
    this.put(this.business.siteName, x, doc.y + 2, { weight: 'bold', size: 15, color: C.text })
    const host = displayHost(this.business.publicUrl)
    this.put(host, x, doc.y + 2, { size: 10.5, color: C.primary, link: this.business.publicUrl })
    this.put(this.tx(t('cover.version', { date: businessDate(this.locale, now) })), x, doc.y + 6, { size: 9.5, color: C.muted })

    const disclaimerY = doc.page.height - MARGINS.bottom - 46
    this.put(this.tx(this.guide.disclaimer), x, disclaimerY, {
      weight: 'italic',
      size: 8.5,
      color: C.muted,
      width: this.width,
      lineGap: 1.5,
    })
  }

  private checkMark(x: number, y: number) {
    // The circle moves to the reading start; the tick keeps its shape (a tick is not mirrored).
    const cx = this.mx(x + 7)
    const point = (dx: number) => cx - 7 + dx
    this.doc
      .save()
      .circle(cx, y + 6, 7)
      .fill(C.primarySoft)
    this.doc
      .lineWidth(1.6)
      .strokeColor(C.primary)
      .moveTo(point(3.6), y + 6.2)
      .lineTo(point(6.2), y + 8.8)
      .lineTo(point(10.6), y + 3.6)
      .stroke()
    this.doc.restore()
  }

  /** Draws one section; returns the page number it starts on. */
  section(section: GuideSection): number {
    const { doc, t } = this
    if (NEW_PAGE_SECTIONS.has(section.id) && !this.atPageTop) doc.addPage()
    else {
      if (!this.atPageTop) doc.y += 20
      this.ensureSpace(170)
    }
    const page = this.pageNumber
    doc.addNamedDestination(section.id, 'XYZ', 0, doc.page.height - doc.y + 24, 0)
    doc.outline.addItem(this.rtl ? section.title : pdfText(section.step ? `${section.step}. ${section.title}` : section.title))

    if (section.step !== undefined) {
      this.put(this.tx(t('step', { step: section.step })), this.left, doc.y, {
        weight: 'bold',
        size: 9,
        color: C.primary,
        characterSpacing: 1.2,
      })
      doc.y += 3
    }
    this.put(this.tx(section.title), this.left, doc.y, { weight: 'bold', size: 19, color: C.text, width: this.width, lineGap: 1 })
    doc.y += 6
    doc.rect(this.mx(this.left, 36), doc.y, 36, 3).fill(C.primary)
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
    this.ensureSpace(this.lineHeight('regular', BODY_SIZE) * 2 + LINE_GAP)
    this.put(this.tx(text), this.left, this.doc.y, { size: BODY_SIZE, color: C.text, width: this.width, lineGap: LINE_GAP })
    this.doc.y += 9
  }

  private subheading(text: string) {
    const { doc } = this
    if (!this.atPageTop) doc.y += 6
    this.ensureSpace(70)
    this.put(this.tx(text), this.left, doc.y, { weight: 'bold', size: 12.5, color: C.primaryDark, width: this.width })
    doc.y += 7
  }

  private list(items: GuideListItem[], numbered: boolean) {
    const { doc } = this
    const indent = numbered ? 28 : 16
    const x = this.left + indent
    const width = this.width - indent
    const body = { size: BODY_SIZE, color: C.text, width, lineGap: LINE_GAP }
    items.forEach((item, index) => {
      const term = typeof item === 'string' ? undefined : this.tx(item.term)
      const text = this.tx(typeof item === 'string' ? item : item.text)
      const colon = this.rtl ? ': ' : ' : '
      // Measured in bold: an upper bound for the term-then-text line.
      const height = this.w.height(term ? `${term}${colon}${text}` : text, { ...body, weight: 'bold' })
      this.ensureSpace(Math.min(height, 3 * this.lineHeight('bold', BODY_SIZE)))
      const y = doc.y
      if (numbered) {
        doc.circle(this.mx(this.left + 9), y + 6.5, 9).fill(C.primary)
        this.put(String(index + 1), this.left, y + 2.2, { weight: 'bold', size: 9, color: C.white, width: 18, align: 'center' })
      } else {
        doc.circle(this.mx(this.left + 5), y + 5.4, 2.2).fill(C.primary)
      }
      if (term && numbered) {
        // A step: its title, then its summary underneath (titles may hold a colon themselves).
        this.put(term, x, y, { ...body, weight: 'bold' })
        this.put(text, x, doc.y + 1, { ...body, color: C.muted })
      } else if (term && this.rtl) {
        this.put([{ text: `${term}${colon}`, weight: 'bold' }, { text }], x, y, body)
      } else if (term) {
        doc
          .font(this.F.bold)
          .fontSize(BODY_SIZE)
          .fillColor(C.text)
          .text(`${term}\u00a0: `, x, y, { width, lineGap: LINE_GAP, continued: true })
        doc.font(this.F.regular).text(pdfText(text))
      } else {
        this.put(text, x, y, body)
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
        const text = this.tx(item)
        const body = { size: BODY_SIZE, color: C.text, width: this.width - indent, lineGap: LINE_GAP }
        const height = this.w.height(text, body)
        this.ensureSpace(height + 4)
        const y = doc.y
        doc
          .lineWidth(1.1)
          .roundedRect(this.mx(this.left + 1, 11), y + 0.5, 11, 11, 2)
          .stroke(C.muted)
        this.put(text, this.left + indent, y, body)
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
    const cellHeight = (cells: string[], weight: Weight) =>
      Math.max(...cells.map((cell, i) => this.w.height(cell, { weight, size, color: C.text, width: widths[i] - 2 * pad, lineGap: gap }))) +
      2 * pad
    const drawRow = (cells: string[], y: number, height: number, kind: 'header' | 'even' | 'odd') => {
      if (kind !== 'odd') doc.rect(this.left, y, this.width, height).fill(kind === 'header' ? C.primary : C.zebra)
      let x = this.left
      cells.forEach((cell, i) => {
        const weight = kind === 'header' || i === 0 ? 'bold' : 'regular'
        this.put(cell, x + pad, y + pad, {
          weight,
          size,
          color: kind === 'header' ? C.white : C.text,
          width: widths[i] - 2 * pad,
          lineGap: gap,
        })
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
    const header = table.columns.map((cell) => this.tx(cell))
    const headerHeight = cellHeight(header, 'bold')
    const rows = table.rows.map((row) => row.map((cell) => this.tx(cell)))
    const drawHeader = () => {
      const y = doc.y
      drawRow(header, y, headerHeight, 'header')
      doc.y = y + headerHeight
    }
    const rowHeights = rows.map((row) => cellHeight(row, 'bold'))
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
      this.put(this.tx(table.note), this.left, doc.y, { weight: 'italic', size: 8.5, color: C.muted, width: this.width, lineGap: 1.5 })
    }
    doc.y += 12
  }

  private callout(callout: Extract<GuideBlock, { type: 'callout' }>) {
    const { doc } = this
    const pad = 12
    const bar = 4
    const inner = this.width - 2 * pad - bar
    const title = this.tx(callout.title)
    const text = this.tx(callout.text)
    const titleHeight = this.w.height(title, { weight: 'bold', size: 10.5, color: C.text, width: inner })
    const textHeight = this.w.height(text, { size: 10, color: C.text, width: inner, lineGap: 2.6 })
    const height = pad + titleHeight + 4 + textHeight + pad - 2
    this.ensureSpace(height)
    const y = doc.y
    const [background, accent] = callout.tone === 'warning' ? [C.warningSoft, C.warning] : [C.primarySoft, C.primary]
    doc.save()
    doc.roundedRect(this.left, y, this.width, height, 6).clip()
    doc.rect(this.left, y, this.width, height).fill(background)
    doc.rect(this.mx(this.left, bar), y, bar, height).fill(accent)
    doc.restore()
    const x = this.left + bar + pad
    this.put(title, x, y + pad, { weight: 'bold', size: 10.5, color: accent === C.warning ? C.warning : C.primaryDark, width: inner })
    this.put(text, x, doc.y + 4, { size: 10, color: C.text, width: inner, lineGap: 2.6 })
    doc.y = y + height + 14
  }

  private offer() {
    const { doc, business, t } = this
    const url = `${business.publicUrl}${localizedPath('/creer-entreprise', this.locale)}`
    const pad = 18
    const inner = this.width - 2 * pad
    const title = this.tx(t('offer.title'))
    const contact = this.tx(t('offer.contact', { email: this.ltr(business.contactEmail), phone: this.ltr(business.contactPhone) }))
    const linkLabel = this.tx(t('offer.link'))
    const price = offerPriceLabel(this.locale)
    const measure = (weight: Weight, size: number, text: string) => this.w.height(text, { weight, size, color: C.text, width: inner })
    const height =
      2 * pad +
      measure('bold', 9, 'S') +
      4 +
      measure('bold', 15, title) +
      6 +
      measure('bold', 22, price) +
      8 +
      measure('regular', 10.5, `${linkLabel}${url}`) +
      6 +
      measure('regular', 10, contact)
    this.ensureSpace(height + 10)
    const y = doc.y + 4
    doc.roundedRect(this.left, y, this.width, height, 10).fillAndStroke(C.primarySoft, C.primary)
    const x = this.left + pad
    this.put(this.tx(t('offer.kicker')), x, y + pad, { weight: 'bold', size: 9, color: C.primary, characterSpacing: 1.2 })
    this.put(title, x, doc.y + 4, { weight: 'bold', size: 15, color: C.text, width: inner })
    this.put(price, x, doc.y + 6, { weight: 'bold', size: 22, color: C.primary })
    if (this.rtl) {
      this.put([{ text: linkLabel }, { text: isolate(url), color: C.primary, link: url, underline: true }], x, doc.y + 8, {
        size: 10.5,
        color: C.text,
        width: inner,
      })
    } else {
      doc
        .font(this.F.regular)
        .fontSize(10.5)
        .fillColor(C.text)
        .text(linkLabel, x, doc.y + 8, { width: inner, continued: true })
        .fillColor(C.primary)
        .text(pdfText(url), { link: url, underline: true })
    }
    this.put(contact, x, doc.y + 6, { size: 10, color: C.muted, width: inner })
    doc.y = y + height + 16
  }

  tableOfContents(pages: Map<string, number>) {
    const { doc, t } = this
    const x = this.left
    this.put(this.tx(t('contents')), x, MARGINS.top, { weight: 'bold', size: 24, color: C.text })
    doc.y += 6
    doc.rect(this.mx(x, 36), doc.y, 36, 3).fill(C.primary)
    let y = doc.y + 26
    const labelWidth = 58
    const numberWidth = 30
    for (const section of this.guide.sections) {
      const page = String(pages.get(section.id) ?? '')
      const title = this.tx(section.title)
      if (section.step !== undefined) {
        this.put(this.tx(t('step', { step: section.step })), x, y + 2, {
          weight: 'bold',
          size: 8.5,
          color: C.primary,
          characterSpacing: 0.8,
          lineBreak: false,
          ...(this.rtl ? { width: labelWidth } : {}),
        })
      }
      const titleX = x + labelWidth
      const titleWidth = this.width - labelWidth - numberWidth - 8
      const titleStyle = { weight: section.step !== undefined ? 'regular' : 'bold', size: 11, color: C.text } as const
      this.put(title, titleX, y, { ...titleStyle, width: titleWidth, lineBreak: false, ellipsis: true })
      // Dotted leader from the end of the title to the page number.
      const leaderStart = titleX + Math.min(this.w.width(title, titleStyle), titleWidth) + 6
      const leaderEnd = x + this.width - numberWidth
      if (leaderEnd > leaderStart) {
        doc
          .save()
          .moveTo(this.mx(leaderStart), y + 9)
          .lineTo(this.mx(leaderEnd), y + 9)
          .lineWidth(0.8)
          .dash(0.8, { space: 3 })
          .stroke(C.border)
          .restore()
      }
      this.put(page, x + this.width - numberWidth, y, { weight: 'bold', size: 11, color: C.text, width: numberWidth, align: 'right' })
      doc.goTo(x, y - 3, this.width, 19, section.id)
      y += 24
    }
    const noteY = y + 18
    this.put(this.tx(this.guide.disclaimer), x, noteY, { weight: 'italic', size: 9, color: C.muted, width: this.width, lineGap: 1.5 })
  }

  /** Running header (after the cover), and the documents' footer with the contacts and the page number, on every page. */
  pageFurniture() {
    const { doc, business, t } = this
    const range = doc.bufferedPageRange()
    const contact = [business.siteName, displayHost(business.publicUrl), business.contactEmail, business.contactPhone]
      .map((part) => this.ltr(part))
      .join(' · ')
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index)
      const x = this.left
      const right = doc.page.width - doc.page.margins.right
      if (index > range.start) {
        inFooterArea(doc, () => {
          const small = { size: 8, color: C.muted, lineBreak: false } as const
          this.put(this.tx(`${this.guide.title} · ${this.guide.subtitle}`), x, 42, { ...small, width: this.width - 90 })
          this.put(this.tx(this.guide.edition), right - 90, 42, { ...small, width: 90, align: 'right' })
          doc.moveTo(x, 56).lineTo(right, 56).lineWidth(0.5).stroke(C.border)
        })
      }
      drawFooter(this.frame, [contact], this.tx(t('page', { page: index - range.start + 1, pages: range.count })))
    }
  }
}
