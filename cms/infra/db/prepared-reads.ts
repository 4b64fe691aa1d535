/**
 * The hot reads (sessions, lists, pages) as named statements: PostgreSQL parses and plans each
 * text once per pooled connection, then only executes it. Planning was most of a list's cost
 * (1.2 ms of 2 for a page of the back-office projects, 0.4 ms of 0.5 for a page of clients).
 *
 * Same answer shape as drizzle's `execute` ({ rows }), so a read module switches by asking
 * `readDb(payload)` instead of `drizzleFor(payload)`. Reads only, outside transactions (the pool):
 * a write or a read that must see a transaction's own rows keeps `drizzleFor(payload, req)`.
 * Timestamps come back as ISO strings and counts as numbers (row-values.ts); readers also take
 * drizzle's and Payload's values (isoTime, Number).
 */
import { createHash } from 'node:crypto'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Payload } from 'payload'
import { rowValueTypes } from './row-values'

const dialect = new PgDialect()

/**
 * Statement names by text. The texts come from the code (values are parameters), a few hundred
 * at most (IN lists of one to 100 ids); past the bound a text runs unnamed, as before.
 */
const MAX_NAMED = 2_000
const names = new Map<string, string>()

function statementName(text: string): string | undefined {
  let name = names.get(text)
  if (!name && names.size < MAX_NAMED) {
    // pg refuses one name for two texts: the name is the text's hash.
    name = `r_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
    names.set(text, name)
  }
  return name
}

export interface ReadDb {
  execute<T extends Record<string, unknown>>(query: SQL): Promise<{ rows: T[] }>
}

/**
 * `planEachTime`: every statement is planned for its values. For a search (cms/infra/db/search.ts): the
 * trigram index serves a `LIKE` only when the planner sees the pattern; a kept plan does not. For
 * a read whose best plan depends on who asks: one client's projects are one for most clients and
 * a thousand for a few, and the plan PostgreSQL keeps for a named statement is the one for one.
 */
export function readDb(payload: Payload, options: { planEachTime?: boolean } = {}): ReadDb {
  const { pool } = payload.db as unknown as PostgresAdapter
  return {
    async execute<T extends Record<string, unknown>>(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query)
      const name = options.planEachTime ? undefined : statementName(text)
      const result = await pool.query<T>({ name, text, values: params as unknown[], types: rowValueTypes })
      return { rows: result.rows }
    },
  }
}

/**
 * A page and how many rows match, in one statement: `count` (a row with `total`, and any other
 * counts) runs once and the page joins it, so a page past the end still carries the counts. `order` repeats the page's order on its
 * columns (`page.created_at DESC, page.id DESC`). `with` names sets both read (`owners AS MATERIALIZED
 * (…)`), computed once. Read the answer with `splitPage`.
 */
export const pageWithTotal = (select: SQL, count: SQL, order: SQL, withSets?: SQL): SQL => sql`
  ${withSets ? sql`WITH ${withSets}` : sql``}
  SELECT page.*, c.*
    FROM (${count}) c
    LEFT JOIN LATERAL (${select}) page ON true
   ORDER BY ${order}`

/** The rows of `pageWithTotal` (none for an empty page: its one row is all null but the count). */
export function splitPage<Row extends { id: unknown }>(rows: readonly Record<string, unknown>[]): { rows: Row[]; total: number } {
  return {
    rows: rows.filter((row) => row.id !== null) as unknown as Row[],
    total: Number(rows[0]?.total ?? 0),
  }
}

/**
 * A page and its total: `knownTotal` when the caller has it (the back-office's kept counters),
 * otherwise counted with the page in the same statement (`pageWithTotal`).
 */
export async function readPage<Row extends Record<string, unknown> & { id: unknown }>(
  db: ReadDb,
  page: { select: SQL; count: SQL; order: SQL; knownTotal?: number; with?: SQL },
): Promise<{ rows: Row[]; total: number }> {
  if (page.knownTotal !== undefined) {
    const select = page.with ? sql`WITH ${page.with} ${page.select}` : page.select
    return { rows: (await db.execute<Row>(select)).rows, total: page.knownTotal }
  }
  return splitPage<Row>((await db.execute(pageWithTotal(page.select, page.count, page.order, page.with))).rows)
}

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (and are planned each time). */
const PLANNED_ONCE_PAGES = 10

/**
 * `LIMIT … OFFSET …` of a page. A named statement is planned once only if its generic plan costs
 * what a custom one does, and PostgreSQL prices an unknown LIMIT or OFFSET at a tenth of the
 * table: with parameters it plans again on every call (1.6 ms of a 2.5 ms list). For the first
 * pages the numbers are written in the text (integers checked here, never text from a caller),
 * so each is one statement planned once; the number of texts stays bounded.
 */
export function limitOffset(page: number, limit: number): SQL {
  const offset = (page - 1) * limit
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`Invalid page ${page} of ${limit}`)
  }
  return page <= PLANNED_ONCE_PAGES ? sql.raw(`LIMIT ${limit} OFFSET ${offset}`) : sql`LIMIT ${limit} OFFSET ${offset}`
}

/** A fixed LIMIT (a constant of the code), written in the text for the same reason. */
export function limitOf(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Invalid limit ${limit}`)
  return sql.raw(`LIMIT ${limit}`)
}
