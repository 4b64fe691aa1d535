/**
 * Sessions live in PostgreSQL: two server instances sharing one database (as behind a load
 * balancer) see a login at once, and a logout or a password change end the session at once
 * on both. The session check reads only the cookie.
 */
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let first: TestServer
let second: TestServer
let db: pg.Client

beforeAll(async () => {
  first = await startTestServer()
  const { payloadSecret, postgresPassword } = JSON.parse(fs.readFileSync(path.join(first.dataDir, 'secrets.json'), 'utf8'))
  const port = Number(fs.readFileSync(path.join(first.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
  second = await startTestServer({
    env: {
      DATABASE_URL: `postgres://postgres:${postgresPassword}@127.0.0.1:${port}/app`,
      PAYLOAD_SECRET: payloadSecret,
      ADMIN_KEY: first.adminKey,
    },
  })
  db = await connectToDatabase(first)
}, 180_000)
afterAll(async () => {
  await db?.end()
  await second?.stop()
  await first?.stop()
})

/** The same browser's cookies, sent to the other instance, alone (no Origin). */
const onSecond = (api: ApiClient, pathname: string) => fetch(`${second.baseUrl}${pathname}`, { headers: { Cookie: api.cookieHeader() } })

describe('client sessions across instances', () => {
  it('a logout on one instance ends the session on the other at once', async () => {
    const { api } = await loggedInClient(first)
    expect((await onSecond(api, '/api/user')).status).toBe(200)
    const cookie = api.cookieHeader()
    expect((await api.post('/api/logout')).status).toBe(200)
    const replayed = await fetch(`${second.baseUrl}/api/user`, { headers: { Cookie: cookie } })
    expect(replayed.status).toBe(401)
  })

  it('a password change ends every session at once, on every instance', async () => {
    const { client, api } = await loggedInClient(first)
    expect((await onSecond(api, '/api/user')).status).toBe(200)
    const cookie = api.cookieHeader()
    expect((await new ApiClient(first.baseUrl).post('/api/forgot-password', { email: client.email })).status).toBe(200)
    await expect
      .poll(
        async () => (await db.query('SELECT reset_password_token FROM users WHERE id = $1', [client.id])).rows[0].reset_password_token,
        { timeout: 15_000 },
      )
      .toBeTruthy()
    const token = (await db.query('SELECT reset_password_token FROM users WHERE id = $1', [client.id])).rows[0].reset_password_token
    expect((await new ApiClient(first.baseUrl).post('/api/reset-password', { token, password: 'nouveau-secret-1' })).status).toBe(200)
    expect((await fetch(`${second.baseUrl}/api/user`, { headers: { Cookie: cookie } })).status).toBe(401)
    expect((await fetch(`${first.baseUrl}/api/user`, { headers: { Cookie: cookie } })).status).toBe(401)
  })

  it('refuses a token signed with another secret, an editor-like claim and a tampered cookie', async () => {
    const { api } = await loggedInClient(first)
    const token = api.cookies.get('payload-token')!
    const [header, body, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const asEditor = Buffer.from(JSON.stringify({ ...claims, collection: 'editors' })).toString('base64url')
    const otherUser = Buffer.from(JSON.stringify({ ...claims, id: claims.id + 1 })).toString('base64url')
    for (const forged of [`${header}.${asEditor}.${signature}`, `${header}.${otherUser}.${signature}`, `${token}x`, 'not-a-token']) {
      const response = await fetch(`${second.baseUrl}/api/user`, { headers: { Cookie: `payload-token=${forged}` } })
      expect(response.status, forged.slice(0, 20)).toBe(401)
    }
  })

  it('an anonymous route answers the same with or without a session cookie', async () => {
    const { api } = await loggedInClient(first)
    const withCookie = await onSecond(api, '/api/health')
    const withJunk = await fetch(`${second.baseUrl}/api/health`, { headers: { Cookie: 'payload-token=junk; admin_session=junk' } })
    expect(withCookie.status).toBe(200)
    expect(withJunk.status).toBe(200)
  })
})

describe('back-office sessions across instances', () => {
  it('an administration session opened on one instance works on the other, and its logout ends it everywhere', async () => {
    const admin = new ApiClient(first.baseUrl)
    expect((await admin.post('/api/admin/login', { adminKey: first.adminKey })).status).toBe(200)
    const cookie = admin.cookieHeader()
    const status = async () => (await (await fetch(`${second.baseUrl}/api/admin/status`, { headers: { Cookie: cookie } })).json()).isAdmin
    expect(await status()).toBe(true)
    expect((await admin.post('/api/admin/logout')).status).toBe(200)
    expect(await status()).toBe(false)
  })
})
