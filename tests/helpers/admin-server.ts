import type pg from 'pg'
import type { ApiClient } from './api-client'
import { connectToDatabase } from './database'
import { adminSession } from './factories'
import { type Started, startInTurn } from './started'
import { startTestServer, type TestServer } from './test-server'

export interface AdminServer extends Started {
  server: TestServer
  db: pg.Client
  admin: ApiClient
}

/** Starts a test server behind a trusted proxy with its counters read live (no cache), a client of its database and an admin's session. */
export function startAdminServer(): Promise<AdminServer> {
  return startInTurn(async (keep) => {
    const server = keep(await startTestServer({ env: { TRUST_PROXY: '1', COUNTERS_CACHE_SECONDS: '0' } }), (it) => it.stop())
    const db = keep(await connectToDatabase(server), (it) => it.end())
    return { server, db, admin: await adminSession(server) }
  })
}
