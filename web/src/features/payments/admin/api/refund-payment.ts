import { adminPaymentsPaths, type RefundPaymentInput, type RefundPaymentResponse } from '@/contract/admin-payments'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/admin/payments/{id}/refund {amount?, reason}: a full or partial refund, with its credit note. */
export const refundPayment = (id: number, input: RefundPaymentInput) =>
  apiFetch<RefundPaymentResponse>(adminPaymentsPaths.refund(id), { method: 'POST', body: input })
