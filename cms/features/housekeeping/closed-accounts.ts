/**
 * A client account closed 3 years ago is erased: its messages (with their attachments), projects
 * (with their steps) and documents (the stored files too) go. The account row itself goes when no payment names it;
 * otherwise it stays as a placeholder that identifies no one (the payments and their receipts
 * are kept 10 years: cms/features/housekeeping/old-payments.ts), and goes once its last payment has.
 */
import { asc, eq, exists, lt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest, Where } from 'payload'
import { payments, users, users_sessions } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { deleteEach } from './delete-each'
import { retentionCutoffs } from './retention'
import type { HousekeepingJob } from './housekeeping-job'

/** An address that reaches no one (RFC 2606 `.invalid`) and stays unique per account. */
const ERASED_EMAIL = { prefix: 'compte-supprime-', suffix: '@anonyme.invalid' }
const erasedAccountEmail = (id: number) => `${ERASED_EMAIL.prefix}${id}${ERASED_EMAIL.suffix}`
const ERASED_FIRST_NAME = 'Compte'
const ERASED_LAST_NAME = 'supprimé'

type DueAccount = { id: number; erased: boolean; hasPayments: boolean }

export const closedAccounts: HousekeepingJob = {
  slug: 'housekeeping-closed-accounts',
  label: 'Rétention\u00a0: comptes fermés depuis 3 ans',
  cron: '10 3 * * *',
  async run({ payload, now }) {
    const cutoff = retentionCutoffs(now).closedAccounts.toISOString()
    // "Already erased" compares each row's email with its own placeholder, which Payload's where
    // cannot say. An erased account that payments still name has nothing left to do.
    const db = await drizzleFor(payload)
    const rows: DueAccount[] = await db
      .select({
        id: users.id,
        erased: sql<boolean>`${users.email} = ${ERASED_EMAIL.prefix}::text || ${users.id} || ${ERASED_EMAIL.suffix}::text`,
        // A builder, not SQL text: in a one-table select Drizzle writes columns unqualified,
        // and "user_id" = "id" inside the subquery would compare a payment with itself.
        hasPayments: exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(eq(payments.user, users.id)),
        ).mapWith(Boolean),
      })
      .from(users)
      .where(lt(users.closedAt, cutoff))
      .orderBy(asc(users.id))
    const counts = { accountsDeleted: 0, accountsAnonymised: 0, messagesDeleted: 0, projectsDeleted: 0, documentsDeleted: 0 }
    for (const account of rows) {
      if (account.erased && account.hasPayments) continue
      const removed = await withTransaction(payload, (req) => eraseAccount(payload, req, account))
      counts.messagesDeleted += removed.messages
      counts.projectsDeleted += removed.projects
      counts.documentsDeleted += removed.documents
      if (account.hasPayments) counts.accountsAnonymised++
      else counts.accountsDeleted++
    }
    return counts
  },
}

/** Whether a payment names the account: then its row stays, anonymised, while the payment is kept. */
export async function accountHasPayments(payload: Payload, req: PayloadRequest, userId: number): Promise<boolean> {
  const db = await drizzleFor(payload, req)
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.user, userId)).limit(1)
  return row !== undefined
}

/**
 * Erases one account inside the caller's transaction (`req`): a failure leaves it as it was. The
 * nightly job runs it 3 years after a closing; a client closing the account runs it at once
 * (cms/features/accounts/close-account.ts), `closedAt` then dating the placeholder left while
 * payments name it.
 */
export async function eraseAccount(
  payload: Payload,
  req: PayloadRequest,
  account: { id: number; hasPayments: boolean },
  options: { closedAt?: string } = {},
) {
  // Access bypassed: the erasure of an account (the retention job, or its owner closing it), on staff-only collections.
  const system = { req, overrideAccess: true, depth: 0 } as const
  const projects = await payload.find({ collection: 'projects', where: { user: { equals: account.id } }, pagination: false, ...system })
  const projectIds = projects.docs.map((project) => project.id)
  const ownedOrOnTheirProjects: Where = projectIds.length
    ? { or: [{ user: { equals: account.id } }, { project: { in: projectIds } }] }
    : { user: { equals: account.id } }
  // Through Payload so that the stored files go too (DATA_DIR or the S3 bucket's plugin). A
  // message's attachments go first: their message (and owner) columns are NOT NULL, so the
  // database could not set them null under a deleted message.
  await deleteEach(payload, 'message-attachments', { user: { equals: account.id } }, req)
  const documents = await deleteEach(payload, 'project-documents', ownedOrOnTheirProjects, req)
  const messages = await deleteEach(payload, 'messages', { user: { equals: account.id } }, req)
  if (projectIds.length) {
    // A project's steps would outlive it otherwise (their foreign key only sets null).
    await deleteEach(payload, 'project-steps', { project: { in: projectIds } }, req)
    await deleteEach(payload, 'projects', { id: { in: projectIds } }, req)
  }

  if (account.hasPayments) {
    // Drizzle on the table: Payload's update never writes the auth columns (hash, salt, reset
    // token, sessions), and those are what must go for the account to be unusable.
    const db = await drizzleFor(payload, req)
    await db.delete(users_sessions).where(eq(users_sessions._parentID, account.id))
    await db
      .update(users)
      .set({
        firstName: ERASED_FIRST_NAME,
        lastName: ERASED_LAST_NAME,
        email: erasedAccountEmail(account.id),
        phone: null,
        profileImageUrl: null,
        hash: null,
        salt: null,
        resetPasswordToken: null,
        resetPasswordExpiration: null,
        resetPasswordRequestedAt: null,
        passwordPending: false,
        ...(options.closedAt ? { closedAt: options.closedAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, account.id))
  } else {
    // Its sessions go with it (ON DELETE CASCADE).
    await payload.delete({ collection: 'users', id: account.id, ...system })
  }
  return { messages, projects: projectIds.length, documents }
}
