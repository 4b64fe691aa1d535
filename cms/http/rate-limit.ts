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
  loginPerAccount: { name: 'login-account', points: 10, durationSeconds: 15 * 60 },
  loginPerIp: { name: 'login-ip', points: 60, durationSeconds: 15 * 60 },
  registerPerIp: { name: 'register-ip', points: 20, durationSeconds: 60 * 60 },
  forgotPasswordPerIp: { name: 'forgot-ip', points: 10, durationSeconds: 15 * 60 },
  forgotPasswordPerAccount: { name: 'forgot-account', points: 3, durationSeconds: 60 * 60 },
  resetPasswordPerIp: { name: 'reset-ip', points: 20, durationSeconds: 15 * 60 },
  adminLoginPerIp: { name: 'admin-login-ip', points: 5, durationSeconds: 15 * 60 },
  // A person writes once or twice; more from one address is a script flooding the team's inbox.
  contactPerIp: { name: 'contact-ip', points: 5, durationSeconds: 60 * 60 },
  // A guide is asked for once; a family or an office behind one address may ask a few times.
  guidePerIp: { name: 'guide-ip', points: 10, durationSeconds: 60 * 60 },
  // Each checkout opens a session at the provider: generous for a hesitant buyer, not for a script.
  checkoutPerIp: { name: 'checkout-ip', points: 20, durationSeconds: 60 * 60 },
  // A client writes to support a few times a day; hundreds an hour is a script or a stuck button.
  messagePerClient: { name: 'message-client', points: 60, durationSeconds: 60 * 60 },
  // A founder opens a handful of procedures; each one puts work in the team's queue.
  projectPerClient: { name: 'project-client', points: 20, durationSeconds: 24 * 60 * 60 },
  // A founder sends a few papers, and again after a refusal; a script could fill the disk 10 MB at a time.
  documentUploadPerClient: { name: 'document-upload-client', points: 30, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

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

  /** Counts one attempt; throws a 429 HttpError once the rule's budget is spent. */
  async consume(rule: RateLimitRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(key.toLowerCase().slice(0, 200))
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
        const minutes = Math.ceil(seconds / 60)
        throw new HttpError(
          429,
          `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
          {},
          { 'Retry-After': String(seconds) },
        )
      }
      throw result
    }
  }

  /** Forgets the counter (e.g. after a successful login). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key.toLowerCase().slice(0, 200))
  }
}
