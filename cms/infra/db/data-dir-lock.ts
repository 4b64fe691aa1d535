/**
 * One live server per DATA_DIR. The server writes its process id to DATA_DIR/server.pid at
 * start and removes it at exit. A file left by a server that died (SIGKILL, out of memory) names
 * a process that no longer runs: it is taken over, and the embedded PostgreSQL that server left
 * behind is then shut down (orphan-postgres.ts). A file naming a live server refuses the start
 * with a message that names it. Nothing in DATA_DIR is ever deleted to get started.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'

export interface DataDirLock {
  release: () => void
}

/** Whether a process runs with this id (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The command line of a process, where the system shows it (Linux's /proc), to tell our own
 * kind of process from an unrelated one that reused a dead process's id.
 */
export function commandLineOf(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return undefined
  }
}

const holderOf = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** A live server of ours: the process runs and, where we can see it, is a Node process. */
const liveServer = (pid: number) => {
  if (pid === process.pid || !processAlive(pid)) return false
  const command = commandLineOf(pid)
  return command === undefined || /node/i.test(command)
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Ce DATA_DIR (${dataDir}) est déjà utilisé par un autre serveur en marche (processus ${pid}). ` +
        'Arrêtez-le d’abord, ou donnez à ce serveur un autre DATA_DIR.',
    )
    this.name = 'DataDirInUseError'
  }
}

export function acquireDataDirLock(dataDir: string, logger: Logger): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.pid')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx': created only if absent, so two servers starting at once cannot both win.
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 })
      const release = () => {
        if (holderOf(file) === process.pid) fs.rmSync(file, { force: true })
        process.removeListener('exit', release)
      }
      process.once('exit', release)
      return { release }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = holderOf(file)
    if (holder !== undefined && liveServer(holder)) throw new DataDirInUseError(dataDir, holder)
    logger.warn(
      { previousPid: holder, dataDir },
      'The previous server on this DATA_DIR stopped without cleaning up (a crash?): taking over',
    )
    fs.rmSync(file, { force: true })
  }
  throw new Error(`Impossible de réserver ${file} : un autre serveur démarre-t-il en même temps ?`)
}
