/**
 * Searches built once, planned for each text. A trigram search must be planned for its pattern
 * (cms/infra/db/search.ts: a kept plan does not use the index), so it runs unnamed; building its
 * query on every call would cost more than the old SQL text (a page of posts with its count:
 * about 30 times a prepared call's work in JavaScript). Here the query is built once per shape,
 * with the text as a placeholder, and runs as an unnamed statement, planned with its values.
 *
 * Belongs next to cms/infra/db/typed-reads.ts and search.ts (the contacts and requests searches
 * use it too); kept here while those files are someone else's to change.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Database } from '@/cms/infra/db/typed-reads'

interface Preparable<Prepared> {
  prepare(name: string): Prepared
}

/** `preparedReadByShape`, the statements unnamed: built once per shape and database, planned on each call. */
export function searchReadByShape<Shape, Prepared>(
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => Preparable<Prepared>,
): (payload: Payload, shape: Shape) => Prepared {
  const byDatabase = new WeakMap<object, Map<string, Prepared>>()
  return (payload, shape) => {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    let shapes = byDatabase.get(db)
    if (!shapes) byDatabase.set(db, (shapes = new Map()))
    const name = key(shape)
    let prepared = shapes.get(name)
    if (!prepared) {
      prepared = build(db, shape).prepare('')
      shapes.set(name, prepared)
    }
    return prepared
  }
}

/**
 * search.ts's `contains(table, …)` with the typed text as the placeholder `name`, whose value
 * is `searchPattern(text)`: the row of `table` contains it in its folded searched text.
 */
export const containsPlaceholder = (table: string, name: string): SQL =>
  sql`${sql.raw(`${table}.search_text`)} LIKE '%' || search_fold(${sql.placeholder(name)}) || '%'`

/** The value of a `containsPlaceholder`: the words, `%`, `_` and `\` matching themselves (as search.ts). */
export const searchPattern = (search: string): string =>
  search
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\%_]/g, (char) => `\\${char}`)
