/**
 * The funnel's leads for the back-office ('Demandes de service', docs/decisions/010), with
 * Drizzle's query builder on Payload's tables: one page, newest first, on leads_created_at_idx;
 * the counters over every lead, kept a few seconds (../staff-counters.ts), which also give the
 * total of an offer filter; the number matching a search, on its trigram index. Pages are built
 * once per shape and run as named prepared statements (cms/infra/db/typed-reads.ts); a search
 * is built once too but runs unnamed, planned for its text (cms/infra/db/typed-reads.ts, searchReadByShape). The route has already
 * checked the caller.
 */
import { and, asc, count, desc, eq, fillPlaceholders, inArray, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Payload } from 'payload'
import { type AdminRequest, RECENT_DAYS, type RequestPayment, type RequestsQuery, type RequestsResponse } from '@/contract/admin-inbox'
import { leads, payments } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { timestampText } from '@/cms/infra/db/row-values'
import { type Database, literalLimit, preparedRead, preparedReadByShape, searchReadByShape } from '@/cms/infra/db/typed-reads'
import { containsPlaceholder, searchPattern } from '@/cms/infra/db/search'
import { staffCountersFor } from '@/cms/features/overview'
import { repliesFor } from '@/cms/features/support'

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (typed-reads.ts, literalLimit). */
const PLANNED_ONCE_PAGES = 10

/** What a page's statement depends on besides its values (placeholders `offre`, `limit`, `offset`). */
interface PageShape {
  offre: boolean
  /** A handling status (placeholder `status`). */
  status: boolean
  /** A search (placeholder `q`): run unnamed, planned for its text. */
  q: boolean
  page: number | 'deep'
  limit: number
}

const shapeOf = ({ offre, status, q, page, limit }: RequestsQuery): PageShape => ({
  offre: Boolean(offre),
  status: Boolean(status),
  q: Boolean(q),
  page: page <= PLANNED_ONCE_PAGES ? page : 'deep',
  limit,
})
const valuesOf = ({ offre, status, q, page, limit }: RequestsQuery) => ({
  offre,
  status,
  q: searchPattern(q ?? ''),
  limit,
  offset: (page - 1) * limit,
})

/** The offer and status filters and the search (full name, email or phone number contain the text). */
const matches = ({ offre, status, q }: Pick<PageShape, 'offre' | 'status' | 'q'>) =>
  and(
    offre ? eq(leads.offre, sql.placeholder('offre')) : undefined,
    status ? eq(leads.status, sql.placeholder('status')) : undefined,
    q ? containsPlaceholder('leads', 'q') : undefined,
  )

function buildRequestsPage(db: Database, shape: PageShape) {
  const rows = db
    .select({
      id: leads.id,
      nomComplet: leads.nomComplet,
      email: leads.email,
      telephone: leads.telephone,
      offre: leads.offre,
      type: leads.type,
      createdAt: leads.createdAt,
      status: leads.status,
      note: leads.note,
      statusChangedAt: leads.statusChangedAt,
    })
    .from(leads)
    .where(matches(shape))
    .orderBy(desc(leads.createdAt), desc(leads.id))
  return shape.page === 'deep'
    ? rows.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    : rows.limit(literalLimit(shape.limit)).offset(literalLimit((shape.page - 1) * shape.limit))
}

const pageKey = (shape: PageShape) => `${shape.offre}/${shape.status}/${shape.page}/${shape.limit}`
const requestsPage = preparedReadByShape(pageKey, buildRequestsPage)
const searchedRequestsPage = searchReadByShape(pageKey, buildRequestsPage)
type CountShape = Pick<PageShape, 'offre' | 'status'>
const countKey = ({ offre, status }: CountShape) => `${offre}/${status}`
const searchedCount = searchReadByShape(countKey, (db, shape: CountShape) =>
  db
    .select({ matching: count() })
    .from(leads)
    .where(matches({ ...shape, q: true })),
)
/** A status without a search (with or without the offer): named statements. */
const statusCount = preparedReadByShape(countKey, (db, shape: CountShape) =>
  db
    .select({ matching: count() })
    .from(leads)
    .where(matches({ ...shape, q: false })),
)

/** The page's statement as the server runs it (text and values), for the test that reads its plan. */
export function requestsPageStatement(query: RequestsQuery): { sql: string; params: unknown[] } {
  const { sql: text, params } = buildRequestsPage(drizzle.mock() as unknown as Database, shapeOf(query)).toSQL()
  return { sql: text, params: fillPlaceholders(params, valuesOf(query)) }
}

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)

const requestStats = preparedRead((db) =>
  db
    .select({
      premium: countWhere(sql`${leads.offre} = 'premium'`),
      guide: countWhere(sql`${leads.offre} = 'guide'`),
      recent: countWhere(sql`${leads.createdAt} >= now() - make_interval(days => ${RECENT_DAYS})`),
      total: count(),
    })
    .from(leads),
)

/** The latest checkout of each of these leads (payments_lead_idx), by lead. */
async function latestPayments(payload: Payload, leadIds: number[]): Promise<Map<number, RequestPayment>> {
  if (leadIds.length === 0) return new Map()
  const db = await drizzleFor(payload)
  const rows = await db
    .selectDistinctOn([payments.lead], {
      lead: payments.lead,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(inArray(payments.lead, leadIds))
    .orderBy(asc(payments.lead), desc(payments.createdAt), desc(payments.id))
  return new Map(
    rows.flatMap((row) =>
      row.lead === null
        ? []
        : [
            [
              row.lead,
              {
                status: row.status,
                amount: row.amount,
                currency: row.currency,
                paidAt: row.paidAt === null ? null : timestampText(row.paidAt),
              },
            ],
          ],
    ),
  )
}

export async function readRequests(payload: Payload, query: RequestsQuery): Promise<RequestsResponse> {
  const shape = shapeOf(query)
  const values = valuesOf(query)
  // A search is planned for its text (cms/infra/db/search.ts): run unnamed.
  const [list, stats, searched] = await Promise.all([
    (shape.q ? searchedRequestsPage : requestsPage)(payload, shape).execute(values),
    staffCountersFor(payload).read('requests', async () => {
      const [row] = await requestStats(payload).execute()
      return {
        premium: row?.premium ?? 0,
        guide: row?.guide ?? 0,
        lastSevenDays: row?.recent ?? 0,
        total: row?.total ?? 0,
      }
    }),
    shape.q ? searchedCount(payload, shape).execute(values) : shape.status ? statusCount(payload, shape).execute(values) : undefined,
  ])
  const total = searched ? (searched[0]?.matching ?? 0) : query.offre ? stats[query.offre] : stats.total
  const ids = list.map((row) => row.id)
  const [paymentOf, replies] = await Promise.all([latestPayments(payload, ids), repliesFor(payload, 'request', ids)])
  return {
    success: true,
    requests: list.map((row): AdminRequest => ({
      id: row.id,
      nomComplet: row.nomComplet,
      email: row.email,
      telephone: row.telephone,
      offre: row.offre,
      type: row.type,
      createdAt: timestampText(row.createdAt),
      payment: paymentOf.get(row.id) ?? null,
      status: row.status ?? 'new',
      note: row.note,
      statusChangedAt: row.statusChangedAt === null ? null : timestampText(row.statusChangedAt),
      replies: replies.get(row.id) ?? [],
    })),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    total,
    stats,
  }
}
