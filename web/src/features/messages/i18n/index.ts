/** The messages' words (issue 37): the client's inbox in French and Arabic, the back-office's shared parts in French. */
import type { Locale } from '@/contract/i18n/locales'
import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useMessagesText = defineCatalog({ fr, ar })

/** Outside React (the back-office's calls, French by default). */
export const messagesTextIn = (locale: Locale = 'fr') => useMessagesText.in(locale)
