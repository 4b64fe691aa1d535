/**
 * How passwords are stored (patches/payload+*.patch): Argon2id for every new password, PBKDF2
 * hashes of older accounts still accepted and replaced by Argon2id at their next login.
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { hash as argon2Hash } from '@node-rs/argon2'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { registerClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const ARGON2ID = '$argon2id$v=19$m=12288,t=3,p=1$'

let server: TestServer
let db: pg.Client

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

let address = 0
/** Each login from its own address: the per-address limits are not what is tested here. */
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++address}` })

const storedHash = async (id: number) =>
  (await db.query<{ hash: string; salt: string }>('SELECT hash, salt FROM users WHERE id = $1', [id])).rows[0]

/** Payload's own formats before the patch: PBKDF2-SHA256, 600,000 iterations (prefixed), or 25,000 (512 bytes). */
function pbkdf2Hash(password: string, scheme: 'pbkdf2-600k' | 'pbkdf2-25k') {
  const salt = randomBytes(32).toString('hex')
  if (scheme === 'pbkdf2-600k')
    return { salt, hash: `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}` }
  return { salt, hash: pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex') }
}

describe('password storage', () => {
  it('stores a new account’s password as an Argon2id hash, never the password itself', async () => {
    const client = await registerClient(server, { password: 'Sésame-ouvre-toi-42' })
    const { hash } = await storedHash(client.id)
    expect(hash.startsWith(ARGON2ID)).toBe(true)
    expect(hash).not.toContain('Sésame')
    expect((await visitor().post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    expect((await visitor().post('/api/login', { email: client.email, password: 'Sesame-ouvre-toi-42' })).status).toBe(401)
  })

  it.each(['pbkdf2-600k', 'pbkdf2-25k'] as const)(
    'accepts an older %s hash once, and replaces it with Argon2id at that login',
    async (scheme) => {
      const client = await registerClient(server)
      const legacy = pbkdf2Hash(client.password, scheme)
      await db.query('UPDATE users SET hash = $1, salt = $2 WHERE id = $3', [legacy.hash, legacy.salt, client.id])

      const wrong = await visitor().post('/api/login', { email: client.email, password: `${client.password}!` })
      expect(wrong.status).toBe(401)
      expect((await storedHash(client.id)).hash).toBe(legacy.hash)

      const right = await visitor().post('/api/login', { email: client.email, password: client.password })
      expect(right.status).toBe(200)
      const { hash } = await storedHash(client.id)
      expect(hash.startsWith(ARGON2ID)).toBe(true)
      // The new hash works for the next login.
      expect((await visitor().post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    },
  )

  it('keeps a hash with other Argon2id costs working, and brings it to the current ones at login', async () => {
    const client = await registerClient(server)
    const weaker = await argon2Hash(client.password, { algorithm: 2 /* Argon2id */, memoryCost: 8192, timeCost: 2, parallelism: 1 })
    await db.query('UPDATE users SET hash = $1 WHERE id = $2', [weaker, client.id])
    expect((await visitor().post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    expect((await storedHash(client.id)).hash.startsWith(ARGON2ID)).toBe(true)
  })
})
