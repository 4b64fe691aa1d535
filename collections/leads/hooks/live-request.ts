import type { CollectionAfterChangeHook } from 'payload'
import { publishLiveEvent } from '@/cms/features/live'

/** Live updates (issue 35 item 3): a new or changed request (a guide's, a checkout's) reaches the back-office (staff only). */
export const liveRequest: CollectionAfterChangeHook = async ({ doc, req }) => {
  await publishLiveEvent(req.payload, { type: 'request', staffOnly: true, data: { leadId: doc.id } }, { req })
  return doc
}
