/**
 * What a payment provider does for the full offer (DESIGN.md, Money flow): open a checkout
 * for a recorded lead. The provider's confirmation (a Stripe webhook, the local test
 * checkout's button) then ends in the one completion, cms/features/payments/complete-payment.ts.
 */
import type { Locale } from '@/contract/i18n/locales'
import type { PaymentProviderId } from '@/contract/payments'

export interface CheckoutRequest {
  leadId: number
  amountMinor: number
  currency: string
  service: string
  serviceLabel: string
  /** The lead as the spec's Payment session carries it (JSON string). */
  formData: string
  customer: { name: string; email: string; phone: string }
  successUrl: string
  cancelUrl: string
  /** The funnel's language (issue 37): the checkout page's where the provider speaks it. */
  locale: Locale
}

export interface OpenedCheckout {
  /** The provider's session id: our payment's providerSessionId, and the confirmation page's session_id. */
  sessionId: string
  /** Where the visitor pays. */
  url: string
  /** The provider's own id of the checkout when it is not the session id (Chargily's checkout id). */
  providerPaymentId?: string
}

export interface PaymentProvider {
  id: PaymentProviderId
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>
}

/** The provider could not be reached or refused: the visitor is told to retry, nothing is charged. */
export class ProviderUnavailableError extends Error {}
