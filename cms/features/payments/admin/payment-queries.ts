/**
 * The SQL of the back-office's payment reads, as statements (no database here), so the API tests
 * can EXPLAIN exactly what the routes run. Each page is chosen on the payments table alone, on an
 * index ((status, created_at) with a filter, (created_at) without; the primary key for the
 * export), then joined to its project, client and lead by primary key: 20 or 500 rows, never the table.
 */
import { limitOffset } from '@/cms/infra/db/prepared-reads'
import { sql } from '@payloadcms/db-postgres'
import type { PaymentFilter } from '@/contract/admin-payments'

const statusIs = (filter: PaymentFilter) => (filter === 'all' ? sql`true` : sql`p.status = ${filter}`)

/** The payments of one page (CTE `page`) with what the list shows of their project, client and lead. */
const withDetails = (page: ReturnType<typeof sql>, order: ReturnType<typeof sql>) => sql`
  WITH page AS (${page})
  SELECT p.id, p.amount, p.currency, p.status, p.provider, p.provider_session_id, p.paid_at, p.created_at,
         p.project_id, pr.name AS project_name,
         p.user_id, u.first_name, u.last_name, u.email AS user_email,
         l.nom_complet, l.email AS lead_email
    FROM page p
    LEFT JOIN projects pr ON pr.id = p.project_id
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN leads l ON l.id = p.lead_id
   ORDER BY ${order}`

const PAYMENT_COLUMNS = sql`p.id, p.amount, p.currency, p.status, p.provider, p.provider_session_id, p.paid_at, p.created_at,
  p.project_id, p.user_id, p.lead_id`

/** One page of the list, newest first (ties broken by id, so pages never overlap). */
export const paymentPageQuery = (filter: PaymentFilter, page: number, limit: number) =>
  withDetails(
    sql`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE ${statusIs(filter)}
         ORDER BY p.created_at DESC, p.id DESC ${limitOffset(page, limit)}`,
    sql`p.created_at DESC, p.id DESC`,
  )

/** One payment, same shape as a list row. */
export const paymentByIdQuery = (id: number) => withDetails(sql`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.id = ${id}`, sql`p.id`)

/** The export's next batch: keyset on id (newest first), so batch n costs what batch 1 does. */
export const exportBatchQuery = (filter: PaymentFilter, beforeId: number | null, size: number) =>
  withDetails(
    sql`SELECT ${PAYMENT_COLUMNS} FROM payments p
         WHERE ${statusIs(filter)} AND ${beforeId === null ? sql`true` : sql`p.id < ${beforeId}`}
         ORDER BY p.id DESC LIMIT ${size}`,
    sql`p.id DESC`,
  )

/**
 * The counters: how many payments in each status, and the completed amounts per currency. An
 * aggregate over the whole table (about 3 ms at 10,000 payments), the one read here that grows with it.
 */
export const paymentStatsQuery = () => sql`
  SELECT status::text AS status, currency, count(*) AS count,
         sum(amount::numeric) FILTER (WHERE status = 'completed') AS completed_sum
    FROM payments
   GROUP BY status, currency`

/** What a move needs to know before it is tried. */
export const paymentStateQuery = (id: number) => sql`
  SELECT id, status::text AS status, provider_session_id, lead_id FROM payments WHERE id = ${id}`
