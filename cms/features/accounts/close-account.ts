/**
 * DELETE /api/account {password}: the client closes the account, at once. The password is typed
 * again (account-password.ts); then, in one transaction, the erasure the retention job would do
 * three years after a closing (cms/features/housekeeping): projects with their steps, messages,
 * documents and their files deleted; the account deleted, or, while a payment names it,
 * anonymised (name, email, phone, password and sessions gone) and dated `closedAt`. Payments and
 * their receipts stay for the 10 years accounting requires (privacy policy). The confirmation is
 * queued in the same transaction, to the address the account had: it is sent only if the closing
 * happened, and the address is gone from the account once it is.
 */
import { closeAccountSchema } from '@/contract/account'
import { accountHasPayments, eraseAccount } from '@/cms/features/housekeeping'
import { withTransaction } from '@/cms/infra/db/transaction'
import { defineHandler } from '@/cms/infra/http/route'
import { localeOf } from '@/cms/infra/i18n'
import { deliverQueuedEmails, queueEmail } from '../notifications'
import { checkAccountPassword } from './account-password'
import { clearClientSessionCookie } from './client-session'

export const closeAccount = defineHandler({
  body: closeAccountSchema,
  async run({ body, client, payload, rateLimits, ip, res, logger }) {
    const user = client!
    await checkAccountPassword({ payload, rateLimits, ip }, user, body.password, 'password')
    const { jobId, removed } = await withTransaction(payload, async (req) => {
      const jobId = await queueEmail(
        payload,
        // Its language now: the account is gone when the email is written.
        { kind: 'account-closed', to: user.email, firstName: user.firstName, locale: localeOf(user.language) },
        { req },
      )
      const hasPayments = await accountHasPayments(payload, req, user.id)
      const removed = await eraseAccount(payload, req, { id: user.id, hasPayments }, { closedAt: new Date().toISOString() })
      return { jobId, removed: { ...removed, anonymised: hasPayments } }
    })
    deliverQueuedEmails([jobId])
    clearClientSessionCookie(res, payload)
    // Counts only: never who.
    logger.info({ accountClosed: removed }, 'Account closed by its owner')
    return { success: true, message: 'Votre compte est fermé. Un email de confirmation vous a été envoyé.' }
  },
})
