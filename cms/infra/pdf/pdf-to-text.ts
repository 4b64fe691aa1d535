/**
 * For tests: a PDF's text as poppler's `pdftotext` reads it (the tool a reader's software
 * resembles most), which also proves the embedded font maps its glyphs back to the characters
 * typed. poppler-utils is installed by .ci/run.
 */
import { execFile } from 'node:child_process'

export function pdfToText(pdf: Buffer, options: { layout?: boolean } = {}): Promise<string> {
  // -layout keeps each printed line whole: in its raw order poppler cuts some Arabic lines after a final ى.
  const args = [...(options.layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-']
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', args, { encoding: 'utf8', maxBuffer: 8 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    )
    child.stdin?.end(pdf)
  })
}

/** The text without the bidi marks pdftotext puts around right-to-left runs, spaces made plain. */
export function plainText(text: string): string {
  return text.replace(/[\u200e\u200f\u202a-\u202e]/g, '').replace(/[\u00a0\u202f]/g, ' ')
}
