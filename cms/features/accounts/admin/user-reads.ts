/**
 * The back-office's client list (docs/decisions/010): one page of clients, newest first on the
 * created_at index, optionally searched on name and email (case and accents ignored, on its
 * trigram index: cms/infra/db/search.ts), with each client's unread replies counted for the
 * page's clients only; one statement, written with Drizzle on Payload's tables.
 */
import { and, count, desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import type { AdminUser, AdminUsersResponse } from '@/contract/admin-users'
import { messages, users } from '@/cms/infra/db/payload-schema'
import { isoTime } from '@/cms/infra/db/row-values'
import { containsPlaceholder, searchPattern } from '@/cms/infra/db/search'
import { type Database, literalLimit, preparedReadByShape, searchReadByShape } from '@/cms/infra/db/typed-reads'
import { keptTableCount } from '@/cms/features/overview'

/** Pages a reader actually opens have their LIMIT and OFFSET in the text, each planned once (typed-reads.ts, literalLimit). */
const PLANNED_ONCE_PAGES = 10

const u = alias(users, 'u')

/**
 * A page of clients, each with the replies support has not read yet (fromAdmin false, isRead
 * false), counted on messages' user_id index for the page's clients only.
 */
function clientPage(db: Database, where: ReturnType<typeof containsPlaceholder> | undefined) {
  const unread = db
    .select({ n: count().as('n') })
    .from(messages)
    .where(and(eq(messages.user, u.id), sql`NOT coalesce(${messages.fromAdmin}, false)`, sql`NOT coalesce(${messages.isRead}, false)`))
    .as('unread')
  return db
    .select({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, createdAt: u.createdAt, unread: unread.n })
    .from(u)
    .crossJoinLateral(unread)
    .where(where)
    .orderBy(desc(u.createdAt), desc(u.id))
    .$dynamic()
}

/** Without a search: the page alone, its total kept a few seconds (staff-counters.ts). */
const unsearchedPage = preparedReadByShape(
  ({ page }: { page: number; limit: number }) => (page <= PLANNED_ONCE_PAGES ? `page ${page}` : 'deep'),
  (db, { page, limit }) => {
    const query = clientPage(db, undefined)
    return page <= PLANNED_ONCE_PAGES
      ? query.limit(literalLimit(limit)).offset(literalLimit((page - 1) * limit))
      : query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
  },
)

/**
 * With a search: the page joined to its count (one round trip; a page past the end still
 * carries the count), run unnamed so PostgreSQL plans it with the pattern in view and uses the
 * trigram index (search.ts).
 */
const searchedPage = searchReadByShape(String, (db) => {
  const where = containsPlaceholder('u', 'q')
  const total = db
    .select({ total: count().as('total') })
    .from(u)
    .where(where)
    .as('c')
  const rows = clientPage(db, where).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page')
  return db
    .select({
      total: total.total,
      id: rows.id,
      firstName: rows.firstName,
      lastName: rows.lastName,
      email: rows.email,
      createdAt: rows.createdAt,
      unread: rows.unread,
    })
    .from(total)
    .leftJoinLateral(rows, sql`true`)
    .orderBy(desc(rows.createdAt), desc(rows.id))
})

export async function readUserPage(
  payload: Payload,
  search: string,
  page: number,
  limit: number,
): Promise<Omit<AdminUsersResponse, 'success'>> {
  let clients: {
    id: number | null
    firstName: string | null
    lastName: string | null
    email: string | null
    createdAt: string | null
    unread: number | null
  }[]
  let total: number
  if (search) {
    const rows = await searchedPage(payload, '').execute({ q: searchPattern(search), limit, offset: (page - 1) * limit })
    total = rows[0]?.total ?? 0
    clients = rows
  } else {
    ;[clients, total] = await Promise.all([
      unsearchedPage(payload, { page, limit }).execute({ limit, offset: (page - 1) * limit }),
      keptTableCount(payload, 'users'),
    ])
  }
  return {
    users: clients.flatMap((row): AdminUser[] =>
      row.id === null
        ? []
        : [
            {
              id: row.id,
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
              email: row.email ?? '',
              createdAt: isoTime(row.createdAt ?? ''),
              unread: Number(row.unread),
            },
          ],
    ),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
  }
}
