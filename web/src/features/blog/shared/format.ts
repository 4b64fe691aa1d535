/** How the blog writes its dates, durations and counts, in French. */
import { formatDate, formatDateTime } from '@/contract/french/dates'
import type { ApiBlogPostSummary, BlogAuthor } from '@/contract/blog'

/**
 * The clock the blog's dates are read on, whatever the time zone of the server that renders
 * the page or of the reader's browser (the two must write the same HTML): the business's, as
 * receipts and emails do (cms/infra/lib/french-date.ts BUSINESS_TIME_ZONE).
 */
export const BLOG_TIME_ZONE = 'Europe/Paris'

/** The date a reader sees: publication, else creation. */
export const postDate = (post: Pick<ApiBlogPostSummary, 'publishedAt' | 'createdAt'>) => post.publishedAt ?? post.createdAt

/** '12 nov. 2026' (cards), on the business's clock. */
export const formatPostDate = (iso: string) => formatDate(iso, { timeZone: BLOG_TIME_ZONE })

/** '12 nov. 2026 à 09:30' (the article), on the business's clock. */
export const formatPostDateTime = (iso: string) => formatDateTime(iso, { timeZone: BLOG_TIME_ZONE })

/** '5 min de lecture'. */
export const readingTimeLabel = (minutes: number) => `${minutes}\u00a0min de lecture`

const count = new Intl.NumberFormat('fr-FR')

/** '1 vue', '1 234 vues'. */
export const viewCountLabel = (views: number) => `${count.format(views)}\u00a0${views > 1 ? 'vues' : 'vue'}`

/** 'Amina Benali'; the team's name when the author has none on record. */
export const authorName = (author: BlogAuthor, siteName: string) =>
  `${author.firstName} ${author.lastName}`.trim() || `L’équipe ${siteName}`
