/**
 * The inbox reads, in SQL: one page of a client's messages (newest first, on the
 * (user_id, created_at) index), its total and its unread count, with the linked project's
 * name. The route has already checked the caller may read this client's messages.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { ApiMessage } from '../../contract/messages'
import { drizzleFor } from '../db/transaction'

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
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.project_id ? { projectId: row.project_id } : {}),
    ...(row.project_id && row.project_name ? { project: { id: row.project_id, name: row.project_name } } : {}),
  }
}

const SELECT_MESSAGE = sql`
  SELECT m.id, m.subject, m.content, m.is_read, m.from_admin, m.created_at, m.project_id, p.name AS project_name
    FROM messages m LEFT JOIN projects p ON p.id = m.project_id`

export async function readMessagePage(payload: Payload, userId: number, reader: Reader, page: number, limit: number) {
  const db = await drizzleFor(payload)
  // Messages addressed to the reader: support's for a client, the client's for the back-office.
  const addressedToReader = reader === 'client'
  const [list, counts] = await Promise.all([
    db.execute<MessageRow>(sql`${SELECT_MESSAGE}
      WHERE m.user_id = ${userId}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    db.execute<{ total: string; unread: string }>(sql`
      SELECT count(*) AS total,
             count(*) FILTER (WHERE coalesce(from_admin, false) = ${addressedToReader} AND NOT coalesce(is_read, false)) AS unread
        FROM messages WHERE user_id = ${userId}`),
  ])
  const total = Number(counts.rows[0]?.total ?? 0)
  return {
    messages: list.rows.map(toApiMessage),
    total,
    unread: Number(counts.rows[0]?.unread ?? 0),
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  }
}

export async function readMessage(payload: Payload, messageId: number): Promise<(ApiMessage & { userId: number }) | null> {
  const db = await drizzleFor(payload)
  const found = await db.execute<MessageRow & { user_id: number }>(sql`
    SELECT m.id, m.user_id, m.subject, m.content, m.is_read, m.from_admin, m.created_at, m.project_id, p.name AS project_name
      FROM messages m LEFT JOIN projects p ON p.id = m.project_id
     WHERE m.id = ${messageId}`)
  const row = found.rows[0]
  return row ? { ...toApiMessage(row), userId: row.user_id } : null
}
