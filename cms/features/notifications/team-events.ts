/**
 * What the team's notices say, read from the rows when the email is sent (never copied into the
 * job): one event, or every event of a digest's window. Names and labels only: a message's
 * subject, a document's kind, never what they hold.
 */
import { and, desc, eq, gte, inArray, lt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { documentKindLabel } from '@/contract/documents'
import { formatMoney } from '@/contract/money'
import { orderNumber, parseDecimalAmount } from '@/contract/payments'
import { contacts, leads, messages, payments, project_documents, projects, users } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { TeamEvent } from './team-notices'

export type TeamEventKind = TeamEvent['type']

export interface TeamEventLine {
  kind: TeamEventKind
  /** One line: who, and what (« Amina Benali : Question sur les statuts »). */
  text: string
}

/** At most this many lines per kind in a digest; the count says the rest. */
const DIGEST_LINES = 20

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim()

function clientMessages(db: Awaited<ReturnType<typeof drizzleFor>>, where: ReturnType<typeof and>) {
  return db
    .select({ subject: messages.subject, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.user))
    .where(and(eq(messages.fromAdmin, false), where))
    .orderBy(desc(messages.createdAt))
}

function clientDocuments(db: Awaited<ReturnType<typeof drizzleFor>>, where: ReturnType<typeof and>) {
  return db
    .select({ kind: project_documents.kind, projectName: projects.name, firstName: users.firstName, lastName: users.lastName })
    .from(project_documents)
    .innerJoin(projects, eq(projects.id, project_documents.project))
    .innerJoin(users, eq(users.id, project_documents.user))
    .where(and(eq(project_documents.from, 'client'), where))
    .orderBy(desc(project_documents.createdAt))
}

function paidOrders(db: Awaited<ReturnType<typeof drizzleFor>>, where: ReturnType<typeof and>) {
  return db
    .select({
      amount: payments.amount,
      currency: payments.currency,
      sessionId: payments.providerSessionId,
      name: leads.nomComplet,
    })
    .from(payments)
    .leftJoin(leads, eq(leads.id, payments.lead))
    .where(and(inArray(payments.status, ['completed', 'refunded']), where))
    .orderBy(desc(payments.paidAt))
}

const lineOf = {
  message: (row: { subject: string; firstName: string; lastName: string }) =>
    `${fullName(row.firstName, row.lastName)} : « ${row.subject} »`,
  document: (row: { kind: string; projectName: string; firstName: string; lastName: string }) =>
    `${documentKindLabel(row.kind)} — ${fullName(row.firstName, row.lastName)}, projet « ${row.projectName} »`,
  payment: (row: { amount: string; currency: string; sessionId: string; name: string | null }) =>
    `${formatMoney(parseDecimalAmount(row.amount), row.currency)} — ${row.name ?? 'client'} (commande ${orderNumber(row.sessionId)})`,
}

/** The one event's line; null when its row is gone (deleted before the email was sent). */
export async function readTeamEvent(payload: Payload, event: TeamEvent): Promise<TeamEventLine | null> {
  const db = await drizzleFor(payload)
  switch (event.type) {
    case 'client-message': {
      const [row] = await clientMessages(db, and(eq(messages.id, event.messageId))).limit(1)
      return row ? { kind: event.type, text: lineOf.message(row) } : null
    }
    case 'document': {
      const [row] = await clientDocuments(db, and(eq(project_documents.id, event.documentId))).limit(1)
      return row ? { kind: event.type, text: lineOf.document(row) } : null
    }
    case 'payment': {
      const [row] = await paidOrders(db, and(eq(payments.id, event.paymentId))).limit(1)
      return row ? { kind: event.type, text: lineOf.payment(row) } : null
    }
    case 'contact': {
      const [row] = await db
        .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
        .from(contacts)
        .where(eq(contacts.id, event.contactId))
        .limit(1)
      return row ? { kind: event.type, text: `${fullName(row.firstName, row.lastName)} <${row.email}>` } : null
    }
    case 'request': {
      const [row] = await db.select({ name: leads.nomComplet, offre: leads.offre }).from(leads).where(eq(leads.id, event.leadId)).limit(1)
      return row ? { kind: event.type, text: `${row.name} (${row.offre === 'guide' ? 'guide gratuit' : 'service complet'})` } : null
    }
  }
}

export interface DigestSection {
  kind: TeamEventKind
  count: number
  lines: string[]
}

/** Every event of [start, end), by kind, the kinds with none left out. */
export async function readDigest(payload: Payload, start: string, end: string): Promise<DigestSection[]> {
  const db = await drizzleFor(payload)
  const within = (column: Parameters<typeof gte>[0]) => and(gte(column, start), lt(column, end))
  const count = sql<number>`count(*) OVER ()`.mapWith(Number)
  const [messageRows, documentRows, paymentRows, requestRows, contactRows] = await Promise.all([
    clientMessages(db, within(messages.createdAt)).limit(DIGEST_LINES),
    clientDocuments(db, within(project_documents.createdAt)).limit(DIGEST_LINES),
    paidOrders(db, within(payments.paidAt)).limit(DIGEST_LINES),
    db
      .select({ name: leads.nomComplet, offre: leads.offre, total: count })
      .from(leads)
      .where(within(leads.createdAt))
      .orderBy(desc(leads.createdAt))
      .limit(DIGEST_LINES),
    db
      .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, total: count })
      .from(contacts)
      .where(within(contacts.createdAt))
      .orderBy(desc(contacts.createdAt))
      .limit(DIGEST_LINES),
  ])
  const [messageCount, documentCount, paymentCount] = await Promise.all([
    db.$count(messages, and(eq(messages.fromAdmin, false), within(messages.createdAt))),
    db.$count(project_documents, and(eq(project_documents.from, 'client'), within(project_documents.createdAt))),
    db.$count(payments, and(inArray(payments.status, ['completed', 'refunded']), within(payments.paidAt))),
  ])
  const sections: DigestSection[] = [
    { kind: 'client-message', count: messageCount, lines: messageRows.map(lineOf.message) },
    { kind: 'document', count: documentCount, lines: documentRows.map(lineOf.document) },
    { kind: 'payment', count: paymentCount, lines: paymentRows.map(lineOf.payment) },
    {
      kind: 'request',
      count: requestRows[0]?.total ?? 0,
      lines: requestRows.map((row) => `${row.name} (${row.offre === 'guide' ? 'guide gratuit' : 'service complet'})`),
    },
    {
      kind: 'contact',
      count: contactRows[0]?.total ?? 0,
      lines: contactRows.map((row) => `${fullName(row.firstName, row.lastName)} <${row.email}>`),
    },
  ]
  return sections.filter((section) => section.count > 0)
}
