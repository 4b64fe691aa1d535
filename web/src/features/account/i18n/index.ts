/** The account's words (issue 37): the settings tab's controls and /confirmer-email, in French and Arabic. */
import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useAccountText = defineCatalog({ fr, ar })
