/**
 * Changing the account's email in two steps. POST /api/account/email {password, newEmail}: the
 * password typed again, then a confirmation link to the new address and a notice to the current
 * one; nothing changes yet. POST /api/account/email/confirm {token}: the link's token (the
 * authorisation here, email-change-token.ts) moves the account to the new address and ends every
 * other session (the browser confirming stays logged in when it is the account's).
 */
import { ValidationError } from 'payload'
import { changeEmailSchema, confirmEmailSchema, EMAIL_LINK_INVALID, EMAIL_TAKEN, SAME_EMAIL } from '@/contract/account'
import { badRequest, conflict } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { queueEmail } from '../notifications'
import { accountExists } from './account-lookup'
import { checkAccountPassword } from './account-password'
import { endOtherClientSessions } from './client-session'
import { readEmailChangeToken } from './email-change-token'

const taken = () => conflict(EMAIL_TAKEN, { fields: { newEmail: EMAIL_TAKEN } })

export const requestEmailChange = defineHandler({
  body: changeEmailSchema,
  async run({ body, client, payload, rateLimits, ip }) {
    const user = client!
    if (body.newEmail === user.email) throw badRequest(SAME_EMAIL, { fields: { newEmail: SAME_EMAIL } })
    await checkAccountPassword({ payload, rateLimits, ip }, user, body.password, 'password')
    if (await accountExists(payload, body.newEmail)) throw taken()
    await rateLimits.consume(
      RATE_LIMITS.emailChangePerClient,
      String(user.id),
      (minutes) => `Trop de demandes de changement d’adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    )
    // The token is issued when the email is sent (cms/features/notifications): none sits in the queue.
    await queueEmail(payload, { kind: 'email-change-confirm', to: body.newEmail, userId: user.id, firstName: user.firstName })
    await queueEmail(payload, { kind: 'email-change-notice', to: user.email, firstName: user.firstName, newEmail: body.newEmail })
    return {
      success: true,
      message: `Un lien de confirmation a été envoyé à ${body.newEmail}. Votre adresse actuelle reste celle du compte tant que vous ne l’avez pas suivi.`,
    }
  },
})

export const confirmEmailChange = defineHandler({
  body: confirmEmailSchema,
  reads: ['client'],
  async run({ body, client, payload, rateLimits, ip }) {
    await rateLimits.consume(RATE_LIMITS.emailConfirmPerIp, ip)
    const change = await readEmailChangeToken(payload, body.token)
    if (!change) throw badRequest(EMAIL_LINK_INVALID)
    if (await accountExists(payload, change.newEmail)) throw taken()
    try {
      // Access bypassed: the signed link is the authorisation (whoever follows it may not be logged in).
      await payload.update({ collection: 'users', id: change.userId, data: { email: change.newEmail }, depth: 0, overrideAccess: true })
    } catch (error) {
      // Another account took the address since the check: the unique index decides.
      if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')) throw taken()
      throw error
    }
    await endOtherClientSessions(payload, change.userId, client?.id === change.userId ? client._sid : null)
    return {
      success: true,
      email: change.newEmail,
      message: `Votre adresse email est désormais ${change.newEmail}. Utilisez-la pour vous connecter.`,
    }
  },
})
