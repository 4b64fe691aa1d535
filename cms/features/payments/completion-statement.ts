/**
 * A paid order's completion as one statement (issue 32 item 6; decision 021): the payment
 * claimed while still pending, the buyer's account found or opened, the project with its default
 * steps, the payment linked and completed, the lead marked converted, the invoice numbered and
 * written, the live events announced and the emails queued, as data-modifying CTEs of one prepared
 * statement. Through Payload's Local API the same was about forty operations and 30 to 50 ms of
 * CPU per payment.
 *
 * Exactly once: the first CTE locks the payment's row `FOR UPDATE` while it is pending. A
 * concurrent completion waits for that lock, then finds the payment completed and writes nothing
 * (PostgreSQL re-checks a locked row's condition on its newest version). One statement is one
 * transaction: the invoice's number (its counter's row locked only for the statement's span), the
 * jobs and the notifications exist if and only if the completion does.
 *
 * A buyer whose account another completion opens at the same instant finds no account in its
 * snapshot and its insert gives way (`ON CONFLICT DO NOTHING`): nothing is written and the caller
 * runs the statement again, which then finds the account (complete-payment.ts).
 *
 * Like `overrideAccess`, this bypasses Payload's access rules and hooks: it writes what the
 * projects' and payments' hooks would (the default steps, the live events) itself.
 */
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import { LIVE_CHANGES, projectChangedEventInsert } from '@/cms/features/live'
import { jobInsert, liveEventInsert, withValues } from '@/cms/infra/db/insert-with-effects'
import { invoices, leads, payments, project_steps, projects, users } from '@/cms/infra/db/payload-schema'
import { type Database, preparedRead } from '@/cms/infra/db/typed-reads'
import { SEND_EMAIL_TASK } from '@/cms/infra/mail/email-queue'
import { invoiceCounterInsert, invoiceNumberSql } from './invoicing/numbering'

const placeholder = (name: string) => sql.placeholder(name)
const column = (name: string) => sql.identifier(name)
const columns = (...names: string[]) =>
  sql.join(
    names.map((name) => column(name)),
    sql`, `,
  )

/** The statement's values: what the caller computed from the payment and its lead, read just before. */
export interface CompletionValues {
  sessionId: string
  /** ISO, or null: now. */
  paidAt: string | null
  confirmedBy: 'provider' | 'back-office'
  providerPaymentId: string | null
  /** The lead's email (lowercase, as the funnel's schema leaves it), the account's. */
  email: string
  firstName: string
  lastName: string
  phone: string
  language: 'fr' | 'ar'
  projectName: string
  projectDescription: string
  /** The project's default steps (contract/projects.ts DEFAULT_STEPS), as its collection's hook writes them. */
  stepNames: readonly string[]
  /** The invoice's snapshot of the seller, its buyer's name, its lines, how it was paid (JSON). */
  seller: string
  buyerName: string
  lines: string
  paymentMethod: string
  /** The order confirmation's job input, its payment id and newAccount set by the statement. */
  orderEmail: string
  /** The set-your-password email's job input (a new account only), its user id set by the statement. */
  passwordEmail: string
  /** The team's notice's job input, its payment id set by the statement; null with digests (the caller queues the digest). */
  teamEmail: string | null
}

export interface CompletionRow {
  paymentId: number
  provider: string
  userId: number
  userEmail: string
  created: boolean
  projectId: number
  invoiceNumber: string
  jobIds: number[]
}

function buildCompletion(db: Database) {
  const claimed = db.$with('claimed').as(
    db
      .select({ id: payments.id, leadId: payments.lead })
      .from(payments)
      .where(and(eq(payments.providerSessionId, sql.placeholder('sessionId')), eq(payments.status, 'pending')))
      .for('update'),
  )
  const existing = db.$with('existing').as(
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, sql.placeholder('email'))),
  )
  const created = db.$with('created', { id: users.id, email: users.email }).as(
    sql`INSERT INTO ${users} (${columns(users.email.name, users.firstName.name, users.lastName.name, users.phone.name, users.language.name, users.passwordPending.name)})
        SELECT ${placeholder('email')}::varchar, ${placeholder('firstName')}::varchar, ${placeholder('lastName')}::varchar,
               ${placeholder('phone')}::varchar, ${placeholder('language')}::enum_users_language, true
          FROM ${claimed}
         WHERE NOT EXISTS (SELECT 1 FROM ${existing})
        ON CONFLICT DO NOTHING
        RETURNING ${columns(users.id.name, users.email.name)}`,
  )
  // No password (hash and salt null) until its owner chooses one: no login can match it.
  const buyer = db.$with('buyer', { id: users.id, email: users.email, created: sql<boolean>`created`.as('created') }).as(
    // Both branches hang on the claim: a payment no longer pending opens no project for an existing account.
    sql`SELECT ${existing.id}, ${existing.email}, false AS created FROM ${existing}, ${claimed}
        UNION ALL SELECT ${column('id')}, ${column('email')}, true FROM ${created}`,
  )
  const project = db.$with('project', { id: projects.id, user: projects.user }).as(
    sql`INSERT INTO ${projects} (${columns(projects.user.name, projects.type.name, projects.status.name, projects.name.name, projects.description.name)})
        SELECT ${buyer.id}, 'creation', 'pending', ${placeholder('projectName')}::varchar, ${placeholder('projectDescription')}::varchar
          FROM ${buyer}
        RETURNING ${columns(projects.id.name, projects.user.name)}`,
  )
  // The project's default steps, as its collection's hook writes them (create-default-steps.ts).
  const steps = db.$with('steps', { id: project_steps.id }).as(
    sql`INSERT INTO ${project_steps} (${columns(project_steps.project.name, project_steps.order.name, project_steps.stepName.name, project_steps.status.name)})
        SELECT ${project.id}, step.position, step.name, 'pending'
          FROM ${project}, unnest(${placeholder('stepNames')}::varchar[]) WITH ORDINALITY AS step(name, position)
        RETURNING ${column(project_steps.id.name)}`,
  )
  const paid = db
    .$with('paid', {
      id: payments.id,
      provider: payments.provider,
      amount: payments.amount,
      currency: payments.currency,
      paidAt: payments.paidAt,
    })
    .as(
      sql`UPDATE ${payments}
           SET ${column(payments.status.name)} = 'completed',
               ${column(payments.paidAt.name)} = COALESCE(${placeholder('paidAt')}::timestamptz, now()),
               ${column(payments.updatedAt.name)} = now(),
               ${column(payments.confirmedBy.name)} = ${placeholder('confirmedBy')}::enum_payments_confirmed_by,
               ${column(payments.providerPaymentId.name)} = COALESCE(${placeholder('providerPaymentId')}::varchar, ${payments.providerPaymentId}),
               ${column(payments.user.name)} = ${buyer.id},
               ${column(payments.project.name)} = ${project.id}
          FROM ${claimed}, ${buyer}, ${project}
         WHERE ${payments.id} = ${claimed.id}
        RETURNING ${payments.id}, ${payments.provider}, ${payments.amount}, ${payments.currency}, ${payments.paidAt}`,
    )
  const converted = db.$with('converted', { id: leads.id }).as(
    sql`UPDATE ${leads} SET ${column(leads.convertedAt.name)} = now(), ${column(leads.updatedAt.name)} = now()
          FROM ${claimed}, ${paid}
         WHERE ${leads.id} = ${claimed.leadId}
        RETURNING ${leads.id}`,
  )
  // The series' row for the year in Paris, locked until the statement ends (numbering.ts).
  const counter = invoiceCounterInsert(db, 'counter', 'invoice', sql`${paid}`)
  const invoice = db.$with('invoice', { id: invoices.id, number: invoices.number }).as(
    sql`INSERT INTO ${invoices} (${columns(
      invoices.number.name,
      invoices.kind.name,
      invoices.issuedAt.name,
      invoices.payment.name,
      invoices.user.name,
      invoices.amount.name,
      invoices.currency.name,
      invoices.seller.name,
      invoices.buyer.name,
      invoices.lines.name,
      invoices.paidAt.name,
      invoices.paymentMethod.name,
    )})
        SELECT ${invoiceNumberSql('invoice', sql`${counter.year}`, sql`${counter.last}`)}, 'invoice', ${counter.issuedAt}, ${paid.id}, ${buyer.id},
               ${paid.amount}, ${paid.currency}, ${placeholder('seller')}::jsonb,
               jsonb_build_object('name', ${placeholder('buyerName')}::text, 'email', ${buyer.email}),
               ${placeholder('lines')}::jsonb,
               ${paid.paidAt}, ${placeholder('paymentMethod')}::varchar
          FROM ${counter}, ${paid}, ${buyer}
        RETURNING ${columns(invoices.id.name, invoices.number.name)}`,
  )

  // What the collections' hooks announce: the order and the request to the back-office, the new project to its client.
  const orderEvent = liveEventInsert(
    db,
    'order_event',
    { topic: LIVE_CHANGES, type: 'order', staffOnly: true },
    { user: sql`NULL::integer`, data: sql`jsonb_build_object('paymentId', ${paid.id})`, from: sql`${paid}` },
  )
  const projectEvent = projectChangedEventInsert(db, 'project_event', {
    id: sql`${project.id}`,
    user: sql`${project.user}`,
    from: sql`${project}`,
  })
  const requestEvent = liveEventInsert(
    db,
    'request_event',
    { topic: LIVE_CHANGES, type: 'request', staffOnly: true },
    { user: sql`NULL::integer`, data: sql`jsonb_build_object('leadId', ${converted.id})`, from: sql`${converted}` },
  )

  const orderJob = jobInsert(db, 'order_job', {
    taskSlug: SEND_EMAIL_TASK,
    input: withValues(sql`${placeholder('orderEmail')}::jsonb`, [
      [['email', 'paymentId'], sql`${paid.id}`],
      [['email', 'newAccount'], sql`${buyer.created}`],
    ]),
    from: sql`${paid}, ${buyer}`,
  })
  const passwordJob = jobInsert(db, 'password_job', {
    taskSlug: SEND_EMAIL_TASK,
    input: withValues(sql`${placeholder('passwordEmail')}::jsonb`, [[['email', 'userId'], sql`${buyer.id}`]]),
    from: sql`${paid}, ${buyer} WHERE ${buyer.created}`,
  })
  // With digests the team email's input is null: no row.
  const teamJob = jobInsert(db, 'team_job', {
    taskSlug: SEND_EMAIL_TASK,
    input: withValues(sql`${placeholder('teamEmail')}::jsonb`, [[['email', 'event', 'paymentId'], sql`${paid.id}`]]),
    from: sql`${paid} WHERE ${placeholder('teamEmail')}::jsonb IS NOT NULL`,
  })

  return db
    .with(
      claimed,
      existing,
      created,
      buyer,
      project,
      steps,
      paid,
      converted,
      counter,
      invoice,
      orderEvent.cte as never,
      projectEvent.cte as never,
      requestEvent.cte as never,
      orderJob as never,
      passwordJob as never,
      teamJob as never,
    )
    .select({
      paymentId: paid.id,
      provider: paid.provider,
      userId: buyer.id,
      userEmail: buyer.email,
      created: buyer.created,
      projectId: project.id,
      invoiceNumber: invoice.number,
      jobIds: sql<
        number[]
      >`ARRAY(SELECT ${column('id')} FROM ${orderJob} UNION ALL SELECT ${column('id')} FROM ${passwordJob} UNION ALL SELECT ${column('id')} FROM ${teamJob})`,
      announced: sql<number>`${orderEvent.announce} + ${projectEvent.announce} + ${requestEvent.announce}`.mapWith(Number),
    })
    .from(paid)
    .crossJoin(buyer)
    .crossJoin(project)
    .crossJoin(invoice)
}

/** The statement, prepared once per database (typed-reads.ts). */
const preparedCompletion = preparedRead(buildCompletion)

/**
 * Runs the completion: its row, or null when nothing was written (the payment is no longer
 * pending, or its buyer's account was opened at the same instant: the caller tells them apart).
 * With `db` (a transaction's, beside a digest's bookkeeping) it is built for the call on it.
 */
export async function runCompletion(
  payload: Parameters<typeof preparedCompletion>[0],
  values: CompletionValues,
  db?: Database,
): Promise<CompletionRow | null> {
  const rows = db
    ? await buildCompletion(db)
        .prepare('')
        .execute({ ...values })
    : await preparedCompletion(payload).execute({ ...values })
  const [row] = rows
  if (!row) return null
  const { announced: _announced, ...result } = row
  return { ...result, created: result.created === true, jobIds: result.jobIds.map(Number) }
}
