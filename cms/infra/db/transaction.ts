/**
 * One database transaction around several Local API calls (and raw SQL where a single
 * conditional statement must decide a race). Every call inside gets `req`.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

export async function withTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Drizzle bound to the request's transaction (or the pool outside one), for raw SQL. */
export async function drizzleFor(payload: Payload, req?: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req ? await req.transactionID : undefined
  return (transactionID !== undefined ? adapter.sessions[transactionID]?.db : undefined) ?? adapter.drizzle
}
