/**
 * Case- and accent-insensitive "contains" in plain SQL, as one regular expression built from
 * the search: each letter becomes the class of its cases and accented forms ('e' →
 * [eEèéêë…]), every other character is taken literally (`%`, `_`, `\`, `.`…). Fast: PostgreSQL
 * compiles it once and runs it on the stored text, no function per row.
 * Why not `unaccent`: it ships with the embedded server, but it is an extension
 * (CREATE EXTENSION, so a migration) that a managed PostgreSQL may not offer; and lower() or
 * ILIKE alone fold only ASCII under the database's C collation.
 */

const ACCENTED: Record<string, string> = {
  a: 'àáâãäåāăąÀÁÂÃÄÅĀĂĄ',
  c: 'çćčÇĆČ',
  d: 'ďđĎĐ',
  e: 'èéêëēėęěÈÉÊËĒĖĘĚ',
  i: 'ìíîïīįıÌÍÎÏĪĮİ',
  l: 'łľĺŁĽĹ',
  n: 'ñńňÑŃŇ',
  o: 'òóôõöøōőÒÓÔÕÖØŌŐ',
  r: 'ŕřŔŘ',
  s: 'śšşŚŠŞ',
  t: 'ťţŤŢ',
  u: 'ùúûüūůűųÙÚÛÜŪŮŰŲ',
  y: 'ýÿÝŸ',
  z: 'žźżŽŹŻ',
}

const BASE_LETTER = new Map(Object.entries(ACCENTED).flatMap(([letter, forms]) => [...forms].map((form) => [form, letter] as const)))

/** Characters with a meaning in PostgreSQL's regular expressions, escaped to stand for themselves. */
const escapeRegex = (character: string) => character.replace(/[\\^$.|?*+()[\]{}]/, '\\$&')

/** The regular expression (for `~`) that finds `search` anywhere in a text, whatever its case and accents. */
export function searchRegex(search: string): string {
  return [...search.trim().replace(/\s+/g, ' ')]
    .map((character) => {
      const letter = BASE_LETTER.get(character) ?? character.toLowerCase()
      return /^[a-z]$/.test(letter) ? `[${letter}${letter.toUpperCase()}${ACCENTED[letter] ?? ''}]` : escapeRegex(character)
    })
    .join('')
}
