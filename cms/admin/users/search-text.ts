/**
 * Case- and accent-insensitive matching in plain SQL. PostgreSQL's `unaccent` ships with the
 * embedded server but is an extension (CREATE EXTENSION, i.e. a migration) that a managed
 * PostgreSQL may not offer; `translate()` with a fixed table works everywhere. Both sides of
 * the comparison go through the same folding, so 'Hélène', 'HELENE' and 'helene' match.
 * lower() comes after translate(): under the C collation it folds ASCII letters only.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

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

const FROM = Object.values(ACCENTED).join('')
const TO = Object.entries(ACCENTED)
  .map(([letter, variants]) => letter.repeat([...variants].length))
  .join('')

/** The SQL expression of a text folded for search: accents removed, lower case. */
export const folded = (text: SQL) => sql`lower(translate(${text}, ${FROM}, ${TO}))`

/** A LIKE pattern for "contains", `%`, `_` and `\` in the search taken literally (ESCAPE '\'). */
export function containsPattern(search: string): SQL {
  const escaped = search.replace(/\s+/g, ' ').replace(/[\\%_]/g, (character) => `\\${character}`)
  return sql`'%' || ${folded(sql`${escaped}`)} || '%'`
}
