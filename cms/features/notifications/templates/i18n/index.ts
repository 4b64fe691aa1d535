import { defineServerCatalog } from '@/cms/infra/i18n'
import ar from './ar.json'
import fr from './fr.json'

/** The words of the emails a client, a lead or a subscriber receives, French and Arabic (team notices stay French). */
export const emailText = defineServerCatalog({ fr, ar })
