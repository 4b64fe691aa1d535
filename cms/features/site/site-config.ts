import type { SiteConfig } from '@/contract/site-config'
import type { AppConfig } from '@/cms/infra/config/env'
import { checkoutMethods } from '@/cms/features/payments'
import { siteShareCardPaths } from './og-image'

/** What the web app may know of the configuration: the public business identity and the ways to pay, nothing secret. */
export function siteConfigFrom(config: AppConfig): SiteConfig {
  const { business } = config
  return {
    siteName: business.siteName,
    publicUrl: config.publicUrl,
    contactEmail: business.contactEmail,
    contactPhone: business.contactPhone,
    whatsappNumber: business.whatsappNumber,
    operatorName: business.operatorName,
    operatorAddress: business.operatorAddress,
    operatorSiret: business.operatorSiret,
    hostingProvider: business.hostingProvider,
    paymentMethods: checkoutMethods(config),
    shareCards: siteShareCardPaths(business.siteName),
  }
}
