import type { ApiSuccess } from '@/contract/api'
import { testCheckoutPaths } from '@/contract/payments'
import { apiFetch } from '@/web/src/lib/api-client'

export type TestCheckoutAnswer = ApiSuccess<{ redirectUrl: string }>

/** POST /api/test-checkout/{id}/pay: the local provider marks the session paid → the confirmation page. */
export const payTestCheckout = (sessionId: string) =>
  apiFetch<TestCheckoutAnswer>(testCheckoutPaths.pay(sessionId), { method: 'POST', body: {} })

/** POST /api/test-checkout/{id}/cancel: the local provider cancels the session → back to the funnel. */
export const cancelTestCheckout = (sessionId: string) =>
  apiFetch<TestCheckoutAnswer>(testCheckoutPaths.cancel(sessionId), { method: 'POST', body: {} })
