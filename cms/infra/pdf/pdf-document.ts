/** What our PDFs share: pdfkit set up for A4 documents (French unless said), the palette, the bytes at the end. */
import PDFDocument from 'pdfkit'

/** The web app's palette (web/src/styles/theme.ts), so documents look like the site. */
export const PDF_COLORS = {
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  primarySoft: '#eff6ff',
  text: '#0f172a',
  muted: '#475569',
  border: '#cbd5e1',
  zebra: '#f8fafc',
  warning: '#b45309',
  warningSoft: '#fffbeb',
  success: '#15803d',
  successSoft: '#f0fdf4',
  white: '#ffffff',
} as const

export const PDF_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const

export interface PdfOptions {
  title: string
  author: string
  subject: string
  /** Fixed in tests: the file's dates and id derive from it, so the bytes are reproducible. */
  createdAt: Date
  margins: { top: number; bottom: number; left: number; right: number }
  /** false in tests: the content streams stay readable. */
  compress?: boolean
  /** The document's language (its catalogue's /Lang, for screen readers): French unless said. */
  lang?: 'fr-FR' | 'ar-DZ'
}

export function createPdf(options: PdfOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.lang ?? 'fr-FR',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      Creator: options.author,
      Producer: options.author,
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  })
  const chunks: Buffer[] = []
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, bytes }
}

/**
 * Runs `draw` with the bottom margin lifted, so text placed in the footer area does not make
 * pdfkit start a new page.
 */
export function inFooterArea(doc: PDFKit.PDFDocument, draw: () => void): void {
  const bottom = doc.page.margins.bottom
  doc.page.margins.bottom = 0
  try {
    draw()
  } finally {
    doc.page.margins.bottom = bottom
  }
}

/** "https://www.example.com/" → "www.example.com" */
export function displayHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).host
  } catch {
    return publicUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')
  }
}
