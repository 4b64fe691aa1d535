import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/**
 * The legal pages' frame (contents, last update, 'see also'). The documents themselves are
 * structured text with links: one module per language in content/ (legal-notice.fr.tsx…).
 */
export const useLegalText = defineCatalog({ fr, ar })
