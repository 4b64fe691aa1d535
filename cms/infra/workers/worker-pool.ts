/**
 * CPU-heavy work off the event loop (issue 32 item 6): a pool of worker threads (piscina) running
 * one bundled module. An invoice or a receipt PDF is 5 to 30 ms of drawing; on the thread that
 * answers requests, an order's emails would hold every other answer back that long each.
 *
 * The worker is a module of the server's bundle (scripts/build.mjs names it). Where the code runs
 * from its TypeScript source (unit tests, scripts under tsx) there is no bundle: the same function
 * runs inline, on the calling thread.
 */
import fs from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>
  /** Ends the threads (past the first, they also end after a minute idle). */
  close(): Promise<void>
}

/**
 * Threads past the first end after this idle: a burst of orders warms them all, and they go once
 * it is over. The first thread, once started, stays: starting one (loading the module, opening
 * the fonts) took about 0.4 s, which a client downloading a receipt after a quiet minute waited.
 */
const IDLE_TIMEOUT_MS = 60_000
const THREADS_KEPT = 1

/**
 * The threads' niceness (Linux's per-thread priority, set by piscina through @napi-rs/nice): a
 * worker's PDFs are for emails that may leave a second later, the event loop's and PostgreSQL's
 * work is someone waiting for an answer. At 10 a busy worker gets about a tenth of a core that
 * requests also want, and all of an idle one. Without it, a batch of order confirmations took
 * a core from the requests for a second at a time (the payment row's p99).
 */
export const WORKER_NICENESS = 10

/**
 * `workerUrl`: the bundled worker module (its default export runs a task). `inline`: the same
 * function, for code running from source. Threads: half the cores (at least one), so the event
 * loop and the database keep theirs.
 */
export function workerPool<Task, Result>(workerUrl: URL, inline: (task: Task) => Promise<Result>): WorkerPool<Task, Result> {
  let pool: Piscina | undefined
  const bundled = () => fs.existsSync(fileURLToPath(workerUrl))
  return {
    async run(task) {
      if (!pool) {
        if (!bundled()) return inline(task)
        const threads = Math.max(1, Math.floor(os.availableParallelism() / 2))
        pool = new Piscina({
          filename: workerUrl.href,
          minThreads: THREADS_KEPT,
          maxThreads: threads,
          idleTimeout: IDLE_TIMEOUT_MS,
          niceIncrement: WORKER_NICENESS,
        })
      }
      return (await pool.run(task)) as Result
    },
    async close() {
      await pool?.destroy()
      pool = undefined
    },
  }
}
