import type { AppConfig } from '../config/env'
import { localProvider } from './local-provider'
import type { PaymentProvider } from './provider'
import { stripeProvider } from './stripe-provider'

/**
 * Stripe when configured; otherwise the local test checkout, outside production only: in
 * production a missing key must not turn into free orders.
 */
export function checkoutProvider(config: AppConfig): PaymentProvider | null {
  if (config.stripe.secretKey) return stripeProvider(config.stripe)
  return config.production ? null : localProvider(config.publicUrl)
}

/** Whether the local test checkout's pay and cancel buttons work on this server. */
export const localCheckoutEnabled = (config: AppConfig) => !config.stripe.secretKey && !config.production
