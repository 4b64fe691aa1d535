/**
 * For tests: the text lines of a PDF that pdfkit wrote with `compress: false` and standard
 * fonts. pdfkit draws each line as one `[<hex> kerning <hex> …] TJ`, one byte per WinAnsi
 * character. pdfkit writes a character outside WinAnsi as its UTF-16 code, read back here as
 * wrong characters (U+202F reads " /") or refused when the code has an odd length: tests
 * compare exact strings, so garbage fails them.
 */

/** WinAnsi bytes 0x80–0x9F; the others are Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}

function decodeByte(byte: number): string {
  if ((byte >= 0x20 && byte <= 0x7e) || (byte >= 0xa0 && byte <= 0xff)) return String.fromCharCode(byte)
  const high = WIN_ANSI_HIGH[byte]
  if (high) return high
  throw new Error(`Octet hors WinAnsi dans le texte du PDF : 0x${byte.toString(16)}`)
}

export function readPdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  if (/\/Filter\s*\/FlateDecode/.test(source) && !/\bTJ\b/.test(source)) {
    throw new Error('PDF compressé : rendez-le avec compress: false pour lire son texte')
  }
  const lines: string[] = []
  // One character per step outside the hex strings: no ambiguous repetition, no backtracking blow-up.
  for (const match of source.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\]\s*TJ/g)) {
    let line = ''
    for (const hex of match[1].matchAll(/<([0-9a-f]*)>/g)) {
      const digits = hex[1]
      // pdfkit writes each character's code without padding: two digits for every WinAnsi byte ≥ 0x20.
      if (digits.length % 2 !== 0) throw new Error(`Caractère non encodable dans le PDF (<${digits}>)`)
      for (let i = 0; i < digits.length; i += 2) line += decodeByte(parseInt(digits.slice(i, i + 2), 16))
    }
    lines.push(line)
  }
  return lines
}

/** All the text on one line per drawn line, no-break spaces as plain spaces. */
export function readPdfText(pdf: Buffer): string {
  return readPdfTextLines(pdf)
    .join('\n')
    .replace(/\u00a0/g, ' ')
}

/** Number of pages, from the page tree. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
}
