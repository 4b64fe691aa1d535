/** How the blog writes its dates, durations and counts, in French. */
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import type { ApiBlogPostSummary, BlogAuthor } from '../../../../../contract/blog'
import { formatDate } from '../../../lib/dates'

/** The date a reader sees: publication, else creation. */
export const postDate = (post: Pick<ApiBlogPostSummary, 'publishedAt' | 'createdAt'>) => post.publishedAt ?? post.createdAt

/** '12 novembre 2026' (cards). */
export const formatPostDate = (iso: string) => formatDate(iso)

/** '12 novembre 2026 à 09:30' (the article). */
export const formatPostDateTime = (iso: string) => format(new Date(iso), "d MMMM yyyy 'à' HH:mm", { locale: fr })

/** '5 min de lecture'. */
export const readingTimeLabel = (minutes: number) => `${minutes}\u00a0min de lecture`

const count = new Intl.NumberFormat('fr-FR')

/** '1 vue', '1 234 vues'. */
export const viewCountLabel = (views: number) => `${count.format(views)}\u00a0${views > 1 ? 'vues' : 'vue'}`

/** 'Amina Benali'; the team's name when the author has none on record. */
export const authorName = (author: BlogAuthor, siteName: string) =>
  `${author.firstName} ${author.lastName}`.trim() || `L'équipe ${siteName}`
