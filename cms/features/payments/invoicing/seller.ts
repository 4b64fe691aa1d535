/** The seller printed on invoices, from configuration (OPERATOR_*, INVOICE_VAT_MENTION). */
import type { AppConfig } from '@/cms/infra/config/env'
import type { InvoiceSeller } from '@/contract/invoices'

/** An entrepreneur individuel's name carries « EI » (Code de commerce, art. R. 526-26). */
function withEiMention(name: string): string {
  return /(^|[\s,(])EI($|[\s,)])/.test(name) ? name : `${name} (EI)`
}

export function invoiceSeller(business: AppConfig['business']): InvoiceSeller {
  const siret = business.operatorSiret.trim()
  return {
    name: withEiMention(business.operatorName.trim()),
    address: business.operatorAddress.trim(),
    // The SIREN is the SIRET's first nine digits.
    siren: siret
      .replace(/\D/g, '')
      .slice(0, 9)
      .replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3'),
    siret,
    vatMention: business.invoiceVatMention,
    email: business.contactEmail,
  }
}
