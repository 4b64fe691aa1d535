import type { CheckoutSession } from '@/contract/payments'
import type { ApiSuccess } from '@/contract/api'
import { apiFetch } from './api-client'

export type CheckoutSessionAnswer = ApiSuccess<{ session: CheckoutSession }>

/**
 * GET /api/stripe/session/{id} (spec 1 §7): a checkout session as the confirmation page and
 * the test checkout read it. Shared by both screens (features never import each other).
 */
export const getCheckoutSession = (sessionId: string, signal?: AbortSignal) =>
  apiFetch<CheckoutSessionAnswer | { success: false }>(`/api/stripe/session/${encodeURIComponent(sessionId)}`, { signal })
