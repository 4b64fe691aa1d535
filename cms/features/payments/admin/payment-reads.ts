/**
 * The back-office's payment reads, prepared once from payment-queries.ts (docs/decisions/010): a page of the list with its
 * counters, one payment, the export's batches. The route has already checked the caller is the
 * back-office.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import {
  type AdminPayment,
  amountToMinor,
  type PaymentDocument,
  type PaymentFilter,
  type PaymentStats,
  refundMethodOf,
} from '@/contract/admin-payments'
import { invoicePaths } from '@/contract/invoices'
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
  paymentDocuments,
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
const documents = preparedRead((db) => paymentDocuments(db, sql.placeholder('ids')))
const state = preparedRead(paymentState)

/** A row of the list, of one payment, of the export: the selection's (timestamps are PostgreSQL's text). */
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof byId>['execute']>>[number]

export function toAdminPayment(row: PaymentRow, documents: PaymentDocument[] = []): AdminPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    refundedAmount: row.refundedAmount ?? '0.00',
    documents,
    refundMethod: refundMethodOf(row),
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
  const totalRefunded: Record<string, number> = {}
  const add = (totals: Record<string, number>, currency: string, sum: string) => {
    totals[currency] = (totals[currency] ?? 0) + amountToMinor(sum, currency)
  }
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + row.count
    const currency = row.currency.toUpperCase()
    if (row.keptSum !== null) add(totalCompleted, currency, row.keptSum)
    if (row.refundedSum !== null) add(totalRefunded, currency, row.refundedSum)
  }
  return {
    stats: { totalCompleted, totalRefunded, completed: counts.completed ?? 0, pending: counts.pending ?? 0, failed: counts.failed ?? 0 },
    counts,
  }
}

/**
 * The invoices and credit notes of these payments, by payment, in issue order. An invoice replaced
 * by a correction names the credit note that cancelled it.
 */
async function documentsOf(payload: Payload, paymentIds: number[]): Promise<Map<number, PaymentDocument[]>> {
  const byPayment = new Map<number, PaymentDocument[]>()
  if (paymentIds.length === 0) return byPayment
  const rows = await documents(payload).execute({ ids: paymentIds })
  const cancelledBy = new Map(
    rows
      .filter((row) => row.kind === 'credit-note' && row.refundMethod === null && row.invoiceId)
      .map((row) => [row.invoiceId!, row.number]),
  )
  for (const row of rows) {
    const list = byPayment.get(row.paymentId) ?? []
    list.push({
      id: row.id,
      number: row.number,
      kind: row.kind,
      amount: row.amount,
      issuedAt: timestampText(row.issuedAt),
      pdfUrl: invoicePaths.pdf(row.id),
      cancelledBy: cancelledBy.get(row.id) ?? null,
    })
    byPayment.set(row.paymentId, list)
  }
  return byPayment
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
  const documentsByPayment = await documentsOf(
    payload,
    rows.map((row) => row.id),
  )
  return {
    payments: rows.map((row) => toAdminPayment(row, documentsByPayment.get(row.id))),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
    stats: counters,
  }
}

export async function readAdminPayment(payload: Payload, id: number): Promise<AdminPayment | null> {
  const [row] = await byId(payload).execute({ id })
  return row ? toAdminPayment(row, (await documentsOf(payload, [id])).get(id)) : null
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
