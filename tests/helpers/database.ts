/**
 * Direct SQL on a test server's embedded PostgreSQL, to check what a route stored when no
 * API reads it back. The password is in DATA_DIR/secrets.json; the port, chosen at start,
 * is line 4 of PostgreSQL's own postmaster.pid.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestServer } from './test-server'

export async function connectToDatabase(server: Pick<TestServer, 'dataDir'>): Promise<pg.Client> {
  const { postgresPassword } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string
  }
  const pidFile = path.join(server.dataDir, 'postgres', 'postmaster.pid')
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3])
  if (!port) throw new Error(`No port in ${pidFile}: is the server using the embedded PostgreSQL?`)
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: postgresPassword, database: 'app' })
  await client.connect()
  return client
}
