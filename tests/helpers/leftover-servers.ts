/**
 * The test servers this process started and that have not exited yet (test-server.ts registers
 * each one), so that those a hook or a test left running, having timed out before its stop (their
 * start may even end after the timeout), are stopped at the end of the test file
 * (tests/setup/stop-test-servers.ts). Each would otherwise keep running, with its PostgreSQL, long
 * after the run, taking memory and CPU from the next tests.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'

const running = new Map<ChildProcess, { dataDir: string; ownsDataDir: boolean }>()

/** Follows a server's process until it exits; `ownsDataDir`: its data folder goes with it at a leftover stop. */
export function trackServer(child: ChildProcess, dataDir: string, ownsDataDir: boolean): void {
  running.set(child, { dataDir, ownsDataDir })
  child.once('exit', () => running.delete(child))
}

/** Stops the servers still running (SIGTERM, as stop() does; SIGKILL after 20 s). Resolves with how many there were. */
export async function stopLeftoverServers(): Promise<number> {
  const left = [...running]
  await Promise.all(
    left.map(async ([child, { dataDir, ownsDataDir }]) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
        await exited
        clearTimeout(timer)
      }
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    }),
  )
  return left.length
}
