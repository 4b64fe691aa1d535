/**
 * `npm run bench:startup`: how long the built server takes to answer its first 200 on a
 * new database and again on the same data, and the memory it holds at rest (server and
 * embedded PostgreSQL). Numbers for notes and regressions; not a test.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findFreePort } from '../cms/infra/lib/free-port'
import { build } from './build.mjs'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './build-stamp.mjs'

const REST_SECONDS = 5

function rssMegabytes(pids: number[]): number {
  if (pids.length === 0) return 0
  const out = execFileSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' })
  return Math.round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024)
}

function postgresPids(dataDir: string): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
  const rows = out.split('\n').map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)?.slice(1) ?? [])
  const postmaster = rows.find((row) => row[2]?.includes(`-D ${path.join(dataDir, 'postgres')}`))
  if (!postmaster) return []
  return rows.filter((row) => row[0] === postmaster[0] || row[1] === postmaster[0]).map((row) => Number(row[0]))
}

async function startOnce(dataDir: string) {
  const port = await findFreePort()
  const started = performance.now()
  // As `npm start` runs it: no NODE_ENV from the caller (tsx's or vitest's must not leak in).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }
  delete (env as Record<string, string | undefined>).NODE_ENV
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env,
    stdio: 'ignore',
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const firstOkMs = Math.round(performance.now() - started)
  await new Promise((resolve) => setTimeout(resolve, REST_SECONDS * 1000))
  const serverMb = rssMegabytes([child.pid!])
  const postgresMb = rssMegabytes(postgresPids(dataDir))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stopping = performance.now()
  child.kill('SIGTERM')
  await exited
  return { firstOkMs, serverMb, postgresMb, stopMs: Math.round(performance.now() - stopping) }
}

build()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'))
try {
  const fresh = await startOnce(dataDir)
  const again = await startOnce(dataDir)
  console.log(`Cold start to first 200, new database (initdb, migrations, demo content): ${fresh.firstOkMs} ms`)
  console.log(`Cold start to first 200, existing database: ${again.firstOkMs} ms`)
  console.log(
    `Memory at rest after ${REST_SECONDS} s: server ${again.serverMb} MB, embedded PostgreSQL ${again.postgresMb} MB (RSS, shared pages counted per process)`,
  )
  console.log(`Graceful stop (SIGTERM to exit): ${again.stopMs} ms`)
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
