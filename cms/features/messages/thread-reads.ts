/**
 * Conversations (issue 35 item 1): a message's `thread` is its conversation's first message,
 * empty on that first message. Reads built once, with Drizzle on Payload's tables.
 */
import { and, count, desc, eq, isNull, max, sql } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { type ApiThread, THREAD_NOT_FOUND } from '@/contract/messages'
import { messages, projects } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { notFound } from '@/cms/infra/http/errors'
import type { Reader } from './message-reads'

/** A conversation's first message, if it is one and is this client's (a reply's id is no conversation), with its project's name. */
const starterOf = preparedRead((db) =>
  db
    .select({ id: messages.id, subject: messages.subject, projectId: messages.project, projectName: projects.name })
    .from(messages)
    .leftJoin(projects, eq(projects.id, messages.project))
    .where(and(eq(messages.id, sql.placeholder('threadId')), eq(messages.user, sql.placeholder('userId')), isNull(messages.thread))),
)

/** The conversation `threadId` of this client, or 404 in French (another client's looks the same as none). */
export async function requireThread(payload: Payload, userId: number, threadId: number) {
  const [starter] = await starterOf(payload).execute({ threadId, userId })
  if (!starter) throw notFound(THREAD_NOT_FOUND)
  return starter
}

/**
 * One page of a client's conversations, newest activity first, with the counts of all of them,
 * in one statement: the client's messages are grouped once (on the (user_id, created_at) index),
 * then the page joins its first messages by primary key.
 */
const threadPage = preparedRead((db) => {
  const key = sql<number>`coalesce(${messages.thread}, ${messages.id})`
  const toReader = sql`coalesce(${messages.fromAdmin}, false) = ${sql.placeholder('toReader')}`
  const grouped = db.$with('grouped').as(
    db
      .select({
        threadId: key.as('thread_key'),
        lastMessageAt: max(messages.createdAt).as('last_at'),
        // The newest message's author: its id is the greatest among the latest (ids grow with time).
        lastFromAdmin:
          sql<boolean>`(array_agg(coalesce(${messages.fromAdmin}, false) ORDER BY ${messages.createdAt} DESC, ${messages.id} DESC))[1]`.as(
            'last_from_admin',
          ),
        messageCount: count().as('message_count'),
        unread: sql<number>`count(*) FILTER (WHERE ${toReader} AND NOT coalesce(${messages.isRead}, false))`.mapWith(Number).as('unread'),
      })
      .from(messages)
      .where(eq(messages.user, sql.placeholder('userId')))
      .groupBy(sql`1`),
  )
  const starter = alias(messages, 'starter')
  return db
    .with(grouped)
    .select({
      id: grouped.threadId,
      subject: starter.subject,
      projectId: starter.project,
      lastMessageAt: grouped.lastMessageAt,
      lastFromAdmin: grouped.lastFromAdmin,
      messageCount: grouped.messageCount,
      unread: grouped.unread,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
      allUnread: sql<number>`sum(${grouped.unread}) OVER ()`.mapWith(Number),
    })
    .from(grouped)
    .innerJoin(starter, eq(starter.id, grouped.threadId))
    .orderBy(desc(grouped.lastMessageAt), desc(grouped.threadId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
})

export async function readThreadPage(payload: Payload, userId: number, reader: Reader, page: number, limit: number) {
  const rows = await threadPage(payload).execute({ userId, toReader: reader === 'client', limit, offset: (page - 1) * limit })
  // A page past the end has no rows to carry the totals: count again, rare.
  const totals =
    rows[0] ??
    (page > 1 ? (await threadPage(payload).execute({ userId, toReader: reader === 'client', limit: 1, offset: 0 }))[0] : undefined)
  const total = totals?.total ?? 0
  const threads: ApiThread[] = rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject,
    lastMessageAt: timestampText(row.lastMessageAt as string),
    lastFromAdmin: Boolean(row.lastFromAdmin),
    messageCount: Number(row.messageCount),
    unread: row.unread,
    ...(row.projectId ? { projectId: row.projectId } : {}),
  }))
  return { threads, total, unread: totals?.allUnread ?? 0, page, totalPages: Math.max(1, Math.ceil(total / limit)) }
}
