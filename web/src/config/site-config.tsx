import { createContext, type ReactNode, useContext } from 'react'
import { formatMoney } from '@/contract/money'
import { FULL_OFFER } from '@/contract/payments'
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@/contract/site-config'

const SiteConfigContext = createContext<SiteConfig | null>(null)

/** Makes the business identity available to every screen (server render and browser alike). */
export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>
}

/** The site's name, contacts and operator identity, as configured on the server. */
export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext)
  if (!value) throw new Error('useSiteConfig outside SiteConfigProvider')
  return value
}

/** Reads the SiteConfig the server wrote into the page (a JSON script, never executed). */
export function readSiteConfig(): SiteConfig {
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID)
  if (!element?.textContent) throw new Error(`#${SITE_CONFIG_ELEMENT_ID} missing from the page`)
  return JSON.parse(element.textContent) as SiteConfig
}

/**
 * The full offer's prices on this server ('997 €', '150 000 DA'): euros when a card in euros is
 * taken, dinars when Algerian cards are. The marketing and legal pages show what can be paid.
 */
export function useOfferPrices(): { euros: string | null; dinars: string | null } {
  const methods = useSiteConfig().paymentMethods
  const price = (currency: 'EUR' | 'DZD') => {
    const method = methods.find((candidate) => candidate.currency === currency)
    return method ? formatMoney(method.amountMinor, currency, { dropZeroDecimals: true }) : null
  }
  const euros = price('EUR')
  const dinars = price('DZD')
  // A server with no way to pay still shows the offer's price (the funnel then says it cannot take payments).
  return euros || dinars
    ? { euros, dinars }
    : { euros: formatMoney(FULL_OFFER.amountMinor, FULL_OFFER.currency, { dropZeroDecimals: true }), dinars: null }
}
