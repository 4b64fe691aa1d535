/**
 * The inbox reads, in SQL: one page of a client's messages (newest first, on the
 * (user_id, created_at) index), its total and its unread count, with the linked project's
 * name. The route has already checked the caller may read this client's messages.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { ApiMessage } from '@/contract/messages'
import { limitOffset, pageWithTotal, readDb, splitPage } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'

/** Who reads: a client reads support's messages; the back-office reads the client's replies. */
export type Reader = 'client' | 'admin'

type MessageRow = {
  id: number
  subject: string
  content: string
  is_read: boolean | null
  from_admin: boolean | null
  created_at: Date | string
  project_id: number | null
  project_name: string | null
}

export function toApiMessage(row: MessageRow): ApiMessage {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    isRead: Boolean(row.is_read),
    fromAdmin: Boolean(row.from_admin),
    createdAt: isoTime(row.created_at),
    ...(row.project_id ? { projectId: row.project_id } : {}),
    ...(row.project_id && row.project_name ? { project: { id: row.project_id, name: row.project_name } } : {}),
  }
}

export async function readMessagePage(payload: Payload, userId: number, reader: Reader, page: number, limit: number) {
  const db = readDb(payload)
  // Messages addressed to the reader: support's for a client, the client's for the back-office.
  const addressedToReader = reader === 'client'
  const counts = sql`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE coalesce(from_admin, false) = ${addressedToReader} AND NOT coalesce(is_read, false)) AS unread
      FROM messages WHERE user_id = ${userId}`
  // The page and its counts in one round trip (pageWithTotal). The page is chosen on messages
  // alone, then joined to its projects: 20 lookups whatever plan PostgreSQL keeps (the one for
  // a client with ten messages sorts all of them, so the join must not run before the limit).
  const select = sql`
    SELECT m.id, m.subject, m.content, m.is_read, m.from_admin, m.created_at, m.project_id, p.name AS project_name
      FROM (SELECT id, subject, content, is_read, from_admin, created_at, project_id FROM messages
             WHERE user_id = ${userId}
             ORDER BY created_at DESC, id DESC
             ${limitOffset(page, limit)}) m
      LEFT JOIN projects p ON p.id = m.project_id`
  const answer = (await db.execute(pageWithTotal(select, counts, sql`page.created_at DESC, page.id DESC`))).rows
  const { rows, total } = splitPage<MessageRow>(answer)
  return {
    messages: rows.map(toApiMessage),
    total,
    unread: Number(answer[0]?.unread ?? 0),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  }
}

export async function readMessage(payload: Payload, messageId: number): Promise<(ApiMessage & { userId: number }) | null> {
  const db = readDb(payload)
  const found = await db.execute<MessageRow & { user_id: number }>(sql`
    SELECT m.id, m.user_id, m.subject, m.content, m.is_read, m.from_admin, m.created_at, m.project_id, p.name AS project_name
      FROM messages m LEFT JOIN projects p ON p.id = m.project_id
     WHERE m.id = ${messageId}`)
  const row = found.rows[0]
  return row ? { ...toApiMessage(row), userId: row.user_id } : null
}
