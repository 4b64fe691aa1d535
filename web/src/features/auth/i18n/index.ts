import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/** The account pages' words (login, registration, password recovery), French and Arabic. */
export const useAuthText = defineCatalog({ fr, ar })
