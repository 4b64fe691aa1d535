import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/**
 * The newsletter's words: its pages and the signup box (an island that comes to life at the
 * visitor's first sign of use, so it may read a catalogue).
 */
export const useNewsletterText = defineCatalog({ fr, ar })
