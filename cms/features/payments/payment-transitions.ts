/**
 * The other moves of a payment (failed, cancelled, refunded), each a single conditional
 * UPDATE from the states it may leave: a replayed, duplicated or late event finds the
 * payment elsewhere and changes nothing.
 */
import { and, eq, inArray, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { payments } from '@/cms/infra/db/payload-schema'
import { publishLiveEvent } from '@/cms/features/live'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'

type Status = (typeof payments.$inferSelect)['status']

const ALLOWED_FROM: Record<'failed' | 'cancelled' | 'refunded', Status[]> = {
  failed: ['pending'],
  cancelled: ['pending'],
  refunded: ['completed'],
}

export async function movePayment(
  payload: Payload,
  match: { providerSessionId: string } | { providerPaymentId: string },
  to: keyof typeof ALLOWED_FROM,
): Promise<boolean> {
  const found =
    'providerSessionId' in match
      ? eq(payments.providerSessionId, match.providerSessionId)
      : eq(payments.providerPaymentId, match.providerPaymentId)
  return withTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    // Built for the call: a write, rare (one per provider event).
    const moved = await db
      .update(payments)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(found, inArray(payments.status, ALLOWED_FROM[to])))
      .returning({ id: payments.id })
    // Live: the back-office's payments list shows the move at once.
    for (const { id } of moved) await publishLiveEvent(payload, { type: 'order', staffOnly: true, data: { paymentId: id } }, { req })
    return moved.length > 0
  })
}
