/**
 * The other moves of a payment (failed, cancelled, refunded), each a single conditional
 * UPDATE from the states it may leave: a replayed, duplicated or late event finds the
 * payment elsewhere and changes nothing.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleFor } from '@/cms/infra/db/transaction'

type Status = 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded'

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
  const db = await drizzleFor(payload)
  const column =
    'providerSessionId' in match
      ? sql`provider_session_id = ${match.providerSessionId}`
      : sql`provider_payment_id = ${match.providerPaymentId}`
  const from = ALLOWED_FROM[to]
  const result = await db.execute(sql`
    UPDATE payments SET status = ${to}, updated_at = now()
     WHERE ${column} AND status::text IN (${sql.join(
       from.map((status) => sql`${status}`),
       sql`, `,
     )})
 RETURNING id`)
  return result.rows.length > 0
}
