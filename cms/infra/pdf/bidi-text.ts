/**
 * Right-to-left text (Arabic names and addresses) for pdfkit, which draws a line left to right
 * and shapes it word by word: fontkit shapes an Arabic word and reverses its glyphs, but the
 * words of an Arabic phrase would still come out in typed order, i.e. backwards. This is the
 * part of the Unicode bidirectional algorithm a one-line name or address needs: the paragraph
 * takes the direction of its first strong letter (UBA P2–P3), each run of Arabic words is kept
 * whole (joined by no-break spaces, so fontkit reverses it as one run), and the runs are laid
 * out in visual order. Digits stay left to right, as in any Arabic text.
 */

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u
const RTL_LETTERS = new RegExp(RTL_LETTER.source, 'gu')
const LETTER = /\p{L}/u
const hasLtrLetter = (word: string) => LETTER.test(word.replace(RTL_LETTERS, ''))
const DIGIT = /\p{Nd}/u

type Direction = 'rtl' | 'ltr' | 'number' | 'neutral'

function directionOf(word: string): Direction {
  // A word holding digits is laid left to right even in an Arabic phrase: it is never joined to a right-to-left run.
  if (DIGIT.test(word)) return hasLtrLetter(word) ? 'ltr' : 'number'
  if (RTL_LETTER.test(word)) return 'rtl'
  return hasLtrLetter(word) ? 'ltr' : 'neutral'
}

const isStrong = (d: Direction) => d === 'rtl' || d === 'ltr'

/** True when the text holds a right-to-left letter: only then does it need `visualLine`. */
export function hasRtl(text: string): boolean {
  return RTL_LETTER.test(text)
}

/**
 * One line of text in the order pdfkit must draw it. Text without a right-to-left letter is
 * returned as it is.
 */
export function visualLine(text: string): string {
  if (!hasRtl(text)) return text
  const words = text.split(/\s+/).filter(Boolean)
  const directions = words.map(directionOf)
  const firstStrong = directions.find(isStrong) ?? 'ltr'
  // A neutral word (a dash) between two words of one direction takes it; else the paragraph's. Numbers read left to right.
  const resolved = directions.map((d, i) => {
    if (d === 'number') return 'ltr'
    if (d !== 'neutral') return d
    const before = directions.slice(0, i).reverse().find(isStrong) ?? firstStrong
    const after = directions.slice(i + 1).find(isStrong) ?? firstStrong
    return before === after ? before : firstStrong
  })
  const runs: { direction: 'rtl' | 'ltr'; words: string[] }[] = []
  words.forEach((word, i) => {
    const direction = resolved[i] as 'rtl' | 'ltr'
    const last = runs.at(-1)
    if (last?.direction === direction) last.words.push(word)
    else runs.push({ direction, words: [word] })
  })
  if (firstStrong === 'rtl') runs.reverse()
  return runs
    .map((run, i) => {
      if (run.direction === 'ltr') return run.words.join(' ')
      // An Arabic run stays in typed order: fontkit reverses it whole, since no plain space splits it. pdfkit
      // shapes up to each plain space and keeps it in the run, so the space after the run is drawn at its left:
      // a no-break space at its typed start keeps a space between it and the next run on its right.
      const text = run.words.join('\u00a0')
      return i < runs.length - 1 ? `\u00a0${text}` : text
    })
    .join(' ')
}
