import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

/**
 * The landing page's words (spec 1 §1, §2 and §9). The server-rendered sections read them here;
 * the chat widget, which loads with the page, gets its own as props (the page's script budget has
 * no room for a catalogue), and the contact form has its own catalogue (contact/i18n).
 */
export const useLandingText = defineCatalog({ fr, ar })
