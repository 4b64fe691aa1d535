import type { Locale } from '@/contract/i18n/locales'
import { documentsTextIn } from './i18n'

/** The counters the project lists and pages show ('Mes démarches', the back-office's badges), French unless told. */
export const missingDocumentsText = (count: number, locale: Locale = 'fr') => documentsTextIn(locale)('missing', { count })
export const documentsToReviewText = (count: number, locale: Locale = 'fr') => documentsTextIn(locale)('toReview', { count })
