import type { CollectionAfterChangeHook } from 'payload'
import { publishLiveEvent } from '@/cms/features/live'

/** Live updates (issue 35 item 3): a new or changed contact message reaches the back-office (staff only). */
export const liveContact: CollectionAfterChangeHook = async ({ doc, req }) => {
  await publishLiveEvent(req.payload, { type: 'contact', staffOnly: true, data: { contactId: doc.id } }, { req })
  return doc
}
