/**
 * The invoices' reads, typed on Payload's generated tables and prepared once: a client's own,
 * newest first (on the (user, issued_at) index), one by id with what its PDF needs, and the
 * accounting journal's batches. Each row names its owner: the routes decide who may read it.
 */
import { and, asc, desc, eq, gt, sql } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { invoices, payments, users } from '@/cms/infra/db/payload-schema'
import { databaseOf, literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

/** More than any client will ever have: one invoice per order, a credit note per refund. */
export const MAX_OWN_INVOICES = 200
export const JOURNAL_BATCH = 500

const corrected = alias(invoices, 'corrected')

const columns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  issuedAt: invoices.issuedAt,
  userId: invoices.user,
  amount: invoices.amount,
  currency: invoices.currency,
  seller: invoices.seller,
  buyer: invoices.buyer,
  lines: invoices.lines,
  paidAt: invoices.paidAt,
  paymentMethod: invoices.paymentMethod,
  reason: invoices.reason,
  refundMethod: invoices.refundMethod,
  buyerConfirmedAt: invoices.buyerConfirmedAt,
  providerSessionId: payments.providerSessionId,
  correctsId: corrected.id,
  correctsNumber: corrected.number,
  correctsIssuedAt: corrected.issuedAt,
  /** The owner's language: the PDF's words (issue 37). */
  ownerLanguage: users.language,
}

const ownInvoices = preparedRead((db) =>
  db
    .select(columns)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.payment))
    .leftJoin(corrected, eq(corrected.id, invoices.invoice))
    .leftJoin(users, eq(users.id, invoices.user))
    .where(eq(invoices.user, sql.placeholder('userId')))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(literalLimit(MAX_OWN_INVOICES)),
)

const invoiceById = preparedRead((db) =>
  db
    .select(columns)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.payment))
    .leftJoin(corrected, eq(corrected.id, invoices.invoice))
    .leftJoin(users, eq(users.id, invoices.user))
    .where(eq(invoices.id, sql.placeholder('id')))
    .limit(literalLimit(1)),
)

const paymentInvoice = preparedRead((db) =>
  db
    .select(columns)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.payment))
    .leftJoin(corrected, eq(corrected.id, invoices.invoice))
    .leftJoin(users, eq(users.id, invoices.user))
    .where(and(eq(invoices.payment, sql.placeholder('paymentId')), eq(invoices.kind, 'invoice')))
    .limit(literalLimit(1)),
)

// Keyset on id: issue order within each series, and invoices and credit notes interleaved as issued.
const journalBatch = preparedRead((db) =>
  db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      amount: invoices.amount,
      currency: invoices.currency,
      buyer: invoices.buyer,
      correctsNumber: corrected.number,
    })
    .from(invoices)
    .leftJoin(corrected, eq(corrected.id, invoices.invoice))
    .where(gt(invoices.id, sql.placeholder('afterId')))
    .orderBy(asc(invoices.id))
    .limit(sql.placeholder('size')),
)

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceById>['execute']>>[number]
export type JournalRow = Awaited<ReturnType<ReturnType<typeof journalBatch>['execute']>>[number]

export const readOwnInvoices = (payload: Payload, userId: number): Promise<InvoiceRow[]> => ownInvoices(payload).execute({ userId })

export async function readInvoice(payload: Payload, id: number): Promise<InvoiceRow | null> {
  const [row] = await invoiceById(payload).execute({ id })
  return row ?? null
}

/** The invoice of a payment (one per completed payment). */
export async function readPaymentInvoice(payload: Payload, paymentId: number): Promise<InvoiceRow | null> {
  const [row] = await paymentInvoice(payload).execute({ paymentId })
  return row ?? null
}

/** Every invoice and credit note, in batches, oldest first. */
export async function* journalBatches(payload: Payload, size = JOURNAL_BATCH): AsyncGenerator<JournalRow[]> {
  let afterId = 0
  for (;;) {
    const rows = await journalBatch(payload).execute({ afterId, size })
    if (rows.length > 0) yield rows
    if (rows.length < size) return
    afterId = rows.at(-1)!.id
  }
}

/**
 * Freezes an invoice's buyer: its owner's first download, or its one correction (`buyer` given).
 * One conditional UPDATE, so of two requests at once only one changes it. True if this call did.
 */
export async function freezeInvoiceBuyer(payload: Payload, id: number, buyer?: unknown): Promise<boolean> {
  const rows = await databaseOf(payload)
    .update(invoices)
    .set({ ...(buyer === undefined ? {} : { buyer }), buyerConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.kind, 'invoice'), sql`${invoices.buyerConfirmedAt} IS NULL`))
    .returning({ id: invoices.id })
  return rows.length > 0
}
