import { defineServerCatalog } from '@/cms/infra/i18n'
import ar from './ar.json'
import fr from './fr.json'

/** The guide's own words (cover, contents, offer box, page numbers) and its email's, French and Arabic. */
export const guideText = defineServerCatalog({ fr, ar })
