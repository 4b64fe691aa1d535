import { defineServerCatalog } from '@/cms/infra/i18n'
import ar from './ar.json'
import fr from './fr.json'

/** The newsletter's emails in the subscriber's language (issue 37). */
export const newsletterText = defineServerCatalog({ fr, ar })
