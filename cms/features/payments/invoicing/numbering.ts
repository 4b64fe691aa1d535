/**
 * The next number of an invoice or credit note (contract/invoices.ts), taken inside the issuing
 * transaction. One upsert on the series' row for the current year in Paris: the row stays
 * locked until the transaction ends, so concurrent issues queue and take consecutive numbers,
 * and a transaction that rolls back gives its number back. Take it last in a transaction: the
 * lock is held until the commit.
 */
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { invoice_counters } from '@/cms/infra/db/payload-schema'
import type { drizzleFor } from '@/cms/infra/db/transaction'
import type { Database } from '@/cms/infra/db/typed-reads'
import { INVOICE_SERIES, type InvoiceKind } from '@/contract/invoices'

type Db = Awaited<ReturnType<typeof drizzleFor>>

export interface TakenNumber {
  number: string
  /** The issue time, read from the database clock once the number is ours: numbers follow issue times. */
  issuedAt: string
}

/**
 * The number of the series' `last` document of `year`, as every issue writes it ('F-2026-000001':
 * six digits at least, more past 999,999), in SQL: the statements that issue a document (this
 * one, the payment's completion) name it without a round trip.
 */
export const invoiceNumberSql = (kind: InvoiceKind, year: SQL, last: SQL) =>
  sql<string>`${INVOICE_SERIES[kind]}::text || '-' || (${year})::integer::text || '-' || CASE WHEN length((${last})::bigint::text) >= 6 THEN (${last})::bigint::text ELSE lpad((${last})::bigint::text, 6, '0') END`

export async function takeInvoiceNumber(db: Db, kind: InvoiceKind): Promise<TakenNumber> {
  const series = INVOICE_SERIES[kind]
  const [row] = await db
    .insert(invoice_counters)
    .values({ series, year: sql`extract(year from clock_timestamp() at time zone 'Europe/Paris')`, last: 1 })
    .onConflictDoUpdate({ target: [invoice_counters.series, invoice_counters.year], set: { last: sql`${invoice_counters.last} + 1` } })
    .returning({
      number: invoiceNumberSql(kind, sql`${invoice_counters.year}`, sql`${invoice_counters.last}`),
      issuedAt: sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
  if (!row) throw new Error(`No number taken for series ${series}`)
  return { number: row.number, issuedAt: row.issuedAt }
}

/**
 * In a larger statement, takeInvoiceNumber as a CTE: the series' next number for the year in
 * Paris, one per row of `from` (none, no number), its row locked until the statement's
 * transaction ends. Its `issuedAt` is the database clock once the number is taken.
 */
export function invoiceCounterInsert(db: Database, name: string, kind: InvoiceKind, from: SQL) {
  const column = (field: { name: string }) => sql.identifier(field.name)
  // A column name no table has: the statements that join this CTE name its fields unqualified.
  const issuedAt = sql<string>`number_taken_at`.as('number_taken_at')
  return db.$with(name, { year: invoice_counters.year, last: invoice_counters.last, issuedAt }).as(
    sql`INSERT INTO ${invoice_counters} (${column(invoice_counters.series)}, ${column(invoice_counters.year)}, ${column(invoice_counters.last)})
        SELECT ${INVOICE_SERIES[kind]}, extract(year from clock_timestamp() at time zone 'Europe/Paris'), 1 FROM ${from}
        ON CONFLICT (${column(invoice_counters.series)}, ${column(invoice_counters.year)})
          DO UPDATE SET ${column(invoice_counters.last)} = ${invoice_counters.last} + 1
        RETURNING ${column(invoice_counters.year)}, ${column(invoice_counters.last)}, clock_timestamp() AS number_taken_at`,
  )
}
