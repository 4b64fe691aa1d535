import type { IncomingAuthType } from 'payload'

/** Session and lockout rules shared by both auth collections (clients and editors). */
export function authSettings(): IncomingAuthType {
  const publicUrl = process.env.PUBLIC_URL ?? ''
  return {
    // Sessions are stored on the account row: logout removes the session, so an old
    // cookie stops working at once, on every instance behind a load balancer.
    useSessions: true,
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: publicUrl.startsWith('https://') },
  }
}
