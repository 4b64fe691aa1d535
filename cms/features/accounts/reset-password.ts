import { APIError } from 'payload'
import { resetPasswordSchema } from '@/contract/auth'
import { badRequest } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'

/**
 * POST /api/reset-password: a valid, unexpired token sets the new password, unlocks the
 * account and ends every open session (Payload clears them on reset).
 */
export const resetPassword = defineHandler({
  body: resetPasswordSchema,
  async run({ body, payload, rateLimits, ip, access }) {
    await rateLimits.consume(RATE_LIMITS.resetPasswordPerIp, ip)
    try {
      // The token is the authorisation here; Payload checks it and its expiry.
      await payload.resetPassword({ collection: 'users', data: body, ...access })
    } catch (error) {
      if (error instanceof APIError && error.status < 500) throw badRequest('Le lien de réinitialisation est invalide ou a expiré.')
      throw error
    }
    return { success: true, message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' }
  },
})
