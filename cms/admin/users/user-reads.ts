/**
 * The back-office's client list in SQL (docs/decisions/010): one page of clients, newest
 * first on the created_at index, optionally searched on name and email (case and accents
 * ignored, on its trigram index: cms/db/search.ts), with each client's unread replies counted for the page's clients only (one
 * grouped query on messages' user_id index, not one per client).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { AdminUser, AdminUsersResponse } from '../../../contract/admin-users'
import { drizzleFor } from '../../db/transaction'
import { contains } from '../../db/search'

type UserRow = { id: number; first_name: string; last_name: string; email: string; created_at: Date | string }

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
  const db = await drizzleFor(payload)
  const where = searchFilter(search)
  const [list, count] = await Promise.all([
    db.execute<UserRow>(sql`
      SELECT u.id, u.first_name, u.last_name, u.email, u.created_at
        FROM users u
       WHERE ${where}
       ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    db.execute<{ total: string }>(sql`SELECT count(*) AS total FROM users u WHERE ${where}`),
  ])
  const unread = await readUnreadReplies(
    payload,
    list.rows.map((row) => row.id),
  )
  const total = Number(count.rows[0]?.total ?? 0)
  return {
    users: list.rows.map((row): AdminUser => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
      unread: unread.get(row.id) ?? 0,
    })),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
  }
}

/** The clients' replies support has not read (fromAdmin false, isRead false), per client. */
async function readUnreadReplies(payload: Payload, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ user_id: number; unread: string }>(sql`
    SELECT user_id, count(*) AS unread
      FROM messages
     WHERE user_id IN (${sql.join(
       userIds.map((id) => sql`${id}`),
       sql`, `,
     )})
       AND NOT coalesce(from_admin, false) AND NOT coalesce(is_read, false)
     GROUP BY user_id`)
  return new Map(rows.map((row) => [row.user_id, Number(row.unread)]))
}
