import type { CollectionAfterChangeHook } from 'payload'
import { publishLiveEvent } from '@/cms/features/live'

/**
 * Live updates (issue 35 item 3): an order started or completed (the completion links the payment
 * to its new account and project through Payload) reaches the back-office (staff only).
 */
export const liveOrder: CollectionAfterChangeHook = async ({ doc, req }) => {
  await publishLiveEvent(req.payload, { type: 'order', staffOnly: true, data: { paymentId: doc.id } }, { req })
  return doc
}
