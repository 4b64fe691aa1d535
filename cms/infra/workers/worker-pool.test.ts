import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { WORKER_NICENESS, workerPool } from './worker-pool'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-pool-'))
const worker = path.join(folder, 'double.mjs')
// A bundled worker's shape: its default export runs one task; it answers with the thread it ran on
// and that thread's niceness (getpriority of the calling thread, on Linux).
fs.writeFileSync(
  worker,
  "import os from 'node:os'\nimport { threadId } from 'node:worker_threads'\nexport default async (n) => ({ value: n * 2, threadId, niceness: os.getPriority() })\n",
)

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

const inline = async (n: number) => ({ value: n * 2, threadId, niceness: os.getPriority() })

describe('workerPool', () => {
  it('runs each task on a worker thread, not the event loop’s', async () => {
    const pool = workerPool(pathToFileURL(worker), inline)
    try {
      const answers = await Promise.all([1, 2, 3].map((n) => pool.run(n)))
      expect(answers.map((answer) => answer.value)).toEqual([2, 4, 6])
      for (const answer of answers) expect(answer.threadId).not.toBe(threadId)
      // Below the event loop's priority: requests first, PDFs with what is left.
      if (process.platform === 'linux') for (const answer of answers) expect(answer.niceness).toBe(os.getPriority() + WORKER_NICENESS)
    } finally {
      await pool.close()
    }
  })

  it('runs inline where there is no bundled worker (code run from its source)', async () => {
    const pool = workerPool(pathToFileURL(path.join(folder, 'absent.mjs')), inline)
    expect(await pool.run(21)).toEqual({ value: 42, threadId, niceness: os.getPriority() })
  })
})
