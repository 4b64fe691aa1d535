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

/** GET /api/health, the liveness probe: the server answers and PostgreSQL is reachable. */
export const health = defineHandler({
  async run({ payload }) {
    if (!(await databaseReachable(payload)))
      throw new HttpError(503, 'Base de données injoignable.', { status: 'error', database: 'unreachable' })
    return { success: true, status: 'ok', database: 'ok' }
  },
})

/**
 * GET /api/health/ready, the readiness probe: 200 only while this instance should get traffic.
 * 503 while starting, while PostgreSQL is unreachable, and from SIGTERM on (draining), so the
 * load balancer sends the requests elsewhere (cms/infra/http/lifecycle.ts).
 */
export const readiness = defineHandler({
  async run({ payload, lifecycle }) {
    if (lifecycle.state !== 'ready')
      throw new HttpError(503, lifecycle.state === 'draining' ? 'Serveur en cours d’arrêt.' : 'Serveur en cours de démarrage.', {
        status: lifecycle.state,
      })
    if (!(await databaseReachable(payload)))
      throw new HttpError(503, 'Base de données injoignable.', { status: 'error', database: 'unreachable' })
    return { success: true, status: 'ready', database: 'ok' }
  },
})
