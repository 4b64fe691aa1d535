/**
 * French typography for texts built at run time (a name in a greeting, a title typed by an
 * editor, a server message), in one place for the web app and, later, the server's emails.
 *
 * The rules chosen (those of the Imprimerie nationale's Lexique, as most French publishers apply them):
 * - U+202F NARROW NO-BREAK SPACE before `;`, `!` and `?` ('Bienvenue, Amina !'): the thin space
 *   French puts there, which never lets the sign start a line;
 * - U+00A0 NO-BREAK SPACE before `:` and inside « guillemets » (a full word space there);
 * - the typographic apostrophe ’ instead of ' between letters ('l’article');
 * - the ellipsis character … instead of three dots.
 * Spaces are only made non-breaking where the text already has one: '14:05', 'https://' and
 * 'Bonjour!' keep their shape (no space is invented), so codes, times and addresses are safe.
 */

export const NARROW_NBSP = '\u202f'
export const NBSP = '\u00a0'

/** The apostrophe between two letters ('l'article', 'aujourd'hui'); a quote around a word stays. */
const APOSTROPHE = /(\p{L})'(?=\p{L})/gu
/** One or more spaces of any kind before ; ! ? (a run of signs such as '?!' keeps one space). */
const BEFORE_THIN = /[ \u00a0\u202f\t]+([;!?])/g
const BEFORE_COLON = /[ \u00a0\u202f\t]+:/g
const AFTER_OPENING_QUOTE = /«[ \u00a0\u202f\t]*/g
const BEFORE_CLOSING_QUOTE = /[ \u00a0\u202f\t]*»/g

/** A French text with its spaces, apostrophes and ellipses set as French typography wants. */
export function frenchText(text: string): string {
  return text
    .replace(APOSTROPHE, '$1’')
    .replace(/\.\.\./g, '…')
    .replace(BEFORE_THIN, `${NARROW_NBSP}$1`)
    .replace(BEFORE_COLON, `${NBSP}:`)
    .replace(AFTER_OPENING_QUOTE, `«${NBSP}`)
    .replace(BEFORE_CLOSING_QUOTE, `${NBSP}»`)
}

/** '« Création SARL »': a text quoted in French guillemets, with their no-break spaces. */
export const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`
