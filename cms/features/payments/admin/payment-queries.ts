/**
 * The statements of the back-office's payment reads, built with Drizzle on Payload's tables by
 * functions of a database, so the routes prepare them once (payment-reads.ts) and the API tests
 * can EXPLAIN exactly what the routes run (`paymentPageQuery`, `exportBatchQuery`: the same text,
 * values in place of the placeholders, built on no database). Each page is chosen on the payments
 * table alone, on an index ((status, created_at) with a filter, (created_at) without; the primary
 * key for the export), then joined to its project, client and lead by primary key: 20 or 500 rows,
 * never the table.
 */
import { and, asc, count, desc, eq, lt, type Placeholder, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { PaymentFilter } from '@/contract/admin-payments'
import { invoices, leads, payments, projects, users } from '@/cms/infra/db/payload-schema'
import { type Database, literalLimit } from '@/cms/infra/db/typed-reads'

/** A statement's value: a placeholder when prepared, the value itself when built for EXPLAIN. */
type Value<T> = T | Placeholder

type Status = (typeof payments.$inferSelect)['status']

const statusIs = (status: Value<Status> | undefined): SQL => (status === undefined ? sql`true` : eq(payments.status, status))

/** What a list row reads of the payment itself. */
const paymentColumns = {
  id: payments.id,
  amount: payments.amount,
  currency: payments.currency,
  refundedAmount: payments.refundedAmount,
  status: payments.status,
  provider: payments.provider,
  confirmedBy: payments.confirmedBy,
  providerSessionId: payments.providerSessionId,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
  projectId: payments.project,
  userId: payments.user,
  leadId: payments.lead,
}

/** The payments chosen by `chosen` (CTE `page`) with what the list shows of their project, client and lead. */
function withDetails(db: Database, chosen: ReturnType<typeof choose>, order: 'newest' | 'id' | 'id desc') {
  const page = db.$with('page').as(chosen)
  return db
    .with(page)
    .select({
      id: page.id,
      amount: page.amount,
      currency: page.currency,
      refundedAmount: page.refundedAmount,
      status: page.status,
      provider: page.provider,
      confirmedBy: page.confirmedBy,
      providerSessionId: page.providerSessionId,
      paidAt: page.paidAt,
      createdAt: page.createdAt,
      projectId: page.projectId,
      projectName: projects.name,
      userId: page.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      userEmail: users.email,
      nomComplet: leads.nomComplet,
      leadEmail: leads.email,
    })
    .from(page)
    .leftJoin(projects, eq(projects.id, page.projectId))
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(leads, eq(leads.id, page.leadId))
    .orderBy(...(order === 'newest' ? [desc(page.createdAt), desc(page.id)] : order === 'id desc' ? [desc(page.id)] : [asc(page.id)]))
}

const choose = (db: Database, where: SQL | undefined) => db.select(paymentColumns).from(payments).where(where).$dynamic()

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (typed-reads.ts, literalLimit). */
const PLANNED_ONCE_PAGES = 10

export type PageShape = { filtered: boolean; page: number; limit: number }

export const pageShapeKey = ({ filtered, page, limit }: PageShape) =>
  `${filtered}:${page <= PLANNED_ONCE_PAGES ? `${limit}:${page}` : 'deep'}`

/** One page of the list, newest first (ties broken by id, so pages never overlap). */
export function paymentPage(
  db: Database,
  { filtered, page, limit }: PageShape,
  values: { status: Value<Status>; limit: Value<number>; offset: Value<number> },
) {
  const newest = choose(db, statusIs(filtered ? values.status : undefined)).orderBy(desc(payments.createdAt), desc(payments.id))
  const chosen =
    page <= PLANNED_ONCE_PAGES
      ? newest.limit(literalLimit(limit)).offset(literalLimit((page - 1) * limit))
      : newest.limit(values.limit).offset(values.offset)
  return withDetails(db, chosen, 'newest')
}

/** One payment, same shape as a list row. */
export const paymentById = (db: Database, id: Value<number>) => withDetails(db, choose(db, eq(payments.id, id)), 'id')

export type ExportShape = { filtered: boolean; after: boolean }

/** The export's next batch: keyset on id (newest first), so batch n costs what batch 1 does. */
export const exportBatch = (
  db: Database,
  { filtered, after }: ExportShape,
  values: { status: Value<Status>; beforeId: Value<number>; size: Value<number> },
) =>
  withDetails(
    db,
    choose(db, and(statusIs(filtered ? values.status : undefined), after ? lt(payments.id, values.beforeId) : sql`true`))
      .orderBy(desc(payments.id))
      .limit(values.size),
    'id desc',
  )

/** Money was taken for these (a refunded payment was completed first). */
const moneyTaken = sql`${payments.status} IN ('completed', 'refunded')`
const refunded = sql`COALESCE(${payments.refundedAmount}, '0')::numeric`

/**
 * The counters: how many payments in each status, and per currency what was kept (amounts less
 * refunds) and what was given back. An aggregate over the whole table (about 3 ms at 10,000
 * payments), the one read here that grows with it.
 */
export const paymentStats = (db: Database) =>
  db
    .select({
      status: payments.status,
      currency: payments.currency,
      count: count(),
      keptSum: sql<string | null>`sum(${payments.amount}::numeric - ${refunded}) FILTER (WHERE ${moneyTaken})`,
      refundedSum: sql<string | null>`sum(${refunded}) FILTER (WHERE ${moneyTaken})`,
    })
    .from(payments)
    .groupBy(payments.status, payments.currency)

/**
 * The invoices and credit notes of a page's payments, in issue order: one statement for the page
 * (on invoices_payment_idx), not one per row.
 */
export const paymentDocuments = (db: Database, paymentIds: Value<number[]>) =>
  db
    .select({
      id: invoices.id,
      paymentId: invoices.payment,
      number: invoices.number,
      kind: invoices.kind,
      amount: invoices.amount,
      issuedAt: invoices.issuedAt,
      // A credit note's invoice, and how its money went back (none: a correction, which cancels it).
      invoiceId: invoices.invoice,
      refundMethod: invoices.refundMethod,
    })
    .from(invoices)
    // An array parameter: one prepared text whatever the page's size.
    .where(sql`${invoices.payment} = ANY(${paymentIds}::int[])`)
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))

/** What a move needs to know before it is tried. */
export const paymentState = (db: Database) =>
  db
    .select({ id: payments.id, status: payments.status, providerSessionId: payments.providerSessionId, leadId: payments.lead })
    .from(payments)
    .where(eq(payments.id, sql.placeholder('id')))

/** Statements only: no client, nothing runs. */
const noDatabase = drizzle.mock() as unknown as Database

/** The statement a route runs for this page, with its values (the API tests EXPLAIN it). */
export const paymentPageQuery = (filter: PaymentFilter, page: number, limit: number): SQL =>
  paymentPage(
    noDatabase,
    { filtered: filter !== 'all', page, limit },
    { status: filter === 'all' ? 'pending' : filter, limit, offset: (page - 1) * limit },
  ).getSQL()

/** The statement a route runs for this export batch, with its values (the API tests EXPLAIN it). */
export const exportBatchQuery = (filter: PaymentFilter, beforeId: number | null, size: number): SQL =>
  exportBatch(
    noDatabase,
    { filtered: filter !== 'all', after: beforeId !== null },
    { status: filter === 'all' ? 'pending' : filter, beforeId: beforeId ?? 0, size },
  ).getSQL()
