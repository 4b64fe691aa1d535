import { describe, expect, it } from 'vitest'
import { watchLoopLoad } from './loop-load'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Keeps the event loop running code for `ms`, in slices short enough for the sampling timer to fire between them. */
async function keepBusy(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end) {
    const slice = performance.now() + 15
    while (performance.now() < slice) {
      // busy: the loop runs code, as under a burst of requests
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('watchLoopLoad: whether background work should give way', () => {
  it('says busy while the loop runs code nearly all the time, and quiet once it waits again', async () => {
    const load = watchLoopLoad({ threshold: 0.8, windowMs: 50 })
    try {
      await sleep(120)
      expect(load.busy).toBe(false)
      await keepBusy(200)
      expect(load.busy).toBe(true)
      await sleep(150)
      expect(load.busy).toBe(false)
    } finally {
      load.stop()
    }
  })
})
