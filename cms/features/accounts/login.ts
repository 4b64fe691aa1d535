import { AuthenticationError } from 'payload'
import { loginSchema } from '@/contract/auth'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { setClientSessionCookie, toPublicUser } from './client-session'
import { LOGIN_DOORS, LoginThrottle } from './login-throttle'

/**
 * POST /api/login: Payload's password check, then its session cookie. Failures are throttled per
 * address and account together (cms/features/accounts/login-throttle.ts), never by locking the account itself.
 */
export const login = defineHandler({
  body: loginSchema,
  async run({ body, payload, rateLimits, ip, res }) {
    const throttle = new LoginThrottle(rateLimits, LOGIN_DOORS.client)
    await rateLimits.consume(RATE_LIMITS.loginPerIp, ip)
    await throttle.check(ip, body.email)
    try {
      const result = await payload.login({ collection: 'users', data: body })
      if (!result.token || !result.user) throw new HttpError(401, 'Email ou mot de passe incorrect.')
      setClientSessionCookie(res, payload, result.token)
      await throttle.succeeded(ip, body.email)
      return { success: true, user: toPublicUser(result.user) }
    } catch (error) {
      if (error instanceof AuthenticationError) {
        await throttle.failed(ip, body.email)
        throw new HttpError(401, 'Email ou mot de passe incorrect.')
      }
      throw error
    }
  },
})
