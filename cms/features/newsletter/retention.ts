/**
 * The newsletter's retention, run each night with the expired credentials (cms/features/housekeeping/registry.ts):
 * a pending address whose link expired is erased, an unsubscribed one 30 days after leaving.
 */
import type { Payload } from 'payload'
import { eraseLapsedSubscribers } from './subscriber-store'

export async function newsletterRetention({ payload, now }: { payload: Payload; now: Date }) {
  const { pendingDeleted, unsubscribedDeleted } = await eraseLapsedSubscribers(payload, now)
  return { newsletterPendingDeleted: pendingDeleted, newsletterUnsubscribedDeleted: unsubscribedDeleted }
}
