/**
 * Straight into the client area after paying (issue 33 item 2). The confirmation page of a paid
 * order whose payment opened the account gets a code (first-password-code.ts) that sets that
 * account's first password, then logs the buyer in: no detour through the mailbox. The emailed
 * set-your-password link stays the other way in.
 */
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import { FIRST_PASSWORD_CODE_INVALID, firstPasswordSchema } from '@/contract/auth'
import { users } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { badRequest, HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { setClientSessionCookie, toPublicUser } from '@/cms/features/accounts'
import { assertSessionId, findPaymentBySession } from './checkout-payment'
import { codeDeadline, isFirstPasswordCode } from './first-password-code'

/**
 * POST /api/account/first-password {sessionId, code, password}: sets the new account's first
 * password and opens its session (the cookie login sets). Anything off (unknown session, wrong
 * or expired code, a password already chosen) is the same 400: it tells nothing about the account.
 */
export const setFirstPassword = defineHandler({
  body: firstPasswordSchema,
  async run({ body, payload, rateLimits, ip, res }) {
    await rateLimits.consume(RATE_LIMITS.firstPasswordPerIp, ip)
    const refused = () => badRequest(FIRST_PASSWORD_CODE_INVALID)
    try {
      assertSessionId(body.sessionId)
    } catch {
      throw refused()
    }
    const payment = await findPaymentBySession(payload, body.sessionId)
    const account = payment?.account
    const deadline = payment && codeDeadline(payment)
    if (!payment || !account || !deadline || deadline.getTime() <= Date.now()) throw refused()
    if (!isFirstPasswordCode(payload, body.code, payment, account.id)) throw refused()

    await withTransaction(payload, async (req) => {
      // The claim: of two submissions racing (two tabs, the email link at the same moment), one wins.
      const db = await drizzleFor(payload, req)
      const claimed = await db
        .update(users)
        // The emailed set-your-password link dies with it: the account now has the password its owner chose.
        .set({ passwordPending: false, resetPasswordToken: null, resetPasswordExpiration: null })
        .where(and(eq(users.id, account.id), eq(users.passwordPending, true), sql`${users.closedAt} IS NULL`))
        .returning({ id: users.id })
      if (claimed.length === 0) throw refused()
      // Access bypassed: the code above is the authorisation (there is no caller yet).
      await payload.update({ collection: 'users', id: account.id, data: { password: body.password }, overrideAccess: true, req })
    })
    const result = await payload.login({ collection: 'users', data: { email: account.email, password: body.password } })
    if (!result.token || !result.user) throw new HttpError(500, 'Connexion impossible après le choix du mot de passe.')
    setClientSessionCookie(res, payload, result.token)
    return { success: true, user: toPublicUser(result.user) }
  },
})
