import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A document whose status changes gets the time of that review (from /api or an editor in
 * /cms); a document back to 'submitted' has none.
 */
export const stampReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (data.status === undefined || (operation === 'update' && data.status === originalDoc?.status)) return data
  return { ...data, reviewedAt: data.status === 'submitted' ? null : (data.reviewedAt ?? new Date().toISOString()) }
}
