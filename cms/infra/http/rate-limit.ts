/**
 * Rate limits on sensitive calls, counted in PostgreSQL (table rate_limits, created by a
 * migration) so every instance behind a load balancer shares the counters.
 */
import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { HttpError } from './errors'

export interface RateLimitRule {
  /** Counter name, e.g. 'login-ip'. */
  name: string
  points: number
  durationSeconds: number
}

export const RATE_LIMITS = {
  // Sign-in attempts are also throttled per address and account together (cms/features/accounts/login-throttle.ts).
  loginPerIp: { name: 'login-ip', points: 60, durationSeconds: 15 * 60 },
  editorLoginPerIp: { name: 'editor-login-ip', points: 60, durationSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', points: 20, durationSeconds: 60 * 60 },
  forgotPasswordPerIp: { name: 'forgot-ip', points: 10, durationSeconds: 15 * 60 },
  forgotPasswordPerAccount: { name: 'forgot-account', points: 3, durationSeconds: 60 * 60 },
  resetPasswordPerIp: { name: 'reset-ip', points: 20, durationSeconds: 15 * 60 },
  adminLoginPerIp: { name: 'admin-login-ip', points: 30, durationSeconds: 15 * 60 },
  // A person writes once or twice; more from one address is a script flooding the team's inbox.
  contactPerIp: { name: 'contact-ip', points: 5, durationSeconds: 60 * 60 },
  // A guide is asked for once; a family or an office behind one address may ask a few times.
  guidePerIp: { name: 'guide-ip', points: 10, durationSeconds: 60 * 60 },
  // Each checkout opens a session at the provider: generous for a hesitant buyer, not for a script.
  checkoutPerIp: { name: 'checkout-ip', points: 20, durationSeconds: 60 * 60 },
  // The confirmation page's first password (one per order) and the funnel's return from a cancelled checkout.
  firstPasswordPerIp: { name: 'first-password-ip', points: 20, durationSeconds: 15 * 60 },
  checkoutResumePerIp: { name: 'checkout-resume-ip', points: 30, durationSeconds: 15 * 60 },
  // A client writes to support a few times a day; hundreds an hour is a script or a stuck button.
  messagePerClient: { name: 'message-client', points: 60, durationSeconds: 60 * 60 },
  // A founder opens a handful of procedures; each one puts work in the team's queue.
  projectPerClient: { name: 'project-client', points: 20, durationSeconds: 24 * 60 * 60 },
  // A founder sends a few papers, and again after a refusal; a script could fill the disk 10 MB at a time.
  documentUploadPerClient: { name: 'document-upload-client', points: 30, durationSeconds: 60 * 60 },
  // Account controls (cms/features/accounts/account-*.ts). A password typed again to change the
  // password or the email, or to close the account: also throttled as a sign-in (login-throttle.ts).
  accountPasswordPerClient: { name: 'account-password-client', points: 20, durationSeconds: 15 * 60 },
  // Each request sends an email to an address the client chooses: a few, not a mailing.
  emailChangePerClient: { name: 'email-change-client', points: 5, durationSeconds: 60 * 60 },
  emailConfirmPerIp: { name: 'email-confirm-ip', points: 20, durationSeconds: 15 * 60 },
  accountUpdatePerClient: { name: 'account-update-client', points: 30, durationSeconds: 60 * 60 },
  // The export reads everything the account holds: a founder needs it once, not in a loop.
  accountExportPerClient: { name: 'account-export-client', points: 5, durationSeconds: 60 * 60 },
  // The blog's newsletter (cms/features/newsletter): each signup sends an email to an address typed by
  // anyone. Per address, a few a day, then silently nothing more (the answer stays the same).
  newsletterPerIp: { name: 'newsletter-ip', points: 10, durationSeconds: 60 * 60 },
  newsletterPerAddress: { name: 'newsletter-address', points: 3, durationSeconds: 24 * 60 * 60 },
  newsletterLinkPerIp: { name: 'newsletter-link-ip', points: 30, durationSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

/** Keys are case-insensitive (emails) and bounded (a hostile email cannot bloat the table). */
const normalKey = (key: string) => key.toLowerCase().slice(0, 200)

export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>()

  constructor(private readonly pool: Pool) {}

  private limiter(rule: RateLimitRule) {
    let limiter = this.limiters.get(rule.name)
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.durationSeconds,
      })
      this.limiters.set(rule.name, limiter)
    }
    return limiter
  }

  /** Counts one attempt; throws a 429 HttpError once the rule's budget is spent (`message`: its own French text). */
  async consume(rule: RateLimitRule, key: string, message?: (minutes: number) => string): Promise<void> {
    try {
      await this.limiter(rule).consume(normalKey(key))
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
        const minutes = Math.ceil(seconds / 60)
        throw new HttpError(
          429,
          message?.(minutes) ?? `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
          {},
          { 'Retry-After': String(seconds) },
        )
      }
      throw result
    }
  }

  /** Counts one event without refusing anything; answers how many this window holds now. */
  async count(rule: RateLimitRule, key: string): Promise<number> {
    try {
      return (await this.limiter(rule).penalty(normalKey(key), 1)).consumedPoints
    } catch (result) {
      if (result instanceof RateLimiterRes) return result.consumedPoints
      throw result
    }
  }

  /** How many events this window holds for the key, and how long until it is forgotten (0, 0 if none). */
  async peek(rule: RateLimitRule, key: string): Promise<{ count: number; msLeft: number }> {
    const result = await this.limiter(rule).get(normalKey(key))
    return result ? { count: result.consumedPoints, msLeft: result.msBeforeNext } : { count: 0, msLeft: 0 }
  }

  /** Holds the key over its budget for this long (peek then reports more than the rule's points). */
  async block(rule: RateLimitRule, key: string, seconds: number): Promise<void> {
    await this.limiter(rule).block(normalKey(key), seconds)
  }

  /** Forgets the counter (e.g. after a successful login). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(normalKey(key))
  }
}
