/**
 * Whether this instance should get traffic, for the load balancer's readiness probe
 * (GET /api/health/ready, health.ts). `starting` until everything is up (meanwhile the port answers
 * 503 through starting.ts);
 * `ready`; `draining` from SIGTERM on: the probe says 503 so the balancer stops sending, while
 * the server still answers what comes for SHUTDOWN_DELAY_SECONDS, then finishes and exits
 * (cms/server.ts).
 */
export type LifecycleState = 'starting' | 'ready' | 'draining'

export interface Lifecycle {
  readonly state: LifecycleState
  ready(): void
  drain(): void
  /** Called once when draining starts: what holds a request open for long (a live stream) ends then. */
  onDrain(listener: () => void): void
}

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = 'starting'
  const drainListeners: (() => void)[] = []
  return {
    get state() {
      return state
    },
    ready() {
      if (state === 'starting') state = 'ready'
    },
    drain() {
      if (state === 'draining') return
      state = 'draining'
      for (const listener of drainListeners) listener()
    },
    onDrain(listener) {
      drainListeners.push(listener)
    },
  }
}
