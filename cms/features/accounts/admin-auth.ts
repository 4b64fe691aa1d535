import { adminLoginSchema } from '@/contract/auth'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { LOGIN_DOORS, LoginThrottle } from './login-throttle'
import { closeAdminSession, isAdminKey, openAdminSession } from './admin-session'

const ADMIN_KEY_ACCOUNT = 'cle-administration'

/** POST /api/admin/login {adminKey} (spec 2 §7). */
export const adminLogin = defineHandler({
  body: adminLoginSchema,
  async run({ body, config, payload, rateLimits, ip, res }) {
    // One key for everyone: throttled per address, with growing delays, and across all addresses.
    const throttle = new LoginThrottle(rateLimits, LOGIN_DOORS.admin)
    await rateLimits.consume(RATE_LIMITS.adminLoginPerIp, ip)
    await throttle.check(ip, ADMIN_KEY_ACCOUNT)
    if (!isAdminKey(body.adminKey, config.adminKey)) {
      await throttle.failed(ip, ADMIN_KEY_ACCOUNT)
      throw new HttpError(401, "Clé d'administration incorrecte")
    }
    await throttle.succeeded(ip, ADMIN_KEY_ACCOUNT)
    await openAdminSession(payload, res, config.secureCookies)
    return { success: true }
  },
})

/** GET /api/admin/status: whether this browser holds a live back-office session. */
export const adminStatus = defineHandler({
  reads: ['admin'],
  async run({ admin }) {
    return { success: true, isAdmin: admin !== null }
  },
})

/** POST /api/admin/logout: the session row is deleted, the cookie cleared. */
export const adminLogout = defineHandler({
  async run({ config, payload, req, res }) {
    await closeAdminSession(payload, req, res, config.secureCookies)
    return { success: true }
  },
})
