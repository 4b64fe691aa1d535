import { forgotPasswordSchema } from '../../contract/auth'
import { HttpError } from '../http/errors'
import { RATE_LIMITS } from '../http/rate-limit'
import { defineHandler } from '../http/route'
import { sendMail } from '../mail/send-mail'
import { passwordResetEmail } from '../mail/templates/password-reset'

export const RESET_LINK_MINUTES = 60
const SENT = 'Si un compte existe avec cette adresse, un email de réinitialisation vient de lui être envoyé.'

/**
 * POST /api/forgot-password: answers the same whether the account exists or not, and
 * sends the email in the background so the answer time tells nothing either.
 */
export const forgotPassword = defineHandler({
  body: forgotPasswordSchema,
  async run({ body, payload, rateLimits, ip, config, logger }) {
    await rateLimits.consume(RATE_LIMITS.forgotPasswordPerIp, ip)
    try {
      await rateLimits.consume(RATE_LIMITS.forgotPasswordPerAccount, body.email)
    } catch (error) {
      // Too many requests for this address: answer as usual, send nothing more.
      if (error instanceof HttpError && error.status === 429) return { success: true, message: SENT }
      throw error
    }
    void (async () => {
      // System action on behalf of an anonymous visitor: look the account up and issue a token.
      const found = await payload.find({
        collection: 'users',
        where: { email: { equals: body.email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const user = found.docs[0]
      if (!user) return
      const token = await payload.forgotPassword({
        collection: 'users',
        data: { email: body.email },
        disableEmail: true,
        expiration: RESET_LINK_MINUTES * 60 * 1000,
      })
      if (!token) return
      const resetUrl = `${config.publicUrl}/reinitialiser-mot-de-passe?token=${encodeURIComponent(token)}`
      await sendMail(
        config,
        logger,
        user.email,
        passwordResetEmail({
          siteName: config.business.siteName,
          firstName: user.firstName,
          resetUrl,
          validForMinutes: RESET_LINK_MINUTES,
        }),
      )
    })().catch((error: unknown) => logger.error({ err: error }, 'Password reset email failed'))
    return { success: true, message: SENT }
  },
})
