/**
 * How busy this process's event loop has been lately, so that background work (sending queued
 * emails) gives way to requests while the server is saturated (issue 32 item 6): an email can
 * leave a few seconds later, a visitor should not wait for it. Sampled every `windowMs` with
 * Node's own event-loop utilization (the share of the window the loop spent running code).
 */
import { performance } from 'node:perf_hooks'

export interface LoopLoad {
  /** True while the last window's utilization is at least the threshold. */
  readonly busy: boolean
  stop(): void
}

export function watchLoopLoad(options: { threshold: number; windowMs: number }): LoopLoad {
  let last = performance.eventLoopUtilization()
  let busy = false
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    busy = performance.eventLoopUtilization(now, last).utilization >= options.threshold
    last = now
  }, options.windowMs)
  timer.unref()
  return {
    get busy() {
      return busy
    },
    stop: () => clearInterval(timer),
  }
}
