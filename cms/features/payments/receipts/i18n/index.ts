import { defineServerCatalog } from '@/cms/infra/i18n'
import ar from './ar.json'
import fr from './fr.json'

/** The receipt's words (and the payment methods it names), French and Arabic. */
export const receiptText = defineServerCatalog({ fr, ar })
