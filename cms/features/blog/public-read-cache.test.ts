import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { createReadCache } from '@/cms/infra/lib/read-cache'
import { type AppServices, provideServices } from '@/cms/infra/services'
import { clearPublicBlogReads } from './public-read-cache'

/** A Payload instance whose database only records the statements it is given, per connection. */
function fakePayload() {
  const executed: { on: string }[] = []
  const db = (on: string) => ({ execute: async () => void executed.push({ on }) })
  const payload = { db: { drizzle: db('pool'), sessions: { tx1: { db: db('transaction tx1') } } } } as unknown as Payload
  return { payload, executed }
}

describe('the hook that empties the public blog reads', () => {
  it('empties the cache of the Payload instance that wrote', async () => {
    const { payload } = fakePayload()
    const publicReads = createReadCache({ ttlMs: 60_000 })
    provideServices(payload, { blog: { publicReads } } as unknown as AppServices)
    let loads = 0
    const load = async () => ++loads
    await publicReads.read('list', load)
    await clearPublicBlogReads({ req: { payload } })
    expect(await publicReads.read('list', load)).toBe(2)
  })

  it('tells the other instances in the write’s transaction, so they hear it once committed', async () => {
    const { payload, executed } = fakePayload()
    await clearPublicBlogReads({ req: { payload, transactionID: 'tx1' } as Partial<PayloadRequest> & { payload: Payload } })
    expect(executed).toEqual([{ on: 'transaction tx1' }])
  })

  it('still tells them where Payload runs without the server’s services (a CLI), which cached nothing itself', async () => {
    const { payload, executed } = fakePayload()
    await expect(clearPublicBlogReads({ req: { payload } })).resolves.toBeUndefined()
    expect(executed).toEqual([{ on: 'pool' }])
  })
})
