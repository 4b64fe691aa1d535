import type { CheckoutResume } from '@/contract/payments'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/checkout/resume {token}: the details of a checkout left at the provider, which is closed (issue 33 item 5). */
export const resumeCheckout = (token: string) =>
  apiFetch<{ success: true; resume: CheckoutResume }>('/api/checkout/resume', { method: 'POST', body: { token } })
