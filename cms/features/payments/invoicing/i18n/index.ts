import { defineServerCatalog } from '@/cms/infra/i18n'
import ar from './ar.json'
import fr from './fr.json'

/** The words of invoices and credit notes, French and Arabic. */
export const invoiceText = defineServerCatalog({ fr, ar })
