/**
 * Direct SQL on a test server's embedded PostgreSQL, to check what a route stored when no
 * API reads it back. The password is in DATA_DIR/secrets.json; the port, chosen at start,
 * is line 4 of PostgreSQL's own postmaster.pid.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestServer } from './test-server'

/**
 * A file PostgreSQL writes: once in a loaded run (CI) the server answered its health check while
 * postmaster.pid could not be opened yet. Waits a few seconds for it; a PostgreSQL really gone
 * still fails, at the connection.
 */
async function readWhenPresent(file: string, withinMs = 5_000): Promise<string> {
  const deadline = Date.now() + withinMs
  for (;;) {
    try {
      return fs.readFileSync(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

export async function connectToDatabase(server: Pick<TestServer, 'dataDir'>): Promise<pg.Client> {
  const { postgresPassword } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string
  }
  const pidFile = path.join(server.dataDir, 'postgres', 'postmaster.pid')
  const port = Number((await readWhenPresent(pidFile)).split('\n')[3])
  if (!port) throw new Error(`No port in ${pidFile}: is the server using the embedded PostgreSQL?`)
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: postgresPassword, database: 'app' })
  await client.connect()
  return client
}
