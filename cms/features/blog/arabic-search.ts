/**
 * A blog search typed in Arabic (issue 37). The searched text (`search_text`, cms/infra/db/search.ts)
 * is folded for Latin letters only (lowercase, accents removed); Arabic is written with or without
 * its vowel marks and shadda, and with or without the hamza on alif (إنشاء, انشاء), an alif
 * maqsura for a final ya, a ta marbuta for a final ha. A search holding Arabic letters is
 * therefore a regular expression where each such letter matches its written variants, followed
 * by any marks; pg_trgm's index serves regular expressions too (it takes the trigrams every match
 * must hold), so the search stays an index read. The Latin part is folded as search_fold() does.
 */
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

/** Arabic letters, and the Arabic-Indic digits. */
export const ARABIC_SCRIPT = /[\u0621-\u064A\u0660-\u0669\u0671-\u06D3\u06F0-\u06F9]/

/** Vowel marks (fatha… sukun), shadda, superscript alif, tatweel: never typed the same way twice. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g
const ANY_MARKS = '[\u064B-\u065F\u0670\u0640]*'

const VARIANTS: [string, string][] = [
  ['اأإآٱ', '[اأإآٱ]'],
  ['يى', '[يىئ]'],
  ['ئ', '[ئيى]'],
  ['هة', '[هة]'],
  ['ؤو', '[وؤ]'],
]
const variantOf = new Map(VARIANTS.flatMap(([letters, pattern]) => [...letters].map((letter) => [letter, pattern] as const)))

const escapeRegex = (char: string) => char.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')

/** True when the typed search holds Arabic letters: it is then read by `arabicSearchPattern`. */
export const isArabicSearch = (search: string) => ARABIC_SCRIPT.test(search)

/** The typed search as a PostgreSQL regular expression over the folded searched text. */
export function arabicSearchPattern(search: string): string {
  const folded = search
    .normalize('NFC')
    .replace(MARKS, '')
    .trim()
    .replace(/\s+/g, ' ')
    // Latin letters as search_fold() writes them: lowercase, without accents.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
  return [...folded]
    .map((char) => (ARABIC_SCRIPT.test(char) ? `${variantOf.get(char) ?? escapeRegex(char)}${ANY_MARKS}` : escapeRegex(char)))
    .join('')
}

/** The row of `table` holds the search given as the placeholder `name` (its value: `arabicSearchPattern(text)`). */
export const matchesPlaceholder = (table: string, name: string): SQL => sql`${sql.raw(`${table}.search_text`)} ~ ${sql.placeholder(name)}`
