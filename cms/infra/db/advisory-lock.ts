/**
 * PostgreSQL advisory locks: how instances sharing one database take turns. Every key the app
 * uses is listed here, so two uses can never share one by accident.
 */
import type { Payload } from 'payload'
import type { Pool } from 'pg'

export const ADVISORY_LOCKS = {
  /** One instance at a time queues the scheduled runs (cms/infra/mail/job-runner.ts). */
  schedule: 7_310_001,
  /** One instance at a time migrates the schema and seeds a new database, at start (boot.ts, cms/server.ts). */
  startup: 7_310_002,
} as const

function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * Runs `work` while this process holds the session-level lock `key`; others asking for it wait.
 * The lock lives on one connection held for the whole time: if the process dies, PostgreSQL
 * ends the session and the lock goes with it, so a crash mid-migration never blocks the next start.
 */
export async function withSessionLock<T>(payload: Payload, key: number, work: () => Promise<T>): Promise<T> {
  const client = await poolOf(payload).connect()
  let broken = false
  try {
    // Hand-written SQL on purpose: lock functions, not a table, so nothing in the schema to type.
    await client.query('SELECT pg_advisory_lock($1)', [key])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {
        // The connection broke: closing it (below) releases the lock.
        broken = true
      })
    }
  } finally {
    client.release(broken)
  }
}
