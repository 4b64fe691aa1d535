import { createContext, type ReactNode, useContext } from 'react'
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
