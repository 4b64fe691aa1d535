import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/**
 * The contact form's words: a catalogue of its own, so the island (it comes to life when seen)
 * downloads its few texts and not the whole landing page's.
 */
export const useContactFormText = defineCatalog({ fr, ar })
