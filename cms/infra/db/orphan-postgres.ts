/**
 * An embedded PostgreSQL left running by a server that died without stopping it (SIGKILL of
 * Node leaves its child running). It still holds DATA_DIR/postgres, so a new start would fail
 * forever and a supervisor's restart loop would never recover. Called once this server holds the
 * DATA_DIR lock (no live server owns that PostgreSQL any more), it asks it to stop cleanly: fast
 * shutdown (SIGINT), which ends the dead server's sessions and writes a checkpoint.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from 'pino'
import { commandLineOf, processAlive } from './data-dir-lock'

const FAST_SHUTDOWN_MS = 20_000
const IMMEDIATE_SHUTDOWN_MS = 5_000

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true
    await sleep(100)
  }
  return !processAlive(pid)
}

/** The postmaster's process id, first line of PostgreSQL's own postmaster.pid (whether it runs or not). */
export function postmasterPid(databaseDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** The postmaster named by postmaster.pid, if it still runs and is a PostgreSQL. */
function runningPostmaster(databaseDir: string): number | undefined {
  const pid = postmasterPid(databaseDir)
  if (pid === undefined || !processAlive(pid)) return undefined
  // Where the system shows command lines, a reused id of an unrelated process is left alone.
  const command = commandLineOf(pid)
  return command === undefined || command.includes('postgres') ? pid : undefined
}

export async function stopOrphanPostgres(databaseDir: string, logger: Logger): Promise<void> {
  const pid = runningPostmaster(databaseDir)
  if (pid === undefined) return
  logger.warn({ pid, databaseDir }, 'An embedded PostgreSQL left by a stopped server still runs: shutting it down cleanly')
  process.kill(pid, 'SIGINT')
  if (await exited(pid, FAST_SHUTDOWN_MS)) return
  // Still there: immediate shutdown; PostgreSQL recovers from its WAL at the next start.
  logger.warn({ pid }, 'PostgreSQL did not stop in time: immediate shutdown')
  process.kill(pid, 'SIGQUIT')
  if (await exited(pid, IMMEDIATE_SHUTDOWN_MS)) return
  throw new Error(`PostgreSQL (processus ${pid}) occupe encore ${databaseDir} et ne s’arrête pas : arrêtez-le, puis relancez le serveur.`)
}
