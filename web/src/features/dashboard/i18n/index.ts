/** The client area's dashboard and its tabs (issue 37): French and Arabic. */
import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useDashboardText = defineCatalog({ fr, ar })
