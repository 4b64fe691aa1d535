import { formatMoneyIn } from '@/contract/i18n/format'
import { FULL_OFFER } from '@/contract/payments'
import { useLocale } from '../lib/i18n/locale'
import { useSiteConfig } from './site-config'

/**
 * The full offer's prices on this server, in the page's language ('997 €', '150 000 DA';
 * '150 000 دج' in Arabic): euros when a card in euros is taken, dinars when Algerian cards are.
 * The marketing and legal pages show what can be paid.
 */
export function useOfferPrices(): { euros: string | null; dinars: string | null } {
  const methods = useSiteConfig().paymentMethods
  const locale = useLocale()
  const price = (currency: 'EUR' | 'DZD') => {
    const method = methods.find((candidate) => candidate.currency === currency)
    return method ? formatMoneyIn(locale, method.amountMinor, currency, { dropZeroDecimals: true }) : null
  }
  const euros = price('EUR')
  const dinars = price('DZD')
  // A server with no way to pay still shows the offer's price (the funnel then says it cannot take payments).
  return euros || dinars
    ? { euros, dinars }
    : { euros: formatMoneyIn(locale, FULL_OFFER.amountMinor, FULL_OFFER.currency, { dropZeroDecimals: true }), dinars: null }
}
