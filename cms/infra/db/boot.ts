/**
 * Brings the data layer up: the database (embedded or DATABASE_URL), then Payload with the
 * committed migrations applied. Used by the server and by the CLI scripts.
 */
import { SEND_EMAIL_TASK } from '../mail/email-queue'
import { type JobRunner, startJobRunner } from '../mail/job-runner'
import { getPayload, type Payload } from 'payload'
import type { Logger } from 'pino'
import type { AppConfig } from '../config/env'
import { findFreePort } from '../lib/free-port'
import { ADVISORY_LOCKS, withSessionLock } from './advisory-lock'
import { preloadLexical } from '../lib/preload-lexical'
import { embeddedDatabaseUrl, embeddedSocketDir, type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres'

export interface DataLayer {
  payload: Payload
  databaseUrl: string
  embedded?: RunningPostgres
  stop: () => Promise<void>
}

type PooledClient = { release?: (destroy?: boolean) => void; on: (event: 'error', listener: (error: Error) => void) => void }
type PoolLike = {
  on: ((event: 'error', listener: (error: Error) => void) => void) & ((event: 'connect', listener: (client: PooledClient) => void) => void)
  end: () => Promise<void>
  // pg-pool internals, read at shutdown only (see releaseHeldClients).
  _clients?: PooledClient[]
  _idle?: { client: PooledClient }[]
}

/**
 * A connection cut by the database (PostgreSQL restarted: cms/infra/db/postgres-supervisor.ts) is an
 * 'error' event on its client, and on the pool when the client was idle; without listeners either
 * one ends the process. With them, the request using it fails (503) and the pool replaces it.
 * Clients already open (Payload's adapter holds one) get the listener too.
 */
function guardConnections(pool: PoolLike | undefined, logger: Logger) {
  if (!pool) return
  const closed = (error: Error) => logger.warn({ reason: error.message }, 'A database connection was closed by the server')
  pool.on('error', closed)
  pool.on('connect', (client) => client.on('error', closed))
  for (const client of pool._clients ?? []) client.on('error', closed)
}

/**
 * Payload's postgres adapter checks out one client when it connects (for its reconnect
 * logic, db-postgres connect.js) and never gives it back, so pool.end() would wait for ever.
 * At shutdown no request is running any more: whatever is still checked out is that client.
 */
function releaseHeldClients(pool: PoolLike) {
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  // A client still connecting has no `release` yet: pool.end() waits for it (bounded below).
  for (const client of pool._clients ?? []) if (!idle.has(client)) client.release?.(true)
}

/**
 * The Next bundle of Payload's admin evaluates payload.config.ts again in this process;
 * resolved values go to the environment so both copies read the same configuration.
 */
function shareResolvedConfig(config: AppConfig, databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET = config.payloadSecret
  process.env.ADMIN_KEY = config.adminKey
  process.env.PUBLIC_URL = config.publicUrl
  process.env.DATA_DIR = config.dataDir
}

export async function startDataLayer(
  config: AppConfig,
  logger: Logger,
  options: { migrate?: boolean; runJobs?: boolean } = {},
): Promise<DataLayer> {
  let embedded: RunningPostgres | undefined
  let embeddedStarting: Promise<RunningPostgres> | undefined
  let databaseUrl = config.databaseUrl
  if (!databaseUrl) {
    // The port is chosen first so the URL is known: PostgreSQL starts while Payload's
    // modules load (both take about a second).
    const port = await findFreePort()
    const password = config.localSecrets!.postgresPassword
    databaseUrl = embeddedDatabaseUrl(port, password, embeddedSocketDir(config.dataDir))
    embeddedStarting = startEmbeddedPostgres({
      dataDir: config.dataDir,
      password,
      port,
      logger,
      durable: process.env.EMBEDDED_POSTGRES_DURABLE !== 'false',
    })
  }
  shareResolvedConfig(config, databaseUrl)

  let payload: Payload
  let jobRunner: JobRunner | undefined
  try {
    await preloadLexical()
    const [{ default: payloadConfig }, started] = await Promise.all([import('@/payload.config'), embeddedStarting])
    embedded = started
    payload = await getPayload({ config: payloadConfig })
    // An idle connection cut by the database (PostgreSQL restarted, a network blip) is an 'error'
    // event on the pool: without a listener it would end the process. The pool opens new ones.
    guardConnections((payload.db as unknown as { pool?: PoolLike }).pool, logger)
    if (options.migrate !== false) {
      const { migrations } = await import('@/cms/migrations')
      // Instances started together on one database take turns: the first applies the migrations,
      // the others then find nothing to do (without the lock, the second fails on a type or table
      // the first has just created, and exits).
      await withSessionLock(payload, ADVISORY_LOCKS.startup, () =>
        // Generated migrations type their own arguments; Payload's signature takes `unknown`.
        payload.db.migrate({ migrations: migrations as unknown as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'] }),
      )
    }
    // The server runs the jobs queue (emails) once the schema is current; CLI tools do not.
    // Emails are run by the runner itself, in bulk (job-runner.ts runDirectly); scheduled tasks by Payload.
    if (options.runJobs) jobRunner = startJobRunner(payload, logger, config.jobs.pollSeconds, [SEND_EMAIL_TASK])
  } catch (error) {
    await embedded?.stop()
    throw error
  }

  const stop = async () => {
    // Jobs in flight finish and record their outcome while the database is still there.
    await jobRunner?.stop()
    // payload.destroy() leaves the pg pool open; an error listener keeps the pool's late
    // errors from crashing the exit, and the time limit covers a database that stopped answering.
    const pool = (payload.db as unknown as { pool?: PoolLike }).pool
    pool?.on('error', (error) => logger.debug({ reason: error.message }, 'pool error during shutdown'))
    await payload.destroy().catch((error: unknown) => logger.warn({ err: error }, 'payload.destroy failed'))
    if (pool) releaseHeldClients(pool)
    await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 2000))]).catch(() => undefined)
    await embedded?.stop()
  }
  return { payload, databaseUrl, embedded, stop }
}
