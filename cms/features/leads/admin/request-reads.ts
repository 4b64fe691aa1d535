/**
 * The funnel's leads for the back-office ('Demandes de service'), in SQL (docs/decisions/010):
 * one page, newest first, on leads_created_at_idx; the counters over every lead, kept a few
 * seconds (../staff-counters.ts), which also give the total of an offer filter; the number
 * matching a search, on its trigram index. The route has already checked the caller.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import {
  type AdminRequest,
  RECENT_DAYS,
  type RequestOffer,
  type RequestsQuery,
  type RequestsResponse,
  type RequestType,
} from '@/contract/admin-inbox'
import { contains } from '@/cms/infra/db/search'
import { limitOffset, readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { staffCountersFor } from '@/cms/features/overview'

type LeadRow = {
  id: number
  nom_complet: string
  email: string
  telephone: string
  offre: RequestOffer
  type: RequestType
  created_at: Date | string
}

/** The offer filter and the search (full name, email or phone number contain the text). */
function matches({ offre, q }: Pick<RequestsQuery, 'offre' | 'q'>): SQL {
  const conditions: SQL[] = []
  if (offre) conditions.push(sql`offre = ${offre}`)
  if (q) {
    conditions.push(contains('leads', q))
  }
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`
}

/** The page's query, exported for the test that reads its plan. */
export const requestsPageSql = ({ offre, q, page, limit }: RequestsQuery): SQL => sql`
  SELECT id, nom_complet, email, telephone, offre, type, created_at
    FROM leads
   WHERE ${matches({ offre, q })}
   ORDER BY created_at DESC, id DESC
   ${limitOffset(page, limit)}`

const toAdminRequest = (row: LeadRow): AdminRequest => ({
  id: row.id,
  nomComplet: row.nom_complet,
  email: row.email,
  telephone: row.telephone,
  offre: row.offre,
  type: row.type,
  createdAt: isoTime(row.created_at),
})

export async function readRequests(payload: Payload, query: RequestsQuery): Promise<RequestsResponse> {
  const db = readDb(payload, { planEachTime: Boolean(query.q) })
  const [list, stats, searched] = await Promise.all([
    db.execute<LeadRow>(requestsPageSql(query)),
    staffCountersFor(payload).read('requests', async () => {
      const { rows } = await db.execute<{ premium: string; guide: string; recent: string; total: string }>(sql`
        SELECT count(*) FILTER (WHERE offre = 'premium') AS premium,
               count(*) FILTER (WHERE offre = 'guide') AS guide,
               count(*) FILTER (WHERE created_at >= now() - make_interval(days => ${RECENT_DAYS})) AS recent,
               count(*) AS total
          FROM leads`)
      const row = rows[0]
      return {
        premium: Number(row?.premium ?? 0),
        guide: Number(row?.guide ?? 0),
        lastSevenDays: Number(row?.recent ?? 0),
        total: Number(row?.total ?? 0),
      }
    }),
    query.q ? db.execute<{ matching: string }>(sql`SELECT count(*) AS matching FROM leads WHERE ${matches(query)}`) : undefined,
  ])
  const total = searched ? Number(searched.rows[0]?.matching ?? 0) : query.offre ? stats[query.offre] : stats.total
  return {
    success: true,
    requests: list.rows.map(toAdminRequest),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    total,
    stats,
  }
}
