/**
 * The back-office's payment reads, in SQL (docs/decisions/010): a page of the list with its
 * counters, one payment, the export's batches. The route has already checked the caller is the
 * back-office.
 */
import type { Payload } from 'payload'
import { type AdminPayment, amountToMinor, type PaymentFilter, type PaymentStats, type PaymentStatus } from '@/contract/admin-payments'
import { orderNumber, type PaymentProviderId } from '@/contract/payments'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { staffCountersFor } from '@/cms/features/overview'
import { exportBatchQuery, paymentByIdQuery, paymentPageQuery, paymentStateQuery, paymentStatsQuery } from './payment-queries'

export type PaymentRow = {
  id: number
  amount: string
  currency: string
  status: PaymentStatus
  provider: PaymentProviderId
  provider_session_id: string
  paid_at: Date | string | null
  created_at: Date | string
  project_id: number | null
  project_name: string | null
  user_id: number | null
  first_name: string | null
  last_name: string | null
  user_email: string | null
  nom_complet: string | null
  lead_email: string | null
}

export function toAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    reference: orderNumber(row.provider_session_id),
    paidAt: row.paid_at ? isoTime(row.paid_at) : null,
    createdAt: isoTime(row.created_at),
    // A link whose record was deleted reads null (the foreign keys say ON DELETE SET NULL).
    project: row.project_id && row.project_name !== null ? { id: row.project_id, name: row.project_name } : null,
    user: row.user_id && row.first_name !== null ? { id: row.user_id, firstName: row.first_name, lastName: row.last_name ?? '' } : null,
    customer: row.nom_complet !== null ? { nomComplet: row.nom_complet, email: row.lead_email ?? '' } : null,
  }
}

type StatsRow = { status: string; currency: string; count: string; completed_sum: string | null }

function toStats(rows: StatsRow[]): { stats: PaymentStats; counts: Record<string, number> } {
  const counts: Record<string, number> = {}
  const totalCompleted: Record<string, number> = {}
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + Number(row.count)
    if (row.completed_sum !== null) {
      const currency = row.currency.toUpperCase()
      totalCompleted[currency] = (totalCompleted[currency] ?? 0) + amountToMinor(row.completed_sum, currency)
    }
  }
  return {
    stats: { totalCompleted, completed: counts.completed ?? 0, pending: counts.pending ?? 0, failed: counts.failed ?? 0 },
    counts,
  }
}

/** One page of the list (newest first), its paging and the counters. */
export async function readPaymentPage(payload: Payload, filter: PaymentFilter, page: number, limit: number) {
  const db = readDb(payload)
  const [list, { stats, counts }] = await Promise.all([
    db.execute<PaymentRow>(paymentPageQuery(filter, page, limit)),
    // An aggregate over the whole table, kept a few seconds (../staff-counters.ts).
    staffCountersFor(payload).read('payments', async () => toStats((await db.execute<StatsRow>(paymentStatsQuery())).rows)),
  ])
  // The counters already count every status: the total of the filter comes with them.
  const total = filter === 'all' ? Object.values(counts).reduce((sum, count) => sum + count, 0) : (counts[filter] ?? 0)
  return {
    payments: list.rows.map(toAdminPayment),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
    stats,
  }
}

export async function readAdminPayment(payload: Payload, id: number): Promise<AdminPayment | null> {
  const db = readDb(payload)
  const row = (await db.execute<PaymentRow>(paymentByIdQuery(id))).rows[0]
  return row ? toAdminPayment(row) : null
}

export async function readPaymentState(payload: Payload, id: number) {
  const db = readDb(payload)
  const row = (
    await db.execute<{ id: number; status: PaymentStatus; provider_session_id: string; lead_id: number | null }>(paymentStateQuery(id))
  ).rows[0]
  return row ? { id: row.id, status: row.status, providerSessionId: row.provider_session_id, leadId: row.lead_id } : null
}

/** The export's rows, batch after batch (keyset on id): only one batch is ever in memory. */
export async function* paymentBatches(payload: Payload, filter: PaymentFilter, batchSize: number): AsyncGenerator<PaymentRow[]> {
  const db = readDb(payload)
  let beforeId: number | null = null
  for (;;) {
    const { rows }: { rows: PaymentRow[] } = await db.execute<PaymentRow>(exportBatchQuery(filter, beforeId, batchSize))
    if (rows.length === 0) return
    yield rows
    if (rows.length < batchSize) return
    beforeId = rows[rows.length - 1].id
  }
}
