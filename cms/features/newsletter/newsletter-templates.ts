/** The newsletter's two emails as text and HTML, in the subscriber's language (the frame of every email: cms/features/notifications). */
import type { Locale } from '@/contract/i18n/locales'
import type { EmailBlock, EmailContent } from '@/cms/infra/mail/layout'
import { renderLocalizedEmail } from '@/cms/features/notifications'
import { newsletterText } from './i18n'

export function confirmationEmail(input: { siteName: string; confirmUrl: string; validForDays: number; locale?: Locale }): EmailContent {
  const locale = input.locale ?? 'fr'
  const t = newsletterText.in(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('confirm.subject', { siteName: input.siteName }),
    preheader: t('confirm.preheader'),
    paragraphs: [t('confirm.greeting'), t('confirm.body', { siteName: input.siteName })],
    action: { label: t('confirm.action'), url: input.confirmUrl },
    blocks: [{ type: 'note', text: t('confirm.note', { days: input.validForDays }) }],
  })
}

export interface ArticleForEmail {
  title: string
  excerpt: string
  /** An absolute raster image, or null (see emailCover). */
  cover: string | null
}

export function articleEmail(input: {
  siteName: string
  article: ArticleForEmail
  articleUrl: string
  unsubscribeUrl: string
  locale?: Locale
}): EmailContent {
  const { siteName, article } = input
  const locale = input.locale ?? 'fr'
  const t = newsletterText.in(locale)
  const blocks: EmailBlock[] = [
    ...(article.cover ? [{ type: 'image' as const, url: article.cover, alt: '' }] : []),
    { type: 'heading', text: article.title },
    ...(article.excerpt ? [{ type: 'paragraph' as const, text: article.excerpt }] : []),
    { type: 'action', label: t('article.read'), url: input.articleUrl },
  ]
  return renderLocalizedEmail(locale, {
    siteName,
    subject: t('article.subject', { title: article.title }),
    preheader: article.excerpt || undefined,
    paragraphs: [t('article.intro', { siteName })],
    blocks,
    footer: t('article.footer', { siteName }),
    footerLink: { label: t('article.unsubscribe'), url: input.unsubscribeUrl },
  })
}

/** An absolute raster image: mail apps show neither a relative address nor an SVG. */
export function emailCover(url: string | null, publicUrl: string): string | null {
  if (!url) return null
  const absolute = url.startsWith('/') ? `${publicUrl}${url}` : url
  return /^https?:\/\//i.test(absolute) && !/\.svg(\?|$)/i.test(absolute) ? absolute : null
}
