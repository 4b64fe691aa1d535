import { forgotPasswordSchema } from '@/contract/auth'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { queueEmail } from '../notifications'
import { accountByEmail } from './account-lookup'

const SENT = 'Si un compte existe avec cette adresse, un email de réinitialisation vient de lui être envoyé.'

/**
 * POST /api/forgot-password: answers the same whether the account exists or not, and
 * sends the email in the background so the answer time tells nothing either.
 */
export const forgotPassword = defineHandler({
  body: forgotPasswordSchema,
  async run({ body, payload, rateLimits, ip, logger }) {
    await rateLimits.consume(RATE_LIMITS.forgotPasswordPerIp, ip)
    try {
      await rateLimits.consume(RATE_LIMITS.forgotPasswordPerAccount, body.email)
    } catch (error) {
      // Too many requests for this address: answer as usual, send nothing more.
      if (error instanceof HttpError && error.status === 429) return { success: true, message: SENT }
      throw error
    }
    void (async () => {
      // Look the account up (a system read: the visitor may not read accounts); the token is
      // issued when the email is sent (cms/features/notifications/emails.ts), so it never sits in the queue.
      const account = await accountByEmail(payload, body.email)
      if (account) await queueEmail(payload, { kind: 'password-reset', to: account.email, userId: account.id })
    })().catch((error: unknown) => logger.error({ err: error }, 'Password reset email not queued'))
    return { success: true, message: SENT }
  },
})
