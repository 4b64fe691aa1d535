/**
 * The newsletter's two emails, rendered when their job runs (cms/infra/mail/email-queue.ts): the
 * confirmation (its token issued then, so no secret waits in the jobs table) and an article's
 * announcement, with a one-click unsubscribe (RFC 8058 headers) and a visible link.
 */
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { type Locale, localizedPath } from '@/contract/i18n/locales'
import { NEWSLETTER_CONFIRM_DAYS } from '@/contract/newsletter'
import type { AppConfig } from '@/cms/infra/config/env'
import { blog_posts as posts } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { RenderedEmail } from '@/cms/infra/mail/email-queue'
import { servicesIfProvided } from '@/cms/infra/services'
import { type ArticleForEmail, articleEmail, confirmationEmail, emailCover } from './newsletter-templates'
import { confirmedSubscriber, issueConfirmToken } from './subscriber-store'
import { unsubscribeToken } from './tokens'

export type NewsletterEmail =
  /** The double opt-in's link, to an address still pending. */
  | { kind: 'newsletter-confirm'; to: string; subscriberId: number }
  /** A new article, to a confirmed subscriber (queued in bulk: ./article-sending.ts). */
  | { kind: 'newsletter-article'; to: string; subscriberId: number; postId: number }

type Context = { payload: Payload; config: AppConfig }

/** The address a one-click unsubscribe POSTs to (and a GET of it shows the page with the button). */
export function unsubscribeApiUrl(config: Pick<AppConfig, 'publicUrl' | 'payloadSecret'>, subscriberId: number): string {
  return `${config.publicUrl}/api/newsletter/unsubscribe?abonne=${subscriberId}&jeton=${unsubscribeToken(subscriberId, config.payloadSecret)}`
}

/** The page behind the email's visible link: a button, so a mail scanner opening links unsubscribes nobody. */
export function unsubscribePageUrl(
  config: Pick<AppConfig, 'publicUrl' | 'payloadSecret'>,
  subscriberId: number,
  locale: Locale = 'fr',
): string {
  return `${config.publicUrl}${localizedPath('/newsletter/desinscription', locale)}?abonne=${subscriberId}&jeton=${unsubscribeToken(subscriberId, config.payloadSecret)}`
}

export async function renderNewsletterConfirm(
  email: Extract<NewsletterEmail, { kind: 'newsletter-confirm' }>,
  { payload, config }: Context,
): Promise<RenderedEmail | null> {
  const issued = await issueConfirmToken(payload, email.subscriberId)
  // Confirmed, unsubscribed or erased meanwhile, or the address changed: nothing to confirm.
  if (!issued || issued.email !== email.to) return null
  const confirmUrl = `${config.publicUrl}${localizedPath('/newsletter/confirmation', issued.language)}?jeton=${encodeURIComponent(issued.token)}`
  return {
    content: confirmationEmail({
      siteName: config.business.siteName,
      confirmUrl,
      validForDays: NEWSLETTER_CONFIRM_DAYS,
      locale: issued.language,
    }),
  }
}

type ArticleRead = ArticleForEmail & { slug: string; language: Locale }

/**
 * The article's few fields, kept a minute by this instance's newsletter services (./services.ts): a
 * mailing renders the same article for every subscriber. Any write to the blog's posts, on any
 * instance, empties that copy (the change feed): an article withdrawn mid-mailing goes to nobody
 * after. Without services (a tool that started Payload alone), each email reads it.
 */
function articleForEmail(payload: Payload, postId: number, publicUrl: string): Promise<ArticleRead | null> {
  const load = () => readArticle(payload, postId, publicUrl)
  const kept = servicesIfProvided(payload)?.newsletter.articles
  return kept ? kept.read(`article:${postId}`, load) : load()
}

async function readArticle(payload: Payload, postId: number, publicUrl: string): Promise<ArticleRead | null> {
  const db = await drizzleFor(payload)
  const [row] = await db
    .select({
      title: posts.title,
      slug: posts.slug,
      excerpt: posts.excerpt,
      text: posts.contentText,
      cover: posts.featuredImageUrl,
      status: posts.status,
      language: posts.language,
    })
    .from(posts)
    .where(eq(posts.id, postId))
  return row && row.status === 'published'
    ? {
        title: row.title,
        slug: row.slug,
        excerpt: row.excerpt?.trim() || shortened(row.text ?? '', 200),
        cover: emailCover(row.cover, publicUrl),
        language: row.language ?? 'fr',
      }
    : null
}

const shortened = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= length ? flat : `${flat.slice(0, length).replace(/\s+\S*$/, '')}…`
}

export async function renderNewsletterArticle(
  email: Extract<NewsletterEmail, { kind: 'newsletter-article' }>,
  { payload, config }: Context,
): Promise<RenderedEmail | null> {
  const [subscriber, article] = await Promise.all([
    confirmedSubscriber(payload, email.subscriberId),
    articleForEmail(payload, email.postId, config.publicUrl),
  ])
  // Unsubscribed since the article was queued, or the article withdrawn: nothing to send.
  if (!subscriber || subscriber.email !== email.to || !article) return null
  return {
    content: articleEmail({
      siteName: config.business.siteName,
      article,
      articleUrl: `${config.publicUrl}${localizedPath(`/blog/${encodeURIComponent(article.slug)}`, article.language)}`,
      unsubscribeUrl: unsubscribePageUrl(config, subscriber.id, subscriber.language),
      locale: subscriber.language,
    }),
    // RFC 8058: the mail app offers « unsubscribe », and its POST to this address is enough.
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(config, subscriber.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
