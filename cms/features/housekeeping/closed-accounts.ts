/**
 * A client account closed 3 years ago is erased: its messages, projects (with their steps) and
 * documents (the stored files too) go. The account row itself goes when no payment names it;
 * otherwise it stays as a placeholder that identifies no one (the payments and their receipts
 * are kept 10 years: cms/features/housekeeping/old-payments.ts), and goes once its last payment has.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { deleteEach } from './delete-each'
import { retentionCutoffs } from './retention'
import type { HousekeepingJob } from './housekeeping-job'

/** An address that reaches no one (RFC 2606 `.invalid`) and stays unique per account. */
const ERASED_EMAIL = { prefix: 'compte-supprime-', suffix: '@anonyme.invalid' }
const erasedAccountEmail = (id: number) => `${ERASED_EMAIL.prefix}${id}${ERASED_EMAIL.suffix}`
const ERASED_FIRST_NAME = 'Compte'
const ERASED_LAST_NAME = 'supprimé'

type DueAccount = { id: number; erased: boolean; has_payments: boolean }

export const closedAccounts: HousekeepingJob = {
  slug: 'housekeeping-closed-accounts',
  label: 'Rétention\u00a0: comptes fermés depuis 3 ans',
  cron: '10 3 * * *',
  async run({ payload, now }) {
    const cutoff = retentionCutoffs(now).closedAccounts.toISOString()
    // Raw SQL: "already erased" compares each row's email with its own placeholder, which
    // Payload's where cannot say. An erased account that payments still name has nothing left to do.
    const db = await drizzleFor(payload)
    const { rows } = await db.execute<DueAccount>(sql`
      SELECT u.id,
             u.email = ${ERASED_EMAIL.prefix}::text || u.id || ${ERASED_EMAIL.suffix}::text AS erased,
             EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id) AS has_payments
        FROM users u
       WHERE u.closed_at < ${cutoff}::timestamptz
       ORDER BY u.id`)
    const counts = { accountsDeleted: 0, accountsAnonymised: 0, messagesDeleted: 0, projectsDeleted: 0, documentsDeleted: 0 }
    for (const account of rows) {
      if (account.erased && account.has_payments) continue
      const removed = await eraseAccount(payload, account)
      counts.messagesDeleted += removed.messages
      counts.projectsDeleted += removed.projects
      counts.documentsDeleted += removed.documents
      if (account.has_payments) counts.accountsAnonymised++
      else counts.accountsDeleted++
    }
    return counts
  },
}

/** One account in one transaction: a failure leaves it as it was, for the next run. */
async function eraseAccount(payload: Payload, account: DueAccount) {
  return withTransaction(payload, async (req) => {
    // Access bypassed: the retention job (scheduled) on staff-only collections, for no caller.
    const system = { req, overrideAccess: true, depth: 0 } as const
    const projects = await payload.find({ collection: 'projects', where: { user: { equals: account.id } }, pagination: false, ...system })
    const projectIds = projects.docs.map((project) => project.id)
    const ownedOrOnTheirProjects: Where = projectIds.length
      ? { or: [{ user: { equals: account.id } }, { project: { in: projectIds } }] }
      : { user: { equals: account.id } }
    // Through Payload so that the stored files go too (DATA_DIR or the S3 bucket's plugin).
    const documents = await deleteEach(payload, 'project-documents', ownedOrOnTheirProjects, req)
    const messages = await deleteEach(payload, 'messages', { user: { equals: account.id } }, req)
    if (projectIds.length) {
      // A project's steps would outlive it otherwise (their foreign key only sets null).
      await deleteEach(payload, 'project-steps', { project: { in: projectIds } }, req)
      await deleteEach(payload, 'projects', { id: { in: projectIds } }, req)
    }

    if (account.has_payments) {
      // Raw SQL: Payload's update never writes the auth columns (hash, salt, reset token,
      // sessions), and those are what must go for the account to be unusable.
      const db = await drizzleFor(payload, req)
      await db.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${account.id}`)
      await db.execute(sql`
        UPDATE users
           SET first_name = ${ERASED_FIRST_NAME}, last_name = ${ERASED_LAST_NAME}, email = ${erasedAccountEmail(account.id)},
               phone = NULL, profile_image_url = NULL, hash = NULL, salt = NULL,
               reset_password_token = NULL, reset_password_expiration = NULL, reset_password_requested_at = NULL,
               updated_at = now()
         WHERE id = ${account.id}`)
    } else {
      // Its sessions go with it (ON DELETE CASCADE).
      await payload.delete({ collection: 'users', id: account.id, ...system })
    }
    return { messages, projects: projectIds.length, documents }
  })
}
