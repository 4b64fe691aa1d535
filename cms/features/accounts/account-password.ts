/**
 * The password typed again before a change that matters (a new password, a new email, closing
 * the account). A stolen session alone cannot take the account over: the password is checked by
 * Payload's own login (its hashing, Argon2id or an older PBKDF2 hash, and its rehash), and a
 * wrong one counts as a failed sign-in of this address on this account (login-throttle.ts), so
 * the controls are no second door for guessing it.
 */
import { decodeJwt } from 'jose'
import { AuthenticationError, type Payload } from 'payload'
import { WRONG_PASSWORD } from '@/contract/account'
import { badRequest } from '@/cms/infra/http/errors'
import { RATE_LIMITS, type RateLimits } from '@/cms/infra/http/rate-limit'
import { type ClientUser, endClientSessionById } from './client-session'
import { LOGIN_DOORS, LoginThrottle } from './login-throttle'

export async function checkAccountPassword(
  { payload, rateLimits, ip }: { payload: Payload; rateLimits: RateLimits; ip: string },
  client: ClientUser,
  password: string,
  /** The form field the password was typed in, for the error. */
  field: string,
): Promise<void> {
  await rateLimits.consume(RATE_LIMITS.accountPasswordPerClient, String(client.id))
  const throttle = new LoginThrottle(rateLimits, LOGIN_DOORS.client)
  await throttle.check(ip, client.email)
  let token: string | undefined
  try {
    token = (await payload.login({ collection: 'users', data: { email: client.email, password } })).token
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error
    await throttle.failed(ip, client.email)
    throw badRequest(WRONG_PASSWORD, { fields: { [field]: WRONG_PASSWORD } })
  }
  // Payload's login opened a session of its own: nobody holds it, it goes at once.
  const sid = token ? decodeJwt(token).sid : undefined
  if (typeof sid === 'string') await endClientSessionById(payload, client.id, sid)
  await throttle.succeeded(ip, client.email)
}
