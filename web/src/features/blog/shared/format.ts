/** How the blog writes its dates, durations and counts, in the page's language (issue 37). */
import { frenchText } from '@/contract/french/typography'
import { dateFormats } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import type { ApiBlogPostSummary, BlogAuthor } from '@/contract/blog'
import { useBlogText } from '../i18n'

/**
 * The clock the blog's dates are read on, whatever the time zone of the server that renders
 * the page or of the reader's browser (the two must write the same HTML): the business's, as
 * receipts and emails do (cms/infra/lib/french-date.ts BUSINESS_TIME_ZONE).
 */
export const BLOG_TIME_ZONE = 'Europe/Paris'

/** The date a reader sees: publication, else creation. */
export const postDate = (post: Pick<ApiBlogPostSummary, 'publishedAt' | 'createdAt'>) => post.publishedAt ?? post.createdAt

/** '12 nov. 2026' · '12 نوفمبر 2026' (cards), on the business's clock. */
export const formatPostDate = (iso: string, locale: Locale = 'fr') => dateFormats(locale).date(iso, { timeZone: BLOG_TIME_ZONE })

/** '12 nov. 2026 à 09:30' · '12 نوفمبر 2026، 09:30' (the article), on the business's clock. */
export const formatPostDateTime = (iso: string, locale: Locale = 'fr') => dateFormats(locale).dateTime(iso, { timeZone: BLOG_TIME_ZONE })

/** '5 min de lecture' · '5 دقائق للقراءة'. */
export const readingTimeLabel = (minutes: number, locale: Locale = 'fr') => useBlogText.in(locale)('format.readingTime', { minutes })

/** '1 vue', '1 234 vues' · 'مشاهدة واحدة', '1,234 مشاهدة'. */
export const viewCountLabel = (views: number, locale: Locale = 'fr') => useBlogText.in(locale)('format.views', { count: views })

/** 'Amina Benali'; the team's name when the author has none on record. */
export const authorName = (author: BlogAuthor, siteName: string, locale: Locale = 'fr') =>
  `${author.firstName} ${author.lastName}`.trim() || useBlogText.in(locale)('format.team', { siteName })

/** Text written by editors, typeset for its language: French gets its no-break spaces before : ; ! ? (contract/french/typography.ts). */
export const typeset = (text: string, locale: Locale) => (locale === 'fr' ? frenchText(text) : text)
