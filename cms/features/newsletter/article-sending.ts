/**
 * An article's email to the confirmed subscribers: queued once per article, ever. The claim is one
 * conditional UPDATE (`newsletter_queued_at` still empty, the article public and fresh), and the
 * jobs are written by one INSERT … SELECT in the same transaction: two saves, or two instances
 * finding a scheduled article due, race on the row lock; the second finds the mark set and queues
 * nothing. Each job's input is exactly what the email task expects (cms/infra/mail/email-queue.ts).
 */
import { and, eq, gt, inArray, isNull, lte, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { NEWSLETTER_FRESH_DAYS } from '@/contract/newsletter'
import { blog_posts as posts, newsletter_subscribers as subscribers, payload_jobs as jobs } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { SEND_EMAIL_TASK } from '@/cms/infra/mail/email-queue'

/** The email kind of an article's announcement (rendered by ./newsletter-emails.ts). */
export const ARTICLE_EMAIL_KIND = 'newsletter-article'

/**
 * Public now, and published recently enough to be news: an old article republished or edited sends
 * nothing. The clock, not now(): in the save's transaction now() is its start, earlier than the
 * publication date the save itself just stamped.
 */
const announceable = and(
  eq(posts.status, 'published'),
  lte(posts.publishedAt, sql`clock_timestamp()`),
  gt(posts.publishedAt, sql`clock_timestamp() - make_interval(days => ${NEWSLETTER_FRESH_DAYS})`),
  isNull(posts.newsletterQueuedAt),
)

/**
 * Claims the articles among `postIds` (all due ones when omitted) and queues one email per
 * confirmed subscriber for each, inside `req`'s transaction. Answers how many emails were queued.
 */
async function claimAndQueue(payload: Payload, req: PayloadRequest, postIds?: number[]): Promise<number> {
  const db = await drizzleFor(payload, req)
  const claimed = await db
    .update(posts)
    .set({ newsletterQueuedAt: sql`now()` })
    .where(and(announceable, postIds ? inArray(posts.id, postIds) : undefined))
    .returning({ id: posts.id, language: posts.language })
  let queued = 0
  for (const { id, language } of claimed) {
    // One statement for every subscriber: the save that publishes does not wait on thousands of inserts.
    const email = sql`jsonb_build_object('email', jsonb_build_object('kind', ${ARTICLE_EMAIL_KIND}::text, 'to', ${subscribers.email}, 'subscriberId', ${subscribers.id}, 'postId', ${id}::int))`
    // Raw text: Drizzle's insert-select wants every column of the table, in order; the names still come from the schema.
    const column = (name: string) => sql.identifier(name)
    const written = await db.execute(sql`
      INSERT INTO ${jobs} (${column(jobs.input.name)}, ${column(jobs.taskSlug.name)}, ${column(jobs.queue.name)})
      SELECT ${email}, ${SEND_EMAIL_TASK}::enum_payload_jobs_task_slug, 'default'
        FROM ${subscribers}
       WHERE ${subscribers.status} = 'confirmed'
         -- Each subscriber gets the articles of their language (issue 37); null reads French.
         AND coalesce(${subscribers.language}::text, 'fr') = ${language ?? 'fr'}`)
    queued += written.rowCount ?? 0
  }
  return queued
}

/** From the articles' afterChange hook: the save's own transaction, so a save rolled back claims nothing. */
export async function announceIfDue(payload: Payload, req: PayloadRequest, postId: number): Promise<number> {
  return claimAndQueue(payload, req, [postId])
}

/** Every poll of the jobs runner: scheduled articles whose time has come (any instance; the claim decides). */
export async function announceDueArticles(payload: Payload): Promise<number> {
  // A read first (the status and date index): most polls find nothing and open no transaction.
  const [due] = await (await drizzleFor(payload)).select({ id: posts.id }).from(posts).where(announceable).limit(1)
  if (!due) return 0
  return withTransaction(payload, (req) => claimAndQueue(payload, req))
}
