import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/** The words of the shared frames (public header and footer, loading state) and of the pages' head (PageMeta). */
export const useLayoutText = defineCatalog({ fr, ar })
