/**
 * The business identity the web app shows (site name, contacts, operator for the legal
 * pages). The server builds it from its configuration (cms/infra/config/env.ts) and sends it with
 * every page; the app never hard-codes these values.
 */
import type { CheckoutMethod } from './payments'
import type { SiteShareCard } from './share-cards'
export interface SiteConfig {
  siteName: string
  /** Public address, without a trailing slash: canonical URLs, sitemap. */
  publicUrl: string
  contactEmail: string
  contactPhone: string
  /** Chat-app (WhatsApp) number, digits only with the country code. */
  whatsappNumber: string
  operatorName: string
  operatorAddress: string
  operatorSiret: string
  hostingProvider: string
  /** The ways to pay the full offer on this server, each with its price (a choice in the funnel when more than one). */
  paymentMethods: CheckoutMethod[]
  /** The landing page's and the blog list's share cards, each with its version (contract/share-cards.ts). */
  shareCards?: Record<SiteShareCard, string>
}

/** Id of the JSON script element that carries the SiteConfig in every HTML page. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config'

/** The SiteConfig as the text of its JSON script element: `<` escaped, so no value can close the element. */
export function siteConfigJson(config: SiteConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c')
}

/** A chat-app link that opens a conversation with a prefilled text (spec 1 §7). */
export function whatsappUrl(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
