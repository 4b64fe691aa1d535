import { isolate } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'

/**
 * Text for pdfkit's standard fonts (Helvetica, Times…). They only know the WinAnsi
 * (Windows-1252) characters: pdfkit writes any other character as its UTF-16 code in hex,
 * which the viewer reads as two wrong glyphs (U+202F, Intl's narrow no-break space, comes out
 * as " /"). Everything drawn in our PDFs goes through `pdfText` first.
 */

/** WinAnsi's characters above U+00FF (its 0x80–0x9F block). */
const WIN_ANSI_HIGH = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e,
  0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
])

/** True when a standard font can draw the character (line breaks included). */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.has(code)
}

/** Close stand-ins for characters WinAnsi lacks. */
const STAND_INS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (Intl fr-FR): a no-break space keeps "997,00 €" together
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\t': ' ',
  '\r': '',
  '\u200b': '',
  '\u00ad': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2015': '\u2014',
  '\u2032': '\u2019',
  '\u02bc': '\u2019',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  '\u2713': 'v',
  '\u2714': 'v',
}

/**
 * `text` with every character a standard font can draw: known stand-ins first, then the
 * letter without its accent (ő → o), else "?". Visitors' names in other scripts (Arabic…)
 * cannot be drawn with these fonts.
 */
export function pdfText(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char
    else if (char in STAND_INS) out += STAND_INS[char]
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += base !== '' && [...base].every(isWinAnsi) ? base : '?'
    }
  }
  return out
}

/**
 * French spacing for authored text: a no-break space before « : ; ! ? » and » and after «,
 * so a line never starts with a colon or a closing guillemet. (The narrow no-break space of
 * fine typography does not exist in WinAnsi.)
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
}

/**
 * How a document in `locale` writes: `prose` for its own words (French typography in French:
 * typographic apostrophes and no-break spaces; Arabic as written), `ltr` for a left-to-right
 * value (an amount, an email, a phone number) inside Arabic text, kept whole by an isolate.
 */
export function documentWriting(locale: Locale): { prose: (text: string) => string; ltr: (value: string) => string } {
  const arabic = locale === 'ar'
  return {
    prose: (text) => (arabic ? text : frenchSpacing(text.replace(/'/g, '\u2019'))),
    ltr: (value) => (arabic ? isolate(value) : value),
  }
}

/** Authored French text for print: typographic apostrophes, French spacing, drawable characters. */
export function typeset(text: string): string {
  return pdfText(frenchSpacing(text.replace(/'/g, '\u2019')))
}
