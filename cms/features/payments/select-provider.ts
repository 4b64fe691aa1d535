import type { Logger } from 'pino'
import { type CheckoutMethod, PAYMENT_METHOD_LABELS, type PaymentMethodId } from '@/contract/payments'
import type { AppConfig } from '@/cms/infra/config/env'
import { chargilyProvider } from './chargily-provider'
import { localProvider } from './local-provider'
import type { PaymentProvider } from './provider'
import { stripeProvider } from './stripe-provider'

/** Whether any real provider is configured (then the local test checkout is off). */
const realProviderConfigured = (config: AppConfig) => Boolean(config.stripe.secretKey || config.chargily.secretKey)

/**
 * The ways to pay the full offer on this server, each at the server's price, Algeria's first:
 * Chargily (DZD) and Stripe (EUR) when configured; otherwise the local test checkout (EUR),
 * outside production only: in production a missing key must not turn into free orders.
 */
export function checkoutMethods(config: AppConfig): CheckoutMethod[] {
  const methods: CheckoutMethod[] = []
  const method = (id: PaymentMethodId, currency: CheckoutMethod['currency']): CheckoutMethod => ({
    id,
    label: PAYMENT_METHOD_LABELS[id],
    amountMinor: config.offerPrices[currency],
    currency,
  })
  if (config.chargily.secretKey) methods.push(method('algerian-card', 'DZD'))
  if (config.stripe.secretKey || !(realProviderConfigured(config) || config.production)) methods.push(method('international-card', 'EUR'))
  return methods
}

/**
 * The method a checkout uses: the one asked for if this server offers it (null if not); without a
 * choice, the card in euros when offered (the spec's call, which names none), else the only one.
 */
export function chosenMethod(config: AppConfig, requested: PaymentMethodId | undefined): CheckoutMethod | null {
  const methods = checkoutMethods(config)
  if (requested) return methods.find((method) => method.id === requested) ?? null
  return methods.find((method) => method.id === 'international-card') ?? methods[0] ?? null
}

/** The provider behind a method on this server. */
export function providerFor(config: AppConfig, logger: Logger, method: CheckoutMethod): PaymentProvider {
  if (method.id === 'algerian-card') return chargilyProvider(config, logger)
  return config.stripe.secretKey ? stripeProvider(config.stripe) : localProvider(config.publicUrl)
}

/** Whether the local test checkout's pay and cancel buttons work on this server. */
export const localCheckoutEnabled = (config: AppConfig) => !realProviderConfigured(config) && !config.production
