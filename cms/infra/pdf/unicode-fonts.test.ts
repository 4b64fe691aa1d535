import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { create, type Font } from 'fontkit'
import PDFDocument from 'pdfkit'
import { describe, expect, it, vi } from 'vitest'
import { registerUnicodeFonts, UNICODE_FONTS, woffToTrueType } from './unicode-fonts'

const dejaVu = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf')

describe('woffToTrueType', () => {
  it('unpacks Noto Sans Arabic’s WOFF into the same font, TrueType', () => {
    const folder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-arabic/package.json')), 'files')
    const woff = readFileSync(path.join(folder, 'noto-sans-arabic-arabic-700-normal.woff'))
    const ttf = woffToTrueType(woff)
    expect(ttf.readUInt32BE(0)).toBe(0x00010000)
    const [packed, unpacked] = [create(woff) as Font, create(ttf) as Font]
    expect(unpacked.type).toBe('TTF')
    expect(unpacked.postscriptName).toBe('NotoSansArabic-Bold')
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs)
    const shape = (font: Font) => {
      const run = font.layout('الفهرس')
      return run.glyphs.map((glyph, index) => [glyph.id, run.positions[index]!.xAdvance, run.positions[index]!.yOffset])
    }
    expect(shape(unpacked)).toEqual(shape(packed))
    expect(() => woffToTrueType(ttf)).toThrow('Not a WOFF font')
  })
})

describe('registerUnicodeFonts', () => {
  const createdAt = new Date('2026-11-23T13:05:00.000Z')
  const draw = async (text: string, options: { fontLayoutCache?: boolean } = {}) => {
    const doc = new PDFDocument({ compress: false, info: { CreationDate: createdAt, ModDate: createdAt }, ...options })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    const ended = new Promise((resolve) => doc.on('end', resolve))
    registerUnicodeFonts(doc)
    doc.font(UNICODE_FONTS.regular).fontSize(11).text(text, { width: 200 })
    doc.font(UNICODE_FONTS.bold).text(text.toUpperCase())
    doc.end()
    await ended
    return Buffer.concat(chunks)
  }

  it('shapes a word once for every document, and draws the same bytes as without the shared shapes', async () => {
    // Words no other test draws, so the first shared document shapes them.
    const text = `Zéphyrine Œdipe-${Math.random().toString(36).slice(2)} à Tizi Ouzou, 12 rue Larbi Ben M’hidi`
    const fontkitFont = Object.getPrototypeOf(create(readFileSync(dejaVu))) as Font
    const layout = vi.spyOn(fontkitFont, 'layout')
    const alone = await draw(text, { fontLayoutCache: false })
    layout.mockClear()
    const first = await draw(text)
    const shapedFirst = layout.mock.calls.length
    layout.mockClear()
    const second = await draw(text)
    const shapedSecond = layout.mock.calls.length
    layout.mockRestore()
    expect(shapedFirst).toBeGreaterThan(5)
    expect(shapedSecond).toBe(0)
    expect(first.equals(alone)).toBe(true)
    expect(second.equals(alone)).toBe(true)
  })

  it('embeds a composed glyph with its parts (fontkit’s subset, patched to decode only composed glyphs)', () => {
    const font = create(readFileSync(dejaVu)) as Font
    const subset = font.createSubset()
    for (const char of 'éçA') subset.includeGlyph(font.glyphForCodePoint(char.codePointAt(0)!))
    const embedded = create(Buffer.from(subset.encode())) as Font
    // .notdef, é, ç, A, then the parts: e, acute, c, cedilla.
    expect(embedded.numGlyphs).toBe(8)
    const parts = (id: number) =>
      (embedded.getGlyph(id) as unknown as { _decode(): { components?: { glyphID: number }[] } })
        ._decode()
        .components?.map((c) => c.glyphID)
    expect(parts(1)).toHaveLength(2)
    expect(parts(2)).toHaveLength(2)
    expect(parts(3)).toBeUndefined()
    for (const id of [...parts(1)!, ...parts(2)!]) expect(id).toBeGreaterThan(3)
  })
})
