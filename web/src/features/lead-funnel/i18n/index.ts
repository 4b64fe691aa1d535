import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/** The funnel's words (the page, the island and its parts), French and Arabic. */
export const useFunnelText = defineCatalog({ fr, ar })
