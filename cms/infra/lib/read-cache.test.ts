import { describe, expect, it } from 'vitest'
import { createReadCache } from './read-cache'

describe('the read cache', () => {
  it('serves one read to every reader for its lifetime, then reads again', async () => {
    let clock = 0
    let loads = 0
    const cache = createReadCache({ ttlMs: 5_000, now: () => clock })
    const load = async () => ++loads
    expect(await cache.read('list', load)).toBe(1)
    clock = 4_999
    expect(await cache.read('list', load)).toBe(1)
    clock = 5_000
    expect(await cache.read('list', load)).toBe(2)
  })

  it('makes concurrent misses wait for the same read', async () => {
    let loads = 0
    const cache = createReadCache({ ttlMs: 5_000 })
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20))
    expect(await Promise.all([cache.read('a', slow), cache.read('a', slow), cache.read('a', slow)])).toEqual([1, 1, 1])
  })

  it('forgets everything on clear (a write), including a read that was under way', async () => {
    const cache = createReadCache({ ttlMs: 5_000 })
    let release: () => void = () => undefined
    const inFlight = cache.read('post', () => new Promise<string>((resolve) => (release = () => resolve('avant'))))
    cache.clear()
    release()
    expect(await inFlight).toBe('avant')
    // The read that began before the write does not answer the readers after it.
    expect(await cache.read('post', async () => 'après')).toBe('après')
    expect(await cache.read('post', async () => 'encore')).toBe('après')
  })

  it('does not keep a failed read', async () => {
    const cache = createReadCache({ ttlMs: 5_000 })
    await expect(cache.read('x', () => Promise.reject(new Error('base injoignable')))).rejects.toThrow('base injoignable')
    expect(await cache.read('x', async () => 'ok')).toBe('ok')
  })
})
