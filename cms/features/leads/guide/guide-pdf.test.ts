import { beforeAll, describe, expect, it } from 'vitest'
import { pdfPageCount, readPdfText, readPdfTextLines } from '@/cms/infra/pdf/read-pdf-text'
import { GUIDE, guideSteps, OFFER_PRICE_LABEL } from './guide-content'
import { pdfToText, plainText } from '@/cms/infra/pdf/pdf-to-text'
import { GUIDE_PDF_FILENAME, guidePdfFilename, keptGuidePdf, renderGuidePdf } from './guide-pdf'

const business = {
  siteName: 'Lance ta Boîte',
  contactEmail: 'contact@lancetaboite.example',
  contactPhone: '+33 1 84 80 00 00',
  publicUrl: 'https://lancetaboite.example',
}
const now = new Date('2026-03-12T10:00:00Z')

describe('renderGuidePdf', () => {
  let pdf: Buffer
  let text: string
  let lines: string[]
  let pages: number
  beforeAll(async () => {
    pdf = await renderGuidePdf(business, { now, compress: false })
    text = readPdfText(pdf)
    lines = readPdfTextLines(pdf).map((line) => line.replace(/\u00a0/g, ' ').trim())
    pages = pdfPageCount(pdf)
  })

  it('is a PDF of several pages, named for the attachment', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pages).toBeGreaterThanOrEqual(8)
    expect(pages).toBeLessThanOrEqual(20)
    expect(GUIDE_PDF_FILENAME).toBe('guide-creation-entreprise-algerie.pdf')
  })

  it('has the cover: title, subtitle, site and the date in French', () => {
    expect(text).toContain('Créer son entreprise')
    expect(text).toContain('en Algérie')
    expect(text).toContain(GUIDE.subtitle)
    expect(text).toContain('Lance ta Boîte')
    expect(text).toContain('Version du 12 mars 2026')
  })

  it('lists every section in the table of contents with a page number', () => {
    const contents = lines.slice(lines.indexOf('Sommaire'))
    for (const section of GUIDE.sections) {
      const at = contents.indexOf(section.title.replace(/'/g, '’'))
      expect(at, section.title).toBeGreaterThan(0)
      const page = Number(contents[at + 1])
      expect(page).toBeGreaterThanOrEqual(3)
      expect(page).toBeLessThanOrEqual(pages)
    }
  })

  it('carries the substance: forms, CNRC, notary, tax, social security, BOAL, checklist, table', () => {
    for (const expected of [
      'EURL',
      'SPA',
      'SNC',
      'loi n° 15-20',
      '1 000 000 DA',
      'sidjilcom.cnrc.dz',
      'acte notarié',
      'attestation de dépôt',
      'registre du commerce électronique',
      'NIF',
      'déclaration d’existence',
      'CASNOS',
      'CNAS',
      'BOAL',
      'ANAE',
      'Extrait de casier judiciaire',
      'Délai indicatif',
      'à titre indicatif',
      'Les erreurs fréquentes',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('ends on the offer with its link, and promises only the price, the expert and 30 days', () => {
    expect(text).toContain(OFFER_PRICE_LABEL.replace(/\u00a0/g, ' '))
    expect(text).toContain('997 € TTC')
    expect(text).toContain('https://lancetaboite.example/creer-entreprise')
    expect(pdf.toString('latin1')).toContain('/URI (https://lancetaboite.example/creer-entreprise)')
    expect(text).toContain('30 jours maximum, résultat garanti')
  })

  it('draws the French characters as themselves (œ, ’, « », é, à, ç, €)', () => {
    // readPdfText throws on any character pdfkit could not encode in WinAnsi.
    for (const char of ['œ', '’', '«', '»', 'é', 'è', 'à', 'ç', 'ê', 'É', '€']) expect(text, char).toContain(char)
    expect(text).toContain('coup d’œil')
    expect(text).toContain('« start-up »')
    expect(text).not.toContain('?\u00a0')
  })

  it('puts the contacts and the page number on every page', () => {
    for (let page = 1; page <= pages; page++) expect(lines).toContain(`Page ${page} sur ${pages}`)
    const footers = lines.filter(
      (line) => line === 'Lance ta Boîte · lancetaboite.example · contact@lancetaboite.example · +33 1 84 80 00 00',
    )
    expect(footers.length).toBe(pages)
  })

  it('the email summary and the overview come from the same steps', () => {
    const steps = guideSteps()
    expect(steps.map((step) => step.step)).toEqual(steps.map((_, index) => index + 1))
    for (const step of steps) expect(step.summary.length).toBeGreaterThan(20)
  })

  it('is reproducible and quick', async () => {
    const started = performance.now()
    const first = await renderGuidePdf(business, { now })
    const elapsed = performance.now() - started
    const second = await renderGuidePdf(business, { now })
    expect(first.equals(second)).toBe(true)
    // About 100 ms on a warm process; the bound leaves room for a busy test machine.
    expect(elapsed).toBeLessThan(1500)
  })

  it('draws business values as typed: an Arabic name in Noto Sans Arabic, the rest without garbage', async () => {
    const odd = await renderGuidePdf(
      { ...business, siteName: 'Créa\u202fDZ — شركة النور', contactPhone: '+213\u202f555\u202f12\u202f34' },
      { now, compress: false },
    )
    const oddText = plainText(await pdfToText(odd, { layout: true }))
    expect(oddText).toContain('شركة النور')
    expect(oddText).toContain('Créa DZ')
    expect(oddText).toContain('+213 555 12 34')
  })
})

describe('renderGuidePdf in Arabic', () => {
  let text: string
  let pages: number
  beforeAll(async () => {
    const pdf = await renderGuidePdf(business, { now, locale: 'ar' })
    text = plainText(await pdfToText(pdf, { layout: true }))
    pages = pdfPageCount(pdf)
  })

  // Read back by poppler, which may drop one of two identical letters drawn side by side (« سس »): words without them.
  it('prints the Arabic guide: cover, contents, every section title, the offer with its Arabic address', () => {
    expect(pages).toBeGreaterThanOrEqual(8)
    for (const expected of [
      'الجزائر',
      'الدليل العملي',
      'الفهرس',
      'شهادة التسمية',
      'القيد في السجل التجاري',
      'رقم التعريف الجبائي',
      'CNRC',
      'sidjilcom.cnrc.dz',
      'EURL',
      'https://lancetaboite.example/ar/creer-entreprise',
      'contact@lancetaboite.example',
      '+33 1 84 80 00 00',
      'Lance ta Boîte',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toMatch(/Sommaire|ÉTAPE|Créer son entreprise|Dans ce guide/)
  })

  it('is kept per language: the French and Arabic guides of a day are different files', async () => {
    const day = new Date('2026-03-20T09:00:00Z')
    const [french, arabic] = await Promise.all([keptGuidePdf(business, day), keptGuidePdf(business, day, 'ar')])
    expect(arabic).not.toBe(french)
    expect(await keptGuidePdf(business, day, 'ar')).toBe(arabic)
    expect(guidePdfFilename('ar')).toBe('guide-creation-entreprise-algerie-ar.pdf')
  })
})

describe('keptGuidePdf', () => {
  it('renders once a day and business: every request of the day gets the same bytes, concurrent ones included', async () => {
    const morning = new Date('2026-03-13T08:00:00Z')
    const [first, concurrent] = await Promise.all([keptGuidePdf(business, morning), keptGuidePdf(business, morning)])
    expect(concurrent).toBe(first)
    expect(await keptGuidePdf(business, new Date('2026-03-13T17:00:00Z'))).toBe(first)
    // The day's first render: its date on the cover and in the file.
    expect(first.equals(await renderGuidePdf(business, { now: morning }))).toBe(true)
  })

  it('renders again when the cover’s date or the business changes', async () => {
    const day = new Date('2026-03-14T09:00:00Z')
    const first = await keptGuidePdf(business, day)
    const nextDay = await keptGuidePdf(business, new Date('2026-03-15T09:00:00Z'))
    expect(nextDay).not.toBe(first)
    expect(nextDay.equals(await renderGuidePdf(business, { now: new Date('2026-03-15T09:00:00Z') }))).toBe(true)
    const otherPhone = await keptGuidePdf({ ...business, contactPhone: '+213 21 00 00 00' }, new Date('2026-03-15T10:00:00Z'))
    expect(otherPhone).not.toBe(nextDay)
  })
})
