import { describe, expect, it } from 'vitest'
import { createPdf, PDF_FONTS } from './pdf-document'
import { pdfToText, plainText } from './pdf-to-text'
import { pdfPageCount } from './read-pdf-text'
import { TextWriter } from './text-writer'
import { UNICODE_FONTS } from './unicode-fonts'

const margins = { top: 60, bottom: 60, left: 60, right: 60 }

async function render(draw: (writer: TextWriter) => void, rtl = true): Promise<Buffer> {
  const { doc, bytes } = createPdf({
    title: 'T',
    author: 'A',
    subject: 'S',
    createdAt: new Date('2026-03-12T10:00:00Z'),
    margins,
    compress: false,
    lang: rtl ? 'ar-DZ' : 'fr-FR',
  })
  draw(new TextWriter(doc, rtl ? UNICODE_FONTS : PDF_FONTS, rtl ? 'rtl' : 'ltr'))
  doc.end()
  return bytes
}

/** The fonts a PDF embeds, by their names without the subset's prefix. */
function embeddedFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]!)
  return [...new Set(names)].sort()
}

describe('TextWriter: Arabic in Noto Sans Arabic', () => {
  // Letters Noto Sans Arabic draws as one skeleton plus dots: ب ت ث ن ي (initial and medial), ف ق, ح ج خ, ر ز.
  const words = 'بيت نبت ثبت يثبت تنبيه الدفع الدقع المبلغ الرسوم المجموع الزبون تاريخ الإصدار الفهرس'

  it('draws Arabic runs in Noto Sans Arabic, regular and bold, the Latin ones in DejaVu Sans', async () => {
    const pdf = await render((writer) => {
      writer.text(words, 60, 80, { size: 12, color: '#000000', width: 475 })
      writer.text([{ text: 'الفهرس ', weight: 'bold' }, { text: 'Lance ta Boîte' }], 60, 140, { size: 12, color: '#000000', width: 475 })
    })
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'NotoSansArabic-Bold', 'NotoSansArabic-Regular'])
  })

  it('reads back every letter as typed, though letters share a glyph', async () => {
    const pdf = await render((writer) => {
      writer.text(words, 60, 80, { size: 12, color: '#000000', width: 475 })
      writer.text(words, 60, 140, { size: 12, color: '#000000', width: 475, weight: 'bold' })
    })
    const lines = plainText(await pdfToText(pdf, { layout: true }))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    expect(lines).toEqual([words, words])
  })

  it('reads back an Arabic name inside a French document', async () => {
    const pdf = await render((writer) => {
      writer.text('Client : كريم بن ثابت', 60, 80, { size: 11, color: '#000000' })
    }, false)
    const text = plainText(await pdfToText(pdf))
    expect(text).toContain('Client :')
    expect(text).toContain('كريم بن ثابت')
    // Helvetica, a standard font, is not embedded.
    expect(embeddedFonts(pdf)).toEqual(['NotoSansArabic-Regular'])
  })

  it('draws right-to-left letters Noto Sans Arabic lacks (Hebrew) in DejaVu Sans', async () => {
    const pdf = await render((writer) => {
      writer.text('שלום', 60, 80, { size: 12, color: '#000000' })
    })
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans'])
    expect(plainText(await pdfToText(pdf))).toContain('שלום')
  })

  it('spaces Arabic lines so that Noto Sans Arabic’s tall and deep letters do not meet', async () => {
    await render((writer) => {
      const size = 12
      const height = writer.height('إلى\nيجي', { size, color: '#000000', width: 400 })
      // Alef with hamza reaches 0.98 of the size above the baseline, yeh 0.46 below: two lines hold both.
      expect(height / 2).toBeGreaterThanOrEqual(size * 1.44)
    })
  })

  it('measures a paragraph’s whole height near the page’s foot (measuring does not turn the page)', async () => {
    const pdf = await render((writer) => {
      const options = { size: 12, color: '#000000', width: 400 }
      const atTop = writer.height('سطر\nسطر\nسطر', options)
      writer.doc.y = writer.doc.page.height - margins.bottom - 20
      expect(writer.height('سطر\nسطر\nسطر', options)).toBe(atTop)
    })
    expect(pdfPageCount(pdf)).toBe(1)
  })
})
