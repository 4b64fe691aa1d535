/**
 * The back-office's client list in SQL (docs/decisions/010): one page of clients, newest
 * first on the created_at index, optionally searched on name and email (case and accents
 * ignored, on its trigram index: cms/infra/db/search.ts), with each client's unread replies counted
 * for the page's clients only; one statement.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { AdminUser, AdminUsersResponse } from '@/contract/admin-users'
import { limitOffset, readDb, readPage } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { contains } from '@/cms/infra/db/search'
import { keptTableCount } from '@/cms/features/overview'

type UserRow = { id: number; first_name: string; last_name: string; email: string; created_at: Date | string; unread: string }

/**
 * First name, last name, the full name either way round, or email contains the search: one
 * text per client ('first last first email') searched once.
 */
function searchFilter(search: string): SQL {
  if (!search) return sql`TRUE`
  return contains('u', search)
}

export async function readUserPage(
  payload: Payload,
  search: string,
  page: number,
  limit: number,
): Promise<Omit<AdminUsersResponse, 'success'>> {
  const db = readDb(payload, { planEachTime: Boolean(search) })
  const where = searchFilter(search)
  // Each client of the page with its replies support has not read (fromAdmin false, isRead
  // false), counted on messages' user_id index for the page's clients only.
  const select = sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.created_at, unread.n AS unread
      FROM users u
      CROSS JOIN LATERAL (
        SELECT count(*) AS n FROM messages
         WHERE user_id = u.id AND NOT coalesce(from_admin, false) AND NOT coalesce(is_read, false)
      ) unread
     WHERE ${where}
     ORDER BY u.created_at DESC, u.id DESC
     ${limitOffset(page, limit)}`
  // Without a search, the count of every client is kept a few seconds (../staff-counters.ts);
  // with one, the page joins its count (one round trip, a page past the end still carries it).
  const knownTotal = search ? undefined : await keptTableCount(payload, 'users')
  const { rows, total } = await readPage<UserRow>(db, {
    select,
    count: sql`SELECT count(*) AS total FROM users u WHERE ${where}`,
    order: sql`page.created_at DESC, page.id DESC`,
    knownTotal,
  })
  return {
    users: rows.map((row): AdminUser => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      createdAt: isoTime(row.created_at),
      unread: Number(row.unread),
    })),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
  }
}
