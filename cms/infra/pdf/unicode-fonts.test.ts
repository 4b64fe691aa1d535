import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { create, type Font } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { woffToTrueType } from './unicode-fonts'

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
