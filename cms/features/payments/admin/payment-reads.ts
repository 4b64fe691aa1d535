/**
 * The back-office's payment reads, prepared once from payment-queries.ts (docs/decisions/010): a page of the list with its
 * counters, one payment, the export's batches. The route has already checked the caller is the
 * back-office.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { type AdminPayment, amountToMinor, type PaymentFilter, type PaymentStats } from '@/contract/admin-payments'
import { orderNumber } from '@/contract/payments'
import { timestampText } from '@/cms/infra/db/row-values'
import { preparedRead, preparedReadByShape } from '@/cms/infra/db/typed-reads'
import { staffCountersFor } from '@/cms/features/overview'
import {
  type ExportShape,
  exportBatch,
  type PageShape,
  pageShapeKey,
  paymentById,
  paymentPage,
  paymentState,
  paymentStats,
} from './payment-queries'

const pages = preparedReadByShape(pageShapeKey, (db, shape: PageShape) =>
  paymentPage(db, shape, {
    status: sql.placeholder('status'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  }),
)
const byId = preparedRead((db) => paymentById(db, sql.placeholder('id')))
const batches = preparedReadByShape(
  ({ filtered, after }: ExportShape) => `${filtered}:${after}`,
  (db, shape) =>
    exportBatch(db, shape, { status: sql.placeholder('status'), beforeId: sql.placeholder('beforeId'), size: sql.placeholder('size') }),
)
const stats = preparedRead(paymentStats)
const state = preparedRead(paymentState)

/** A row of the list, of one payment, of the export: the selection's (timestamps are PostgreSQL's text). */
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof byId>['execute']>>[number]

export function toAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    reference: orderNumber(row.providerSessionId),
    paidAt: row.paidAt ? timestampText(row.paidAt) : null,
    createdAt: timestampText(row.createdAt),
    // A link whose record was deleted reads null (the foreign keys say ON DELETE SET NULL).
    project: row.projectId && row.projectName !== null ? { id: row.projectId, name: row.projectName } : null,
    user: row.userId && row.firstName !== null ? { id: row.userId, firstName: row.firstName, lastName: row.lastName ?? '' } : null,
    customer: row.nomComplet !== null ? { nomComplet: row.nomComplet, email: row.leadEmail ?? '' } : null,
  }
}

type StatsRow = Awaited<ReturnType<ReturnType<typeof stats>['execute']>>[number]

function toStats(rows: StatsRow[]): { stats: PaymentStats; counts: Record<string, number> } {
  const counts: Record<string, number> = {}
  const totalCompleted: Record<string, number> = {}
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + row.count
    if (row.completedSum !== null) {
      const currency = row.currency.toUpperCase()
      totalCompleted[currency] = (totalCompleted[currency] ?? 0) + amountToMinor(row.completedSum, currency)
    }
  }
  return {
    stats: { totalCompleted, completed: counts.completed ?? 0, pending: counts.pending ?? 0, failed: counts.failed ?? 0 },
    counts,
  }
}

/** One page of the list (newest first), its paging and the counters. */
export async function readPaymentPage(payload: Payload, filter: PaymentFilter, page: number, limit: number) {
  const [rows, { stats: counters, counts }] = await Promise.all([
    pages(payload, { filtered: filter !== 'all', page, limit }).execute({
      status: filter === 'all' ? undefined : filter,
      limit,
      offset: (page - 1) * limit,
    }),
    // An aggregate over the whole table, kept a few seconds (../staff-counters.ts).
    staffCountersFor(payload).read('payments', async () => toStats(await stats(payload).execute())),
  ])
  // The counters already count every status: the total of the filter comes with them.
  const total = filter === 'all' ? Object.values(counts).reduce((sum, count) => sum + count, 0) : (counts[filter] ?? 0)
  return {
    payments: rows.map(toAdminPayment),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
    stats: counters,
  }
}

export async function readAdminPayment(payload: Payload, id: number): Promise<AdminPayment | null> {
  const [row] = await byId(payload).execute({ id })
  return row ? toAdminPayment(row) : null
}

export async function readPaymentState(payload: Payload, id: number) {
  const [row] = await state(payload).execute({ id })
  return row ?? null
}

/** The export's rows, batch after batch (keyset on id): only one batch is ever in memory. */
export async function* paymentBatches(payload: Payload, filter: PaymentFilter, batchSize: number): AsyncGenerator<PaymentRow[]> {
  let beforeId: number | null = null
  for (;;) {
    const rows: PaymentRow[] = await batches(payload, { filtered: filter !== 'all', after: beforeId !== null }).execute({
      status: filter === 'all' ? undefined : filter,
      beforeId: beforeId ?? undefined,
      size: batchSize,
    })
    if (rows.length === 0) return
    yield rows
    if (rows.length < batchSize) return
    beforeId = rows[rows.length - 1].id
  }
}
