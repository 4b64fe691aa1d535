/**
 * The newsletter's writes and reads on its table, each one conditional statement so that two
 * requests (or two instances) racing on one address settle in PostgreSQL: Drizzle on Payload's
 * table (the collection lets nobody write through Payload: cms/infra/db/payload-schema.ts).
 */
import { and, asc, count, eq, gt, isNull, lt, ne, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_UNSUBSCRIBED_KEPT_DAYS, type NewsletterStats } from '@/contract/newsletter'
import { newsletter_subscribers as subscribers } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { Database } from '@/cms/infra/db/typed-reads'
import type { Locale } from '@/contract/i18n/locales'
import { confirmTokenHash, newConfirmToken } from './tokens'

const confirmDeadline = sql`now() + make_interval(days => ${NEWSLETTER_CONFIRM_DAYS})`

/**
 * A new, pending or unsubscribed address becomes pending, its previous link void (the email's
 * task issues the next one); a confirmed address is left as it is and no row comes back. The
 * signup writes it with the confirmation's job in one statement (subscribe.ts); its values are
 * the placeholders `email` and `language` (the page's: the emails and articles it will get, issue
 * 37; a confirmed address keeps its own).
 */
export const upsertPendingSubscriber = (db: Database) =>
  db
    .insert(subscribers)
    .values({
      email: sql.placeholder('email'),
      status: 'pending',
      confirmExpiresAt: confirmDeadline,
      language: sql.placeholder('language'),
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        status: 'pending',
        language: sql`excluded.language`,
        confirmTokenHash: null,
        confirmExpiresAt: confirmDeadline,
        unsubscribedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: ne(subscribers.status, 'confirmed'),
    })
    .returning({ id: subscribers.id })

/** A fresh confirmation token for a subscriber still pending (issued when its email is sent); null otherwise. */
export async function issueConfirmToken(
  payload: Payload,
  subscriberId: number,
): Promise<{ token: string; email: string; language: Locale } | null> {
  const { token, hash } = newConfirmToken()
  const db = await drizzleFor(payload)
  const [row] = await db
    .update(subscribers)
    .set({ confirmTokenHash: hash, confirmExpiresAt: confirmDeadline, updatedAt: sql`now()` })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, 'pending')))
    .returning({ email: subscribers.email, language: subscribers.language })
  return row ? { token, email: row.email, language: row.language ?? 'fr' } : null
}

/** The link's token confirms its pending address once, within its validity; false otherwise. */
/** Confirms the pending subscriber of this token; their language (for the result page), or null: expired, used or unknown. */
export async function confirmByToken(payload: Payload, token: string): Promise<{ language: Locale } | null> {
  const db = await drizzleFor(payload)
  const confirmed = await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscribers.confirmTokenHash, confirmTokenHash(token)),
        eq(subscribers.status, 'pending'),
        gt(subscribers.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning({ language: subscribers.language })
  return confirmed[0] ? { language: confirmed[0].language ?? 'fr' } : null
}

/** Unsubscribes at once; unsubscribing again (or an address already erased) changes nothing. */
export async function unsubscribe(payload: Payload, subscriberId: number): Promise<void> {
  const db = await drizzleFor(payload)
  await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(subscribers.id, subscriberId), ne(subscribers.status, 'unsubscribed')))
}

/** The subscriber an article's email goes to, while still confirmed. */
export async function confirmedSubscriber(
  payload: Payload,
  subscriberId: number,
): Promise<{ id: number; email: string; language: Locale } | null> {
  const db = await drizzleFor(payload)
  const [row] = await db
    .select({ id: subscribers.id, email: subscribers.email, language: subscribers.language })
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, 'confirmed')))
  return row ? { ...row, language: row.language ?? 'fr' } : null
}

/**
 * The language a subscriber chose (whatever their status), or null for an address erased: where
 * the unsubscribe link's visit lands (./unsubscribe.ts), read only once the link's HMAC is checked.
 */
export async function subscriberLanguage(payload: Payload, subscriberId: number): Promise<Locale | null> {
  const db = await drizzleFor(payload)
  const [row] = await db.select({ language: subscribers.language }).from(subscribers).where(eq(subscribers.id, subscriberId))
  return row ? (row.language ?? 'fr') : null
}

export async function subscriberStats(payload: Payload): Promise<NewsletterStats> {
  const db = await drizzleFor(payload)
  const [byStatus, [recent]] = await Promise.all([
    db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status),
    db
      .select({ n: count() })
      .from(subscribers)
      .where(and(eq(subscribers.status, 'confirmed'), gt(subscribers.confirmedAt, sql`now() - make_interval(days => 30)`))),
  ])
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0
  return { pending: of('pending'), confirmed: of('confirmed'), unsubscribed: of('unsubscribed'), confirmedLast30Days: recent?.n ?? 0 }
}

/** Confirmed subscribers in batches (keyset on id): an export's memory stays one batch. */
export async function* confirmedBatches(payload: Payload, size: number) {
  const db = await drizzleFor(payload)
  let after = 0
  for (;;) {
    const rows = await db
      .select({ id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt })
      .from(subscribers)
      .where(and(eq(subscribers.status, 'confirmed'), gt(subscribers.id, after)))
      .orderBy(asc(subscribers.id))
      .limit(size)
    if (rows.length === 0) return
    yield rows
    after = rows.at(-1)!.id
    if (rows.length < size) return
  }
}

/**
 * Retention: a pending address whose link expired never agreed to anything (erased); an
 * unsubscribed one is kept NEWSLETTER_UNSUBSCRIBED_KEPT_DAYS (proof of the request), then erased.
 */
export async function eraseLapsedSubscribers(
  payload: Payload,
  now: Date,
): Promise<{ pendingDeleted: number; unsubscribedDeleted: number }> {
  const db = await drizzleFor(payload)
  const at = now.toISOString()
  const pending = await db
    .delete(subscribers)
    .where(and(eq(subscribers.status, 'pending'), or(lt(subscribers.confirmExpiresAt, at), isNull(subscribers.confirmExpiresAt))))
  const keptSince = new Date(now.getTime() - NEWSLETTER_UNSUBSCRIBED_KEPT_DAYS * 24 * 3600 * 1000).toISOString()
  const unsubscribed = await db
    .delete(subscribers)
    .where(and(eq(subscribers.status, 'unsubscribed'), lt(subscribers.unsubscribedAt, keptSince)))
  return { pendingDeleted: pending.rowCount ?? 0, unsubscribedDeleted: unsubscribed.rowCount ?? 0 }
}
