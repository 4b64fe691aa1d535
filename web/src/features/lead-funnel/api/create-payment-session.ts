import type { ApiFailure } from '@/contract/api'
import type { CreatePaymentSessionBody, CreatePaymentSessionResult } from '@/contract/lead-funnel'
import { apiFetch } from '@/web/src/lib/api-client'

/**
 * POST /api/create-payment-session (spec 1 §7): the full offer's checkout. The answer's `url`
 * is the payment page (Stripe Checkout, or the local test checkout without Stripe keys).
 */
export const createPaymentSession = (body: CreatePaymentSessionBody) =>
  apiFetch<CreatePaymentSessionResult | ApiFailure>('/api/create-payment-session', { method: 'POST', body })
