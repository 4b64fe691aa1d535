/** How the blog writes its dates, durations and counts, in French. */
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import type { ApiBlogPostSummary, BlogAuthor } from '@/contract/blog'

/**
 * The clock the blog's dates are read on, whatever the time zone of the server that renders
 * the page or of the reader's browser (the two must write the same HTML): the business's, as
 * receipts and emails do (cms/lib/french-date.ts BUSINESS_TIME_ZONE).
 */
export const BLOG_TIME_ZONE = 'Europe/Paris'

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BLOG_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
})

/** A Date whose local fields are BLOG_TIME_ZONE's wall clock at `iso`, for date-fns (which formats local fields). */
function wallClock(iso: string): Date {
  const parts = Object.fromEntries(wallClockParts.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]))
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
}

/** The date a reader sees: publication, else creation. */
export const postDate = (post: Pick<ApiBlogPostSummary, 'publishedAt' | 'createdAt'>) => post.publishedAt ?? post.createdAt

/** '12 novembre 2026' (cards). */
export const formatPostDate = (iso: string) => format(wallClock(iso), 'd MMMM yyyy', { locale: fr })

/** '12 novembre 2026 à 09:30' (the article). */
export const formatPostDateTime = (iso: string) => format(wallClock(iso), "d MMMM yyyy 'à' HH:mm", { locale: fr })

/** '5 min de lecture'. */
export const readingTimeLabel = (minutes: number) => `${minutes}\u00a0min de lecture`

const count = new Intl.NumberFormat('fr-FR')

/** '1 vue', '1 234 vues'. */
export const viewCountLabel = (views: number) => `${count.format(views)}\u00a0${views > 1 ? 'vues' : 'vue'}`

/** 'Amina Benali'; the team's name when the author has none on record. */
export const authorName = (author: BlogAuthor, siteName: string) =>
  `${author.firstName} ${author.lastName}`.trim() || `L'équipe ${siteName}`

/**
 * French typography for what editors type: a no-break space before ':', ';', '!', '?', '»' and
 * after '«', so 'Alger : les options' never leaves its colon alone at the start of a line.
 */
export const frenchSpacing = (text: string) => text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
