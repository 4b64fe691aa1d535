import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { createReadCache } from '@/cms/infra/lib/read-cache'
import { type AppServices, provideServices } from '@/cms/infra/services'
import { clearPublicBlogReads } from './public-read-cache'

describe('the hook that empties the public blog reads', () => {
  it('empties the cache of the Payload instance that wrote', async () => {
    const payload = {} as Payload
    const publicReads = createReadCache({ ttlMs: 60_000 })
    provideServices(payload, { blog: { publicReads } } as unknown as AppServices)
    let loads = 0
    const load = async () => ++loads
    await publicReads.read('list', load)
    clearPublicBlogReads({ req: { payload } })
    expect(await publicReads.read('list', load)).toBe(2)
  })

  it('does nothing where Payload runs without the server’s services (seed, migrations)', () => {
    expect(() => clearPublicBlogReads({ req: { payload: {} as Payload } })).not.toThrow()
  })
})
