import { adminPaymentsPaths, type UpdatePaymentInput, type UpdatePaymentResponse } from '@/contract/admin-payments'
import { apiFetch } from '@/web/src/lib/api-client'

/** PATCH /api/payments/{id} {status, paidAt?} (spec 2 §4, §7): only a pending payment moves. */
export const updatePayment = (id: number, input: UpdatePaymentInput) =>
  apiFetch<UpdatePaymentResponse>(adminPaymentsPaths.update(id), { method: 'PATCH', body: input })
