/** The public blog's texts (issue 37), French and Arabic; the back-office's editor stays French. */
import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useBlogText = defineCatalog({ fr, ar })
