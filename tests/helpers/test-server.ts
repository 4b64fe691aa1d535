/**
 * Starts the real server (as built: dist/server, dist/web, cms/next/.next) as a child process, on a free
 * port, with its own DATA_DIR and so its own embedded PostgreSQL (or DATABASE_URL when
 * the caller gives one). Each test file gets a fresh database.
 *
 * A DATA_DIR without a database yet (a fresh one, or the caller's own before its first start)
 * starts as a copy of a template prepared once per build by the tests' global
 * setup (db-template.ts): a cluster already initialised and migrated, with the demo content when
 * `seedDemo` is on, so the server's migrations find nothing to do. `fromTemplate: false` gives a
 * pristine first start instead (initdb, every migration, the seed), as a new `npm start` does;
 * without a prepared template (scripts that skip the global setup) the start is a first one too.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findFreePort } from '@/cms/infra/lib/free-port'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '@/scripts/build-stamp.mjs'
import { copyTemplate, holdsNoDatabase, templateFor } from './db-template'
import { trackServer } from './leftover-servers'

export interface TestServer {
  baseUrl: string
  adminKey: string
  dataDir: string
  logs: () => string
  /** Stops the server (SIGTERM, as an orchestrator would) and resolves with its exit code. */
  stop: () => Promise<number | null>
  /** The server's process id. */
  pid: number
  /** SIGKILL, as the kernel's out-of-memory killer or a supervisor's hard stop: nothing is cleaned up. */
  crash: () => Promise<void>
  /** Resolves with the exit code when the server exits by itself. */
  exited: Promise<number | null>
}

export interface TestServerOptions {
  smtpUrl?: string
  /** Payload's admin (/cms) through Next: off by default for API tests (faster, lighter). */
  cmsAdmin?: boolean
  seedDemo?: boolean
  env?: Record<string, string>
  /**
   * The caller's data folder, kept at stop (a test that restarts the server on it). Without a
   * database yet it starts from the template as a new one does; once it holds one, as it is.
   */
  dataDir?: string
  /**
   * A DATA_DIR without a database starts from the prepared template (migrated, seeded when
   * `seedDemo`): the default. false: initdb and every migration at start, for tests of a first start itself.
   */
  fromTemplate?: boolean
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const port = await findFreePort()
  const ownsDataDir = !options.dataDir
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'test-server-'))
  const externalDatabase = Boolean(options.env?.DATABASE_URL ?? process.env.DATABASE_URL)
  // A fresh folder, or the caller's own at its first start: once it holds a database, it is used as it is.
  const template =
    !externalDatabase && options.fromTemplate !== false && holdsNoDatabase(dataDir) && templateFor(options.seedDemo ? 'demo' : 'migrated')
  if (template) {
    try {
      copyTemplate(template, dataDir)
    } catch (error) {
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }
  const baseUrl = `http://localhost:${port}`
  const adminKey = options.env?.ADMIN_KEY ?? randomBytes(24).toString('base64url')
  let output = ''

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_KEY: adminKey,
    SMTP_URL: options.smtpUrl ?? '',
    SEED_DEMO: String(options.seedDemo ?? false),
    CMS_ADMIN: options.cmsAdmin ? 'on' : 'off',
    LOG_LEVEL: process.env.TEST_SERVER_LOG_LEVEL ?? 'warn',
    EMBEDDED_POSTGRES_DURABLE: 'false',
    // Tests stop their servers with SIGTERM: no balancer to wait for (a test of draining sets its own).
    SHUTDOWN_DELAY_SECONDS: '0',
    ...options.env,
  }
  // The server runs as `npm start` does; vitest's NODE_ENV=test must not leak into it.
  delete (env as Record<string, string | undefined>).NODE_ENV
  // TEST_SERVER_NODE_ARGS: more flags for the server's node, say `--cpu-prof` to profile a bench
  // (node refuses it in NODE_OPTIONS).
  const nodeArgs = process.env.TEST_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_ENTRY], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackServer(child, dataDir, ownsDataDir)
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`Test server ${child.exitCode !== null ? `exited (${child.exitCode})` : 'not ready after 90 s'}:\n${output}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }

  return {
    baseUrl,
    adminKey,
    dataDir,
    logs: () => output,
    pid: child.pid!,
    exited,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
        await exited
        clearTimeout(timer)
      }
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
      return child.exitCode
    },
  }
}
