/**
 * The newsletter's two emails, rendered when their job runs (cms/infra/mail/email-queue.ts): the
 * confirmation (its token issued then, so no secret waits in the jobs table) and an article's
 * announcement, with a one-click unsubscribe (RFC 8058 headers) and a visible link.
 */
import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { NEWSLETTER_CONFIRM_DAYS } from '@/contract/newsletter'
import type { AppConfig } from '@/cms/infra/config/env'
import { blog_posts as posts } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { RenderedEmail } from '@/cms/infra/mail/email-queue'
import { type EmailBlock } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from '@/cms/features/notifications'
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
export function unsubscribePageUrl(config: Pick<AppConfig, 'publicUrl' | 'payloadSecret'>, subscriberId: number): string {
  return `${config.publicUrl}/newsletter/desinscription?abonne=${subscriberId}&jeton=${unsubscribeToken(subscriberId, config.payloadSecret)}`
}

export async function renderNewsletterConfirm(
  email: Extract<NewsletterEmail, { kind: 'newsletter-confirm' }>,
  { payload, config }: Context,
): Promise<RenderedEmail | null> {
  const issued = await issueConfirmToken(payload, email.subscriberId)
  // Confirmed, unsubscribed or erased meanwhile, or the address changed: nothing to confirm.
  if (!issued || issued.email !== email.to) return null
  const url = `${config.publicUrl}/newsletter/confirmation?jeton=${encodeURIComponent(issued.token)}`
  const siteName = config.business.siteName
  return {
    content: renderFrenchEmail({
      siteName,
      subject: `Confirmez votre inscription à la lettre du blog ${siteName}`,
      preheader: 'Un clic pour recevoir nos prochains articles.',
      paragraphs: [
        'Bonjour,',
        `Vous avez demandé à recevoir par e-mail les nouveaux articles du blog ${siteName}. Pour confirmer cette inscription, cliquez sur le bouton ci-dessous.`,
      ],
      action: { label: 'Confirmer mon inscription', url },
      blocks: [
        {
          type: 'note',
          text: `Ce lien est valable ${NEWSLETTER_CONFIRM_DAYS} jours. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : sans confirmation, vous ne recevrez rien et votre adresse sera effacée.`,
        },
      ],
    }),
  }
}

type ArticleForEmail = { title: string; slug: string; excerpt: string; cover: string | null }

/** The article's few fields, kept a minute per process: a mailing renders the same article for every subscriber. */
const articles = new Map<number, { at: number; article: ArticleForEmail | null }>()
const ARTICLE_KEPT_MS = 60_000

async function articleForEmail(payload: Payload, postId: number, publicUrl: string): Promise<ArticleForEmail | null> {
  const kept = articles.get(postId)
  if (kept && Date.now() - kept.at < ARTICLE_KEPT_MS) return kept.article
  const db = await drizzleFor(payload)
  const [row] = await db
    .select({
      title: posts.title,
      slug: posts.slug,
      excerpt: posts.excerpt,
      text: posts.contentText,
      cover: posts.featuredImageUrl,
      status: posts.status,
    })
    .from(posts)
    .where(eq(posts.id, postId))
  const article =
    row && row.status === 'published'
      ? {
          title: row.title,
          slug: row.slug,
          excerpt: row.excerpt?.trim() || shortened(row.text ?? '', 200),
          cover: emailCover(row.cover, publicUrl),
        }
      : null
  if (articles.size > 100) articles.clear()
  articles.set(postId, { at: Date.now(), article })
  return article
}

const shortened = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= length ? flat : `${flat.slice(0, length).replace(/\s+\S*$/, '')}…`
}

/** An absolute raster image: mail apps show neither a relative address nor an SVG. */
function emailCover(url: string | null, publicUrl: string): string | null {
  if (!url) return null
  const absolute = url.startsWith('/') ? `${publicUrl}${url}` : url
  return /^https?:\/\//i.test(absolute) && !/\.svg(\?|$)/i.test(absolute) ? absolute : null
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
  const siteName = config.business.siteName
  const articleUrl = `${config.publicUrl}/blog/${encodeURIComponent(article.slug)}`
  const blocks: EmailBlock[] = [
    ...(article.cover ? [{ type: 'image' as const, url: article.cover, alt: '' }] : []),
    { type: 'heading', text: article.title },
    ...(article.excerpt ? [{ type: 'paragraph' as const, text: article.excerpt }] : []),
    { type: 'action', label: 'Lire l’article', url: articleUrl },
  ]
  return {
    content: renderFrenchEmail({
      siteName,
      subject: `Nouvel article : ${article.title}`,
      preheader: article.excerpt || undefined,
      paragraphs: [`Un nouvel article vient de paraître sur le blog ${siteName}.`],
      blocks,
      footer: `Vous recevez cet e-mail parce que vous vous êtes inscrit à la lettre du blog ${siteName}.`,
      footerLink: { label: 'Se désinscrire', url: unsubscribePageUrl(config, subscriber.id) },
    }),
    // RFC 8058: the mail app offers « unsubscribe », and its POST to this address is enough.
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(config, subscriber.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
