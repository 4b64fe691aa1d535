/**
 * The inbox reads, with Drizzle on Payload's tables and built once: one page of a client's messages (newest first, on the
 * (user_id, created_at) index), its total and its unread count, with the linked project's
 * name, then the page's attachments in one more statement (attachment-reads.ts). The route has
 * already checked the caller may read this client's messages.
 */
import { and, count, desc, eq, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { ApiAttachment, ApiMessage } from '@/contract/messages'
import { messages, projects } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { type Database, literalLimit, preparedRead, preparedReadByShape } from '@/cms/infra/db/typed-reads'
import { readAttachmentsOf } from './attachment-reads'

/** Who reads: a client reads support's messages; the back-office reads the client's replies. */
export type Reader = 'client' | 'admin'

const oneMessage = preparedRead((db) =>
  db
    .select({
      id: messages.id,
      userId: messages.user,
      subject: messages.subject,
      content: messages.content,
      isRead: messages.isRead,
      fromAdmin: messages.fromAdmin,
      createdAt: messages.createdAt,
      thread: messages.thread,
      projectId: messages.project,
      projectName: projects.name,
    })
    .from(messages)
    .leftJoin(projects, eq(projects.id, messages.project))
    .where(eq(messages.id, sql.placeholder('id'))),
)

/** A message as read, with its project's name (drizzle's timestamps are PostgreSQL's text). */
type MessageRow = Omit<Awaited<ReturnType<ReturnType<typeof oneMessage>['execute']>>[number], 'userId'>

export function toApiMessage(row: MessageRow, attachments: ApiAttachment[]): ApiMessage {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    isRead: Boolean(row.isRead),
    fromAdmin: Boolean(row.fromAdmin),
    createdAt: timestampText(row.createdAt),
    threadId: row.thread ?? row.id,
    ...(row.projectId ? { projectId: row.projectId } : {}),
    ...(row.projectId && row.projectName ? { project: { id: row.projectId, name: row.projectName } } : {}),
    attachments,
  }
}

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (typed-reads.ts, literalLimit). */
const PLANNED_ONCE_PAGES = 10

/** `thread`: one conversation's messages (its first message and the replies to it), not all. */
type PageShape = { page: number; limit: number; thread: boolean }

/**
 * One page of a client's messages and its counts, in one statement: the counts run once and the page joins them laterally. The page is chosen on
 * messages alone, then joined to its projects: 20 lookups whatever plan PostgreSQL keeps (the one
 * for a client with ten messages sorts all of them, so the join must not run before the limit).
 */
function messagePage(db: Database, { page, limit, thread }: PageShape) {
  const ofClient = eq(messages.user, sql.placeholder('userId'))
  // A conversation: two index lookups (its first message's id, messages_thread_idx), kept to the client.
  const ofThread = or(eq(messages.id, sql.placeholder('threadId')), eq(messages.thread, sql.placeholder('threadId')))
  const ofUser = thread ? and(ofClient, ofThread) : ofClient
  // Messages addressed to the reader: support's for a client, the client's for the back-office.
  const counted = db
    .select({
      total: count().as('total'),
      unread:
        sql<number>`count(*) FILTER (WHERE coalesce(${messages.fromAdmin}, false) = ${sql.placeholder('toReader')} AND NOT coalesce(${messages.isRead}, false))`
          .mapWith(Number)
          .as('unread'),
    })
    .from(messages)
    .where(ofUser)
    .as('c')
  const newest = db
    .select({
      id: messages.id,
      subject: messages.subject,
      content: messages.content,
      isRead: messages.isRead,
      fromAdmin: messages.fromAdmin,
      createdAt: messages.createdAt,
      thread: messages.thread,
      projectId: messages.project,
    })
    .from(messages)
    .where(ofUser)
    .orderBy(desc(messages.createdAt), desc(messages.id))
  const chosen = (
    page <= PLANNED_ONCE_PAGES
      ? newest.limit(literalLimit(limit)).offset(literalLimit((page - 1) * limit))
      : newest.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
  ).as('m')
  const withProjects = db
    .select({ ...chosen._.selectedFields, projectName: projects.name })
    .from(chosen)
    .leftJoin(projects, eq(projects.id, chosen.projectId))
    .as('page')
  return db
    .select()
    .from(counted)
    .leftJoinLateral(withProjects, sql`true`)
    .orderBy(desc(withProjects.createdAt), desc(withProjects.id))
}

const messagePages = preparedReadByShape(
  ({ page, limit, thread }: PageShape) => `${thread ? 'thread:' : ''}${page <= PLANNED_ONCE_PAGES ? `${limit}:${page}` : 'deep'}`,
  messagePage,
)

export async function readMessagePage(
  payload: Payload,
  userId: number,
  reader: Reader,
  { page, limit, threadId }: { page: number; limit: number; threadId?: number },
) {
  const answer = await messagePages(payload, { page, limit, thread: threadId !== undefined }).execute({
    userId,
    threadId,
    toReader: reader === 'client',
    limit,
    offset: (page - 1) * limit,
  })
  const total = answer[0]?.c.total ?? 0
  const rows = answer.flatMap((row) => (row.page ? [row.page] : []))
  const attachments = await readAttachmentsOf(
    payload,
    rows.map((row) => row.id),
  )
  return {
    messages: rows.map((row) => toApiMessage(row, attachments.get(row.id) ?? [])),
    total,
    unread: answer[0]?.c.unread ?? 0,
    page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  }
}

export async function readMessage(payload: Payload, messageId: number): Promise<(ApiMessage & { userId: number }) | null> {
  const [row] = await oneMessage(payload).execute({ id: messageId })
  if (!row) return null
  const attachments = await readAttachmentsOf(payload, [row.id])
  return { ...toApiMessage(row, attachments.get(row.id) ?? []), userId: row.userId }
}
