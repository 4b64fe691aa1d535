import { formatMoneyIn } from '@/contract/i18n/format'
import { FULL_OFFER } from '@/contract/payments'
import { useOfferPrices, useSiteConfig } from '../../config/site-config'
import { useLocale } from '../../lib/i18n/locale'

/**
 * The full offer's prices in the page's language, for the terms of sale: French as
 * config/site-config.tsx writes them ('150 000 DA'), Arabic with formatMoneyIn ('150 000 دج').
 * To go once useOfferPrices takes the language itself.
 */
export function useLegalPrices(): { euros: string | null; dinars: string | null } {
  const french = useOfferPrices()
  const locale = useLocale()
  const methods = useSiteConfig().paymentMethods
  if (locale === 'fr') return french
  const price = (currency: 'EUR' | 'DZD') => {
    const method = methods.find((candidate) => candidate.currency === currency)
    return method ? formatMoneyIn(locale, method.amountMinor, currency, { dropZeroDecimals: true }) : null
  }
  const euros = price('EUR')
  const dinars = price('DZD')
  return euros || dinars
    ? { euros, dinars }
    : { euros: formatMoneyIn(locale, FULL_OFFER.amountMinor, FULL_OFFER.currency, { dropZeroDecimals: true }), dinars: null }
}
