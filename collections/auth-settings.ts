import type { IncomingAuthType } from 'payload'

/** Session and lockout rules shared by both auth collections (clients and editors). */
export function authSettings(): IncomingAuthType {
  const publicUrl = process.env.PUBLIC_URL ?? ''
  return {
    // Sessions are stored on the account row: logout removes the session, so an old
    // cookie stops working at once, on every instance behind a load balancer.
    useSessions: true,
    tokenExpiration: 60 * 60 * 24 * 7,
    // No lockout on the account itself: anyone could keep its owner out by failing five times.
    // Sign-ins are throttled per address and account together instead (cms/features/accounts/login-throttle.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: publicUrl.startsWith('https://') },
  }
}
