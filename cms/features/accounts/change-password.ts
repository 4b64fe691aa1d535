import { changePasswordSchema } from '@/contract/account'
import { defineHandler } from '@/cms/infra/http/route'
import { queueEmail } from '../notifications'
import { checkAccountPassword } from './account-password'

/**
 * PATCH /api/account/password {currentPassword, newPassword}: the current password checked as a
 * sign-in would be, then the new one saved. Payload's update keeps only the caller's own session
 * (the request's `_sid`): every other device is logged out. The owner is told by email.
 */
export const changePassword = defineHandler({
  body: changePasswordSchema,
  async run({ body, client, payload, rateLimits, ip, access }) {
    const user = client!
    await checkAccountPassword({ payload, rateLimits, ip }, user, body.currentPassword, 'currentPassword')
    await payload.update({ collection: 'users', id: user.id, data: { password: body.newPassword }, depth: 0, ...access })
    await queueEmail(payload, { kind: 'password-changed', to: user.email, firstName: user.firstName })
    return { success: true, message: 'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.' }
  },
})
