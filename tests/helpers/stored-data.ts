/**
 * What the database holds, to prove that a request changed nothing: a fingerprint of every
 * table (one md5 per table, one query), and a row-by-row snapshot to compare the rows that
 * existed before. Tables and columns that move on their own are left out (`Volatile`).
 */
import type pg from 'pg'

export interface Volatile {
  /** Tables left out entirely (counters, queues). */
  tables: readonly string[]
  /** Columns left out, by table ('*' for every table). */
  columns: Readonly<Record<string, readonly string[]>>
}

/**
 * What moves without anyone changing stored data: rate-limit counters, the email queue and
 * its log (run by the server in the background), the blog's batched view counter, and a
 * session's own timestamps.
 */
export const VOLATILE: Volatile = {
  tables: ['rate_limits', 'payload_jobs', 'payload_jobs_log'],
  columns: { blog_posts: ['view_count'], users_sessions: ['expires_at'], editors_sessions: ['expires_at'] },
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function tablesOf(db: pg.Client, volatile: Volatile): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  return rows.map((row) => row.table_name).filter((table) => !volatile.tables.includes(table))
}

/** A row as text, without its volatile columns. */
const rowText = (table: string, volatile: Volatile) => {
  const skipped = [...(volatile.columns['*'] ?? []), ...(volatile.columns[table] ?? [])]
  return `(to_jsonb(t) - ARRAY[${skipped.map((column) => `'${column}'`).join(',')}]::text[])::text`
}

export type Fingerprint = Map<string, string>

/** One md5 per table over all its rows, in one query. */
export async function fingerprint(db: pg.Client, volatile: Volatile = VOLATILE): Promise<Fingerprint> {
  const tables = await tablesOf(db, volatile)
  // Each row hashed, the hashes sorted: the order of rows on disk does not count.
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS sum FROM (SELECT md5(${rowText(table, volatile)}) AS h FROM ${quote(table)} t) rows`,
    )
    .join(' UNION ALL ')
  const { rows } = await db.query<{ name: string; sum: string }>(query)
  return new Map(rows.map((row) => [row.name, row.sum]))
}

/** The tables whose content differs. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table))

export type RowSnapshot = Map<string, Map<string, string>>

/** Every row of every table, by id, as text. */
export async function snapshotRows(db: pg.Client, volatile: Volatile = VOLATILE): Promise<RowSnapshot> {
  const snapshot: RowSnapshot = new Map()
  for (const table of await tablesOf(db, volatile)) {
    const { rows } = await db.query<{ id: string; text: string }>(
      `SELECT t.id::text AS id, ${rowText(table, volatile)} AS text FROM ${quote(table)} t`,
    )
    snapshot.set(table, new Map(rows.map((row) => [row.id, row.text])))
  }
  return snapshot
}

/** The rows of `before` that are gone or different in `after` (rows added since are not changes). */
export function changedRows(before: RowSnapshot, after: RowSnapshot): string[] {
  const changes: string[] = []
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Map<string, string>()
    for (const [id, text] of rows) {
      const current = now.get(id)
      if (current === undefined) changes.push(`${table} #${id} deleted (was ${text.slice(0, 300)})`)
      else if (current !== text) changes.push(`${table} #${id} changed:\n  before ${text.slice(0, 400)}\n  after  ${current.slice(0, 400)}`)
    }
  }
  return changes
}
