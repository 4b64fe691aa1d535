import { refundPaymentSchema, type RefundPaymentResponse } from '@/contract/admin-payments'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readAdminPayment } from '@/cms/features/payments/admin/payment-reads'
import { refundPayment } from './refund-payment'

/** POST /api/admin/payments/{id}/refund {amount?, reason} (issue 34 item 2): a full or partial refund, with its credit note. */
export const refundPaymentRoute = defineHandler({
  params: z.object({ id: recordId('Paiement invalide') }),
  body: refundPaymentSchema,
  async run({ params, body, payload, logger, config }): Promise<RefundPaymentResponse> {
    const outcome = await refundPayment(payload, logger, config, { paymentId: params.id, amount: body.amount, reason: body.reason })
    const payment = await readAdminPayment(payload, params.id)
    // A refund always issues its credit note (a payment without invoice is refused before anything happens).
    if (!payment || !outcome.creditNote) throw notFound('Paiement introuvable.')
    return { success: true, payment, creditNote: outcome.creditNote, refundMethod: outcome.refundMethod }
  },
})
