/**
 * Sign-in throttling that an attacker cannot turn against an account's owner.
 *
 * Payload's own lockout (maxLoginAttempts) locked the account everywhere: five wrong passwords
 * from anywhere kept its owner out. Here a lock holds an address and an account together:
 * - five failures from one address on one account lock that pair, 15 minutes the first time,
 *   twice as long each time again within a day (growing delays, at most a day);
 * - every address has its own budget of attempts (RATE_LIMITS.*PerIp, counted by the caller);
 * - an account has a budget of failures across all addresses (a distributed guess); once spent,
 *   only addresses that signed into it before (remembered 90 days) may still try.
 * The counters live in PostgreSQL (cms/infra/http/rate-limit.ts): every instance sees the same.
 */
import { HttpError } from '@/cms/infra/http/errors'
import type { RateLimitRule, RateLimits } from '@/cms/infra/http/rate-limit'

export const FAILS_BEFORE_LOCK = 5
const FIRST_LOCK_SECONDS = 15 * 60
const LONGEST_LOCK_SECONDS = 24 * 60 * 60
const DAY = 24 * 60 * 60

export interface LoginDoor {
  /** Counter prefix: 'client-login', 'editor-login', 'admin-login'. */
  name: string
  /** Failures across all addresses, per hour, before only known addresses may try. */
  accountFailuresPerHour: number
  /** The answer while an address and account are locked together. */
  locked: (minutes: number, seconds: number) => HttpError
}

const tooMany = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new HttpError(
    429,
    `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) },
  )
}

export const LOGIN_DOORS = {
  client: {
    name: 'client-login',
    accountFailuresPerHour: 50,
    locked: (minutes, seconds) =>
      new HttpError(
        423,
        `Ce compte est temporairement bloqué après plusieurs tentatives échouées. Réessayez dans ${minutes} minutes ou réinitialisez votre mot de passe.`,
        {},
        { 'Retry-After': String(seconds) },
      ),
  },
  editor: {
    name: 'editor-login',
    accountFailuresPerHour: 50,
    locked: (minutes, seconds) =>
      new HttpError(
        423,
        `Ce compte est temporairement bloqué après plusieurs tentatives échouées. Réessayez dans ${minutes} minutes.`,
        {},
        { 'Retry-After': String(seconds) },
      ),
  },
  // One key for the whole back-office: a wrong key is a wrong guess, answered as the rate limit it is.
  admin: { name: 'admin-login', accountFailuresPerHour: 100, locked: (_minutes, seconds) => tooMany(seconds) },
} as const satisfies Record<string, LoginDoor>

function rules(door: LoginDoor) {
  return {
    pairFailures: { name: `${door.name}-fails`, points: FAILS_BEFORE_LOCK, durationSeconds: DAY },
    pairLocks: { name: `${door.name}-locks`, points: 1_000, durationSeconds: DAY },
    accountFailures: { name: `${door.name}-account-fails`, points: door.accountFailuresPerHour, durationSeconds: 60 * 60 },
    knownAddress: { name: `${door.name}-known`, points: 1_000, durationSeconds: 90 * DAY },
  } satisfies Record<string, RateLimitRule>
}

export class LoginThrottle {
  private readonly rules: ReturnType<typeof rules>

  constructor(
    private readonly limits: RateLimits,
    private readonly door: LoginDoor,
  ) {
    this.rules = rules(door)
  }

  /** Before checking the password: refuses a locked pair, or an unknown address on an account under attack. */
  async check(ip: string, account: string): Promise<void> {
    const pair = `${ip}|${account}`
    const [pairFailures, accountFailures] = await Promise.all([
      this.limits.peek(this.rules.pairFailures, pair),
      this.limits.peek(this.rules.accountFailures, account),
    ])
    if (pairFailures.count > FAILS_BEFORE_LOCK && pairFailures.msLeft > 0) {
      const seconds = Math.ceil(pairFailures.msLeft / 1000)
      throw this.door.locked(Math.max(1, Math.ceil(seconds / 60)), seconds)
    }
    if (accountFailures.count >= this.door.accountFailuresPerHour) {
      const known = await this.limits.peek(this.rules.knownAddress, pair)
      if (known.count === 0) throw tooMany(accountFailures.msLeft / 1000)
    }
  }

  /** A wrong password: counted for the pair and the account; the fifth locks the pair, longer each time. */
  async failed(ip: string, account: string): Promise<void> {
    const pair = `${ip}|${account}`
    const [failures] = await Promise.all([
      this.limits.count(this.rules.pairFailures, pair),
      this.limits.count(this.rules.accountFailures, account),
    ])
    if (failures < FAILS_BEFORE_LOCK) return
    const locks = await this.limits.count(this.rules.pairLocks, pair)
    const seconds = Math.min(FIRST_LOCK_SECONDS * 2 ** (locks - 1), LONGEST_LOCK_SECONDS)
    await this.limits.block(this.rules.pairFailures, pair, seconds)
  }

  /** The right password: the pair starts afresh, and this address is remembered as the owner's. */
  async succeeded(ip: string, account: string): Promise<void> {
    const pair = `${ip}|${account}`
    await Promise.all([
      this.limits.reset(this.rules.pairFailures, pair),
      this.limits.reset(this.rules.pairLocks, pair),
      this.limits.count(this.rules.knownAddress, pair),
    ])
  }
}
