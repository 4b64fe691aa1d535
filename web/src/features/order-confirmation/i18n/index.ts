import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/** The order confirmation's words (the page, its summary island, the account card), French and Arabic. */
export const useConfirmationText = defineCatalog({ fr, ar })
