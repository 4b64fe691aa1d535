/**
 * The database a backup reads or a restore writes, for the command-line tools: DATABASE_URL when
 * set; otherwise the embedded PostgreSQL of DATA_DIR, the one a running server already started
 * (found through PostgreSQL's own postmaster.pid) or, when no server runs, one started for the
 * time of the command (which holds the DATA_DIR lock meanwhile, so no server starts beside it).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import type { AppConfig } from '@/cms/infra/config/env'
import { processAlive } from '../data-dir-lock'
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../embedded-postgres'

export interface DatabaseConnection {
  url: string
  /** Where it comes from, for the messages. */
  source: 'DATABASE_URL' | 'running-embedded' | 'started-embedded'
  release: () => Promise<void>
}

/** The port of the embedded PostgreSQL running on DATA_DIR/postgres, if one runs. */
export function runningEmbeddedPort(dataDir: string): number | undefined {
  let lines: string[]
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')
  } catch {
    return undefined
  }
  // postmaster.pid: process id, data directory, start time, port, … (PostgreSQL's pidfile.h).
  const pid = Number.parseInt(lines[0] ?? '', 10)
  const port = Number.parseInt(lines[3] ?? '', 10)
  if (!Number.isInteger(pid) || !processAlive(pid) || !Number.isInteger(port)) return undefined
  return port
}

export async function connectToDatabase(config: AppConfig, logger: Logger): Promise<DatabaseConnection> {
  if (config.databaseUrl) return { url: config.databaseUrl, source: 'DATABASE_URL', release: async () => undefined }
  const password = config.localSecrets?.postgresPassword
  if (!password) throw new Error('Mot de passe de la base embarquée introuvable (DATA_DIR/secrets.json).')
  const port = runningEmbeddedPort(config.dataDir)
  if (port !== undefined) return { url: embeddedDatabaseUrl(port, password), source: 'running-embedded', release: async () => undefined }
  const started = await startEmbeddedPostgres({ dataDir: config.dataDir, password, logger })
  return { url: started.url, source: 'started-embedded', release: () => started.stop() }
}
