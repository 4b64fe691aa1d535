import { describe, expect, it } from 'vitest'
import { retryPlan } from './job-runner'

describe('retryPlan: Payload’s retry rule for a task run directly', () => {
  it('waits 2^tried × delay with an exponential backoff, as calculateBackoffWaitUntil does', () => {
    const plan = retryPlan({ attempts: 10, backoff: { type: 'exponential', delay: 30_000 } })
    expect(plan.attempts).toBe(10)
    expect([0, 1, 2, 9].map(plan.delayMs)).toEqual([30_000, 60_000, 120_000, 30_000 * 512])
  })

  it('waits the same delay with a fixed backoff, and not at all with a bare number of attempts', () => {
    expect(retryPlan({ attempts: 3, backoff: { type: 'fixed', delay: 5_000 } }).delayMs(2)).toBe(5_000)
    const bare = retryPlan(4)
    expect(bare.attempts).toBe(4)
    expect(bare.delayMs(3)).toBe(0)
  })

  it('never retries a task without retries', () => {
    expect(retryPlan(undefined).attempts).toBe(0)
  })
})
