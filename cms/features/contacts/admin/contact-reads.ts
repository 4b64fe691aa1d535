/**
 * The contact form's messages for the back-office (docs/decisions/010), with Drizzle's query
 * builder on Payload's tables: one page, newest first, on contacts_created_at_idx; the
 * statistics over every contact and the number matching the search in one scan. Pages are
 * built once per shape and run as named prepared statements (cms/infra/db/typed-reads.ts); a
 * search is built once too but runs unnamed, planned for its text (cms/infra/db/typed-reads.ts, searchReadByShape). The route has
 * already checked the caller.
 */
import { and, count, desc, eq, fillPlaceholders, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Payload } from 'payload'
import { type AdminContact, type ContactsQuery, type ContactsResponse } from '@/contract/admin-inbox'
import { contacts } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { type Database, literalLimit, preparedRead, preparedReadByShape, searchReadByShape } from '@/cms/infra/db/typed-reads'
import { containsPlaceholder, searchPattern } from '@/cms/infra/db/search'
import { staffCountersFor } from '@/cms/features/overview'
import { repliesFor } from '@/cms/features/support'

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (typed-reads.ts, literalLimit). */
const PLANNED_ONCE_PAGES = 10

/** What a page's statement depends on besides its values (placeholders `limit`, `offset`). */
interface PageShape {
  /** A search (placeholder `q`): run unnamed, planned for its text. */
  q: boolean
  /** A handling status (placeholder `status`). */
  status: boolean
  page: number | 'deep'
  limit: number
}

const shapeOf = ({ q, status, page, limit }: ContactsQuery): PageShape => ({
  q: Boolean(q),
  status: Boolean(status),
  page: page <= PLANNED_ONCE_PAGES ? page : 'deep',
  limit,
})
const valuesOf = ({ q, status, page, limit }: ContactsQuery) => ({ q: searchPattern(q ?? ''), status, limit, offset: (page - 1) * limit })

/** Name (first, last or both), email or company contain the text, case and accents as typed; the handling status. */
const matches = ({ q, status }: Pick<PageShape, 'q' | 'status'>): SQL | undefined =>
  and(q ? containsPlaceholder('contacts', 'q') : undefined, status ? eq(contacts.status, sql.placeholder('status')) : undefined)

function buildContactsPage(db: Database, shape: PageShape) {
  const rows = db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
      company: contacts.company,
      message: contacts.message,
      createdAt: contacts.createdAt,
      status: contacts.status,
      note: contacts.note,
      statusChangedAt: contacts.statusChangedAt,
    })
    .from(contacts)
    .where(matches(shape))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
  return shape.page === 'deep'
    ? rows.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    : rows.limit(literalLimit(shape.limit)).offset(literalLimit((shape.page - 1) * shape.limit))
}

const pageKey = (shape: PageShape) => `${shape.status}/${shape.page}/${shape.limit}`
const contactsPage = preparedReadByShape(pageKey, buildContactsPage)
const searchedContactsPage = searchReadByShape(pageKey, buildContactsPage)
const searchedCount = searchReadByShape(String, (db, status: boolean) =>
  db
    .select({ matching: count() })
    .from(contacts)
    .where(matches({ q: true, status })),
)
/** A status without a search: one named statement. */
const statusCount = preparedRead((db) =>
  db
    .select({ matching: count() })
    .from(contacts)
    .where(matches({ q: false, status: true })),
)

/** The page's statement as the server runs it (text and values), for the test that reads its plan. */
export function contactsPageStatement(query: ContactsQuery): { sql: string; params: unknown[] } {
  const { sql: text, params } = buildContactsPage(drizzle.mock() as unknown as Database, shapeOf(query)).toSQL()
  return { sql: text, params: fillPlaceholders(params, valuesOf(query)) }
}

const filled = (column: typeof contacts.phone | typeof contacts.company) =>
  sql<number>`count(*) FILTER (WHERE nullif(btrim(${column}), '') IS NOT NULL)`.mapWith(Number)

const contactStats = preparedRead((db) =>
  db.select({ total: count(), withPhone: filled(contacts.phone), withCompany: filled(contacts.company) }).from(contacts),
)

export async function readContacts(payload: Payload, query: ContactsQuery): Promise<ContactsResponse> {
  const shape = shapeOf(query)
  const values = valuesOf(query)
  // A search is planned for its text (cms/infra/db/search.ts): run unnamed.
  const [list, stats, searched] = await Promise.all([
    (shape.q ? searchedContactsPage : contactsPage)(payload, shape).execute(values),
    staffCountersFor(payload).read('contacts', async () => {
      const [row] = await contactStats(payload).execute()
      return { total: row?.total ?? 0, withPhone: row?.withPhone ?? 0, withCompany: row?.withCompany ?? 0 }
    }),
    shape.q ? searchedCount(payload, shape.status).execute(values) : shape.status ? statusCount(payload).execute(values) : undefined,
  ])
  const replies = await repliesFor(
    payload,
    'contact',
    list.map((row) => row.id),
  )
  const total = searched ? (searched[0]?.matching ?? 0) : stats.total
  return {
    success: true,
    contacts: list.map((row): AdminContact => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName ?? '',
      email: row.email,
      ...(row.phone?.trim() ? { phone: row.phone } : {}),
      ...(row.company?.trim() ? { company: row.company } : {}),
      message: row.message,
      createdAt: timestampText(row.createdAt),
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
