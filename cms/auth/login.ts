import { AuthenticationError, LockedAuth } from 'payload'
import { loginSchema } from '../../contract/auth'
import { HttpError } from '../http/errors'
import { RATE_LIMITS } from '../http/rate-limit'
import { defineHandler } from '../http/route'
import { setClientSessionCookie, toPublicUser } from './client-session'

/** POST /api/login: Payload's password check and lockout, then its session cookie. */
export const login = defineHandler({
  body: loginSchema,
  async run({ body, payload, rateLimits, ip, res }) {
    await rateLimits.consume(RATE_LIMITS.loginPerIp, ip)
    await rateLimits.consume(RATE_LIMITS.loginPerAccount, `${ip}|${body.email}`)
    try {
      const result = await payload.login({ collection: 'users', data: body })
      if (!result.token || !result.user) throw new HttpError(401, 'Email ou mot de passe incorrect.')
      setClientSessionCookie(res, payload, result.token)
      await rateLimits.reset(RATE_LIMITS.loginPerAccount, `${ip}|${body.email}`)
      return { success: true, user: toPublicUser(result.user) }
    } catch (error) {
      if (error instanceof LockedAuth) {
        throw new HttpError(
          423,
          'Ce compte est temporairement bloqué après plusieurs tentatives échouées. Réessayez dans 15 minutes ou réinitialisez votre mot de passe.',
        )
      }
      if (error instanceof AuthenticationError) throw new HttpError(401, 'Email ou mot de passe incorrect.')
      throw error
    }
  },
})
