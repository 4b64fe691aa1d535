/**
 * GET /api/admin/queue (issue 35 item 4): the back-office's « À traiter », what waits for the team
 * now, by kind: its count and its oldest items, each with the page that shows it.
 *
 * - messages: clients' messages support has not read (from_admin false, is_read false), one item
 *   per client (its unread count, the subject of its oldest), the count being every message;
 * - documents: clients' documents awaiting review (from 'client', status 'submitted');
 * - orders: completed payments whose project has not started ('pending', as completePayment
 *   creates it, or 'draft');
 * - contacts and requests: the contact form's messages and the funnel's requests still 'new'.
 *
 * One statement, one round trip: a UNION ALL of five branches, each its kind's oldest rows with the
 * kind's total beside them (counted apart, on the kind's index); a kind with nothing waiting has
 * no row. Each branch starts from an index on its status (messages_is_read_idx, projects' status_createdAt_idx, contacts_status_idx,
 * leads_status_idx) and reads only what waits. Read live, never kept: the queue must move as
 * soon as an item is handled.
 */
import { and, asc, count, eq, inArray, min, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { unionAll } from '@payloadcms/db-postgres/drizzle/pg-core'
import { offerLabel } from '@/contract/admin-inbox'
import {
  type AdminQueueResponse,
  QUEUE_ITEMS_SHOWN,
  QUEUE_KINDS,
  type QueueEntry,
  type QueueKind,
  queueLinks,
} from '@/contract/admin-queue'
import { documentKindLabel } from '@/contract/documents'
import { contacts, leads, messages, payments, project_documents, projects, users } from '@/cms/infra/db/payload-schema'
import { isoTime } from '@/cms/infra/db/row-values'
import { type Database, literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'
import { defineHandler } from '@/cms/infra/http/route'

/** Projects a paid order still waits on: not started. */
const NOT_STARTED = ['pending', 'draft'] as const

/** How many of the oldest unread messages are looked at to find the first clients waiting. */
const UNREAD_WINDOW = 250

/** A contact's message, cut to a short label. */
const LABEL_CHARS = 120

const kind = (name: QueueKind) => sql<QueueKind>`${name}::text`.as('kind')
/**
 * The kind's total, counted apart (an uncorrelated subquery PostgreSQL runs once, on the kind's
 * index), so the branch itself reads only its first rows: `count(*) OVER ()` would make every
 * waiting row read, and its label built, before the LIMIT.
 */
const total = (counted: SQL) => sql<number>`(${counted})`.mapWith(Number).as('total')
const one = () => sql<number>`1`.mapWith(Number).as('n')
const noTarget = () => sql<number | null>`NULL::integer`.as('target')
const noEmail = () => sql<string | null>`NULL::text`.as('email')
const fullName = (first: typeof users.firstName, last: typeof users.lastName) => sql<string>`${first} || ' ' || ${last}`.as('who')

function buildQueue(db: Database) {
  const limit = literalLimit(QUEUE_ITEMS_SHOWN)

  // One row per client with unread messages, oldest waiting first; the total counts messages, not
  // clients. The clients are found among the oldest unread messages (read in the order of
  // fromAdmin_isRead_createdAt_idx, a window of them, never all), each with its own unread count.
  const waiting = db
    .select({ user: messages.user, subject: messages.subject, createdAt: messages.createdAt, id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromAdmin, false), eq(messages.isRead, false)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(literalLimit(UNREAD_WINDOW))
    .as('waiting')
  const oldestUnread = min(waiting.createdAt)
  const unreadMessages = db
    .select({
      kind: kind('messages'),
      id: users.id,
      who: fullName(users.firstName, users.lastName),
      label: sql<string>`(array_agg(${waiting.subject} ORDER BY ${waiting.createdAt}, ${waiting.id}))[1]`.as('label'),
      at: sql<string>`${oldestUnread}`.as('at'),
      target: noTarget(),
      email: sql<string | null>`${users.email}::text`.as('email'),
      n: sql<number>`(SELECT count(*) FROM ${messages} WHERE ${messages.user} = ${users.id} AND NOT ${messages.fromAdmin} AND NOT ${messages.isRead})`
        .mapWith(Number)
        .as('n'),
      total: total(
        db
          .select({ n: count() })
          .from(messages)
          .where(and(eq(messages.fromAdmin, false), eq(messages.isRead, false)))
          .getSQL(),
      ),
    })
    .from(waiting)
    .innerJoin(users, eq(users.id, waiting.user))
    .groupBy(users.id)
    .orderBy(asc(oldestUnread), asc(users.id))
    .limit(limit)

  const documentsToReview = db
    .select({
      kind: kind('documents'),
      id: project_documents.id,
      who: fullName(users.firstName, users.lastName),
      label: sql<string>`${project_documents.kind}::text`.as('label'),
      at: sql<string>`${project_documents.createdAt}`.as('at'),
      target: sql<number | null>`${project_documents.project}`.as('target'),
      email: noEmail(),
      n: one(),
      total: total(
        db
          .select({ n: count() })
          .from(project_documents)
          .where(and(eq(project_documents.from, 'client'), eq(project_documents.status, 'submitted')))
          .getSQL(),
      ),
    })
    .from(project_documents)
    .innerJoin(users, eq(users.id, project_documents.user))
    .where(and(eq(project_documents.from, 'client'), eq(project_documents.status, 'submitted')))
    .orderBy(asc(project_documents.createdAt), asc(project_documents.id))
    .limit(limit)

  // From the projects not started (few) to their completed payment (payments_project_idx, LATERAL: one
  // lookup per project), rather than from every completed payment; one order per project.
  const paid = db
    .select({ id: payments.id, at: sql<string>`coalesce(${payments.paidAt}, ${payments.createdAt})`.as('paid_at') })
    .from(payments)
    .where(and(eq(payments.project, projects.id), eq(payments.status, 'completed')))
    .orderBy(asc(payments.id))
    .limit(literalLimit(1))
    .as('paid')
  const paidOrders = db
    .select({
      kind: kind('orders'),
      id: sql<number>`${paid.id}`.mapWith(Number).as('id'),
      // Read for the five shown only (a subquery PostgreSQL runs after the LIMIT), not joined for all.
      who: sql<string>`(SELECT ${users.firstName} || ' ' || ${users.lastName} FROM ${users} WHERE ${users.id} = ${projects.user})`.as(
        'who',
      ),
      label: sql<string>`${projects.name}::text`.as('label'),
      at: sql<string>`${paid.at}`.as('at'),
      target: sql<number | null>`${projects.id}`.as('target'),
      email: noEmail(),
      n: one(),
      total: total(
        db
          .select({ n: count() })
          .from(projects)
          .where(
            and(
              inArray(projects.status, [...NOT_STARTED]),
              sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.project} = ${projects.id} AND ${payments.status} = 'completed')`,
            ),
          )
          .getSQL(),
      ),
    })
    .from(projects)
    .innerJoinLateral(paid, sql`true`)
    .where(inArray(projects.status, [...NOT_STARTED]))
    .orderBy(asc(paid.at), asc(paid.id))
    .limit(limit)

  const newContacts = db
    .select({
      kind: kind('contacts'),
      id: contacts.id,
      who: sql<string>`${contacts.firstName} || coalesce(' ' || ${contacts.lastName}, '')`.as('who'),
      label: sql<string>`left(${contacts.message}, ${sql.raw(String(LABEL_CHARS))})`.as('label'),
      at: sql<string>`${contacts.createdAt}`.as('at'),
      target: noTarget(),
      email: noEmail(),
      n: one(),
      total: total(db.select({ n: count() }).from(contacts).where(eq(contacts.status, 'new')).getSQL()),
    })
    .from(contacts)
    .where(eq(contacts.status, 'new'))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(limit)

  const newRequests = db
    .select({
      kind: kind('requests'),
      id: leads.id,
      who: sql<string>`${leads.nomComplet}::text`.as('who'),
      label: sql<string>`${leads.offre}::text`.as('label'),
      at: sql<string>`${leads.createdAt}`.as('at'),
      target: noTarget(),
      email: noEmail(),
      n: one(),
      total: total(db.select({ n: count() }).from(leads).where(eq(leads.status, 'new')).getSQL()),
    })
    .from(leads)
    .where(eq(leads.status, 'new'))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit)

  return unionAll(unreadMessages, documentsToReview, paidOrders, newContacts, newRequests)
}

const queueRead = preparedRead(buildQueue)

/** The statement as the server runs it (text and values), for reading its plan. */
export function workQueueStatement(): { sql: string; params: unknown[] } {
  return buildQueue(drizzle.mock() as unknown as Database).toSQL()
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRead>['execute']>>[number]

/** A row's short French label and the page that shows it. */
function describe(row: QueueRow): { label: string; href: string } {
  switch (row.kind) {
    case 'messages':
      return { label: row.label, href: queueLinks.client(row.id, row.email ?? '') }
    case 'documents':
      return { label: documentKindLabel(row.label), href: queueLinks.project(row.target ?? 0) }
    case 'orders':
      return { label: row.label, href: queueLinks.project(row.target ?? 0) }
    case 'contacts':
      return { label: row.label.replace(/\s+/g, ' ').trim(), href: queueLinks.contacts }
    case 'requests':
      return { label: offerLabel(row.label), href: queueLinks.requests }
  }
}

/** The rows of the one statement, by kind; a kind without rows has nothing waiting. */
export async function readWorkQueue(payload: Parameters<typeof queueRead>[0]): Promise<AdminQueueResponse['queue']> {
  const rows = await queueRead(payload).execute()
  const queue = Object.fromEntries(
    QUEUE_KINDS.map((name): [QueueKind, QueueEntry] => [name, { count: 0, items: [], href: queueLinks[name] }]),
  ) as AdminQueueResponse['queue']
  for (const row of rows) {
    const entry = queue[row.kind]
    entry.count = row.total
    entry.items.push({ id: row.id, who: row.who, at: isoTime(row.at), count: row.n, ...describe(row) })
  }
  // UNION ALL keeps each branch's order in practice, not by definition: oldest first, said here.
  for (const name of QUEUE_KINDS) queue[name].items.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  return queue
}

export const workQueue = defineHandler({
  async run({ payload }): Promise<AdminQueueResponse> {
    return { success: true, queue: await readWorkQueue(payload) }
  },
})
