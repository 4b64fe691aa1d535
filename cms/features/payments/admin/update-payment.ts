/**
 * PATCH /api/payments/{id} (spec 2 §4): the back-office marks a pending payment as paid (a bank
 * transfer, a payment confirmed outside the provider) or as failed. Nothing else: any other move
 * answers 409 and changes nothing. Marking it paid runs the one completion every provider runs
 * (cms/features/payments/complete-payment.ts: account, project, emails, exactly once); marking it failed is
 * movePayment's conditional UPDATE. Both decide the race in PostgreSQL: a payment confirmed by
 * the provider meanwhile is not touched twice.
 */
import { paymentStatusLabel, updatePaymentSchema } from '@/contract/admin-payments'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { completePayment } from '../complete-payment'
import { movePayment } from '../payment-transitions'
import { readAdminPayment, readPaymentState } from './payment-reads'

const NOT_FOUND = 'Paiement introuvable.'

const notPending = (status: string) =>
  conflict(
    `Ce paiement n'est plus en attente (statut : ${paymentStatusLabel(status)}) : seul un paiement en attente peut être marqué comme payé ou échoué.`,
  )

export const updatePayment = defineHandler({
  params: z.object({ id: recordId('Paiement invalide') }),
  body: updatePaymentSchema,
  async run({ params, body, payload, logger }) {
    const current = await readPaymentState(payload, params.id)
    if (!current) throw notFound(NOT_FOUND)
    if (current.status !== 'pending') throw notPending(current.status)

    let moved: boolean
    if (body.status === 'completed') {
      // The completion creates the client's account from the checkout's lead: without one there is no one to create it for.
      if (!current.leadId) throw conflict("Ce paiement n'est lié à aucune demande : impossible de créer le compte et le projet du client.")
      const result = await completePayment(payload, logger, {
        providerSessionId: current.providerSessionId,
        paidAt: body.paidAt ? new Date(body.paidAt) : null,
        confirmedBy: 'back-office',
      })
      moved = result === 'completed'
    } else {
      moved = await movePayment(payload, { providerSessionId: current.providerSessionId }, 'failed')
    }

    const payment = await readAdminPayment(payload, params.id)
    if (!payment) throw notFound(NOT_FOUND)
    // Lost a race (the provider, or another tab, moved it first): say where it is now.
    if (!moved) throw notPending(payment.status)
    logger.info({ paymentId: payment.id, status: payment.status }, 'Payment moved by the back-office')
    return { success: true, payment }
  },
})
