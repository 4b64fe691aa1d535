/**
 * Keeps the embedded PostgreSQL running under a running server. If its postmaster exits (killed,
 * crashed), the server logs it and starts it again on the same port and files, with backoff;
 * meanwhile /api answers 503 in JSON (cms/infra/http/error-handler.ts). If it cannot be started again
 * after a bounded number of tries, the server exits with a non-zero code so that its supervisor
 * restarts everything (and the next start stops what is left: orphan-postgres.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from 'pino'
import { processAlive } from './data-dir-lock'

/** Waits before each new try: about 15 s in all before giving up. */
export const RESTART_BACKOFF_MS = [250, 500, 1_000, 2_000, 4_000, 8_000] as const
const CHECK_EVERY_MS = 500

export interface PostgresSupervisor {
  stop: () => void
}

export function supervisePostgres(options: {
  /** The running postmaster's process id, if known. */
  postmasterPid: () => number | undefined
  restart: () => Promise<void>
  logger: Logger
  /** Called when every try failed: the process should exit non-zero. */
  giveUp: () => void
}): PostgresSupervisor {
  const { logger } = options
  let stopped = false
  let restarting = false

  async function recover(pid: number) {
    restarting = true
    logger.error({ pid }, 'The embedded PostgreSQL stopped while the server runs: starting it again')
    for (const [attempt, delay] of RESTART_BACKOFF_MS.entries()) {
      await sleep(delay)
      if (stopped) return
      try {
        await options.restart()
        logger.warn({ attempt: attempt + 1 }, 'The embedded PostgreSQL runs again')
        restarting = false
        return
      } catch (error) {
        logger.warn({ err: error, attempt: attempt + 1 }, 'The embedded PostgreSQL did not start again yet')
      }
    }
    logger.fatal(
      { tries: RESTART_BACKOFF_MS.length },
      'The embedded PostgreSQL cannot be started again: exiting so the supervisor restarts the server',
    )
    options.giveUp()
  }

  const timer = setInterval(() => {
    if (stopped || restarting) return
    const pid = options.postmasterPid()
    if (pid !== undefined && !processAlive(pid)) void recover(pid)
  }, CHECK_EVERY_MS).unref()

  return {
    stop: () => {
      stopped = true
      clearInterval(timer)
    },
  }
}
