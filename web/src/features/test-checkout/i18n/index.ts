import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/** The local test checkout's words (the page and its island), French and Arabic. */
export const useTestCheckoutText = defineCatalog({ fr, ar })
