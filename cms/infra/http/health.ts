import type { Payload } from 'payload'
import { HttpError } from './errors'
import { defineHandler } from './route'

type WithPool = { pool?: { query: (sql: string) => Promise<unknown> } }

export async function databaseReachable(payload: Payload): Promise<boolean> {
  try {
    await (payload.db as unknown as WithPool).pool?.query('SELECT 1')
    return true
  } catch {
    return false
  }
}

/** GET /api/health: the server answers and PostgreSQL is reachable. */
export const health = defineHandler({
  async run({ payload }) {
    if (!(await databaseReachable(payload)))
      throw new HttpError(503, 'Base de données injoignable.', { status: 'error', database: 'unreachable' })
    return { success: true, status: 'ok', database: 'ok' }
  },
})
