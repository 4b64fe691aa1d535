import { ValidationError } from 'payload'
import { REGISTER_ERROR_MARKERS, registerSchema } from '@/contract/auth'
import type { z } from '@/contract/zod'
import { conflict, HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler, validationError } from '@/cms/infra/http/route'
import { queueEmail } from '../notifications'
import { accountExists } from './account-lookup'
import { toPublicUser } from './client-session'

const duplicateEmail = () =>
  conflict('Un compte avec cet email existe déjà. Utilisez la page de connexion.', {
    message: `${REGISTER_ERROR_MARKERS.userExists}: un compte avec cet email existe déjà.`,
  })

/** Register failures carry the English markers the register screen maps (spec 1 §8). */
function registerInvalid(error: z.ZodError): HttpError {
  const base = validationError(error)
  const field = error.issues[0]?.path[0]
  const marker =
    field === 'email'
      ? REGISTER_ERROR_MARKERS.invalidEmail
      : field === 'password' && error.issues[0]?.code === 'too_small'
        ? REGISTER_ERROR_MARKERS.passwordTooShort
        : undefined
  return new HttpError(400, base.message, { ...base.extra, message: marker ? `${marker}: ${base.message}` : base.message })
}

/** POST /api/register: creates a client account and sends the welcome email. */
export const register = defineHandler({
  body: registerSchema,
  invalid: registerInvalid,
  async run({ body, payload, rateLimits, ip, res, access, locale }) {
    await rateLimits.consume(RATE_LIMITS.registerPerIp, ip)
    if (await accountExists(payload, body.email)) throw duplicateEmail()
    let user
    try {
      // The collection lets visitors create accounts through the contract only (publicFormOrStaff).
      // The account keeps the language of the page it was opened from (its emails and documents, issue 37).
      user = await payload.create({ collection: 'users', data: { ...body, language: locale }, ...access })
    } catch (error) {
      // Two sign-ups racing on the same email: the unique index decides.
      if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')) throw duplicateEmail()
      throw error
    }
    await queueEmail(payload, { kind: 'welcome', to: user.email, firstName: user.firstName })
    res.status(201)
    return { success: true, user: toPublicUser(user) }
  },
})
