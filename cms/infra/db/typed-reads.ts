/**
 * Hot reads written with Drizzle's query builder on Payload's generated tables
 * (payload-schema.ts): a renamed or removed field fails `npm run typecheck`, and the row's type is
 * the selection's, not a hand-written one.
 *
 * Each read is built once per database (values are `sql.placeholder`s) and runs as a named
 * prepared statement, so PostgreSQL parses and plans its text once per pooled connection (planning
 * was most of a list's cost: 1.2 ms of 2 for a page of the back-office projects). Building on every call would cost
 * more than the statement (about 0.25 ms for an article's select, against 12 µs for its SQL text).
 *
 * Subqueries are builders too (`sql\`(${subquery})\``, `exists(…)`), never SQL text naming
 * columns: in a one-table select Drizzle writes columns unqualified, so a text subquery's
 * `"user_id" = "id"` would compare the inner table's own columns.
 */
import { createHash } from 'node:crypto'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Payload } from 'payload'
import { lightRead } from './light-read'

/** The adapter's Drizzle database: reads outside transactions go through its pool. */
export type Database = PostgresAdapter['drizzle']

/** The Drizzle database of a Payload instance, for a read built on the call (counts kept in a cache, rare reads). */
export const databaseOf = (payload: Payload): Database => (payload.db as unknown as PostgresAdapter).drizzle

/**
 * How many rows a whole table holds, as a number. Drizzle's `$count` is a thenable builder that
 * counts again on every await: a cache that kept it would keep the query, not its answer.
 */
export async function countRows(payload: Payload, table: PgTable): Promise<number> {
  return await databaseOf(payload).$count(table)
}

interface Preparable<Prepared> {
  toSQL(): { sql: string }
  prepare(name: string): Prepared
}

/** A prepared read: its answer for the placeholders' values. */
export interface PreparedRead<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

type ResultOf<Prepared> = Prepared extends { execute(...args: never[]): Promise<infer Result> } ? Result : never

/** pg refuses one name for two texts: the name is the text's hash. */
const statementName = (text: string) => `t_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`

/**
 * Statements of one read kept per database (one per Payload instance): a cache of statements,
 * not a service. `key` names a shape; past `MAX_SHAPES` a shape is made for the call and not kept.
 */
function statementsPerDatabase<Shape, Prepared>(
  key: (shape: Shape) => string,
  make: (db: Database, shape: Shape, kept: boolean) => Prepared,
): (payload: Payload, shape: Shape) => Prepared {
  const byDatabase = new WeakMap<object, Map<string, Prepared>>()
  return (payload, shape) => {
    const db = databaseOf(payload)
    let shapes = byDatabase.get(db)
    if (!shapes) byDatabase.set(db, (shapes = new Map()))
    const name = key(shape)
    let prepared = shapes.get(name)
    if (!prepared) {
      const kept = shapes.size < MAX_SHAPES
      prepared = make(db, shape, kept)
      if (kept) shapes.set(name, prepared)
    }
    return prepared
  }
}

const MAX_SHAPES = 200

/**
 * A read prepared once per database: `const read = preparedRead((db) => db.select(…).from(…))`, then
 * `await read(payload).execute({ id })`.
 */
export function preparedRead<Prepared>(
  build: (db: Database) => Preparable<Prepared>,
): (payload: Payload) => PreparedRead<ResultOf<Prepared>> {
  const read = statementsPerDatabase(
    () => 'read',
    (db) => {
      const query = build(db)
      return lightRead<ResultOf<Prepared>>(query.prepare(statementName(query.toSQL().sql)))
    },
  )
  return (payload) => read(payload, undefined)
}

/**
 * A read whose text depends on a few choices (filters present or not, which order, an early page):
 * one statement per shape, each built and prepared once per database. `key` names a shape; shapes
 * must be few (booleans, small enums, page numbers up to a bound), as the statements each
 * connection keeps. Past `MAX_SHAPES` a shape is built for the call and runs unnamed.
 */
export function preparedReadByShape<Shape, Prepared>(
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => Preparable<Prepared>,
): (payload: Payload, shape: Shape) => PreparedRead<ResultOf<Prepared>> {
  return statementsPerDatabase(key, (db, shape, kept) => {
    const query = build(db, shape)
    return lightRead<ResultOf<Prepared>>(query.prepare(kept ? statementName(query.toSQL().sql) : ''))
  })
}

/**
 * `preparedReadByShape` for searches: built once per shape and database, but run unnamed, so
 * PostgreSQL plans each call for its pattern and uses the trigram index (search.ts); a kept
 * plan would not. Building per call would cost more than the statement (a page of posts with its
 * count: about 30 times a prepared call's work in JavaScript).
 */
export function searchReadByShape<Shape, Prepared>(
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape) => Pick<Preparable<Prepared>, 'prepare'>,
): (payload: Payload, shape: Shape) => PreparedRead<ResultOf<Prepared>> {
  return statementsPerDatabase(key, (db, shape) => lightRead<ResultOf<Prepared>>(build(db, shape).prepare('')))
}

/**
 * A read built once per database but run unnamed, so PostgreSQL plans each call for its values:
 * for a read whose best plan depends on who asks (one client's projects are one for most clients
 * and a thousand for a few; a kept plan would be the one for one).
 */
export function plannedPerCallRead<Prepared>(
  build: (db: Database) => Pick<Preparable<Prepared>, 'prepare'>,
): (payload: Payload) => PreparedRead<ResultOf<Prepared>> {
  const read = searchReadByShape<undefined, Prepared>(
    () => 'read',
    (db) => build(db),
  )
  return (payload) => read(payload, undefined)
}

/**
 * A LIMIT (or OFFSET) written in the statement's text. Drizzle sends `.limit(n)` as a parameter,
 * and PostgreSQL prices an unknown LIMIT or OFFSET at a tenth of the table, so a named statement
 * with one is planned again on every call (1.6 ms of a 2.5 ms list). Pages a reader actually
 * opens (the first ten) write theirs in the text, each one statement planned once; deeper pages
 * keep parameters, so the number of texts stays bounded. Drizzle writes an SQL value as is.
 */
export function literalLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Invalid limit ${limit}`)
  return sql.raw(String(limit)) as unknown as number
}
