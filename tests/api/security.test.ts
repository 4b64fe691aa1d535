/**
 * What an attack on the built server found (issue 30), reproduced: each answers a refusal now and
 * leaves nothing stored. The full permission matrix and the fuzzer are permissions.test.ts and fuzz.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { createEditorAccount, DEMO_EDITOR_EMAIL, demoEditorPassword, loginEditor } from '../helpers/editor-accounts'
import { loggedInClient, newClientData, registerClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let staff: ApiClient
beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true, seedDemo: true, env: { TRUST_PROXY: '1' } })
  // Made once: the operator's command (npm run cms:create-editor) loads Payload (several seconds).
  staff = (await createEditorAccount(server, 'staff', { 'X-Forwarded-For': '198.51.100.203' })).api
})
afterAll(async () => {
  await server?.stop()
})

let addresses = 0
/** A visitor from its own address (the server trusts one proxy here). */
const from = (address = `203.0.113.${++addresses}`) => new ApiClient(server.baseUrl, { 'X-Forwarded-For': address })

async function rowCount(table: string): Promise<number> {
  const db = await connectToDatabase(server)
  try {
    return Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
  } finally {
    await db.end()
  }
}

describe("Payload's system collections are closed to clients", () => {
  it('refuses preferences and document locks to a client session, and stores nothing', async () => {
    const { api } = await loggedInClient(server)
    const before = [await rowCount('payload_preferences'), await rowCount('payload_locked_documents')]
    const preference = await api.post('/cms-api/payload-preferences/nav', { value: { huge: 'x'.repeat(200_000) } })
    expect(preference.status).toBe(403)
    const lock = await api.post('/cms-api/payload-locked-documents', {
      document: { relationTo: 'blog-posts', value: 1 },
      globalSlug: null,
      user: { relationTo: 'editors', value: 1 },
    })
    expect(lock.status).toBe(403)
    const wipe = await api.request('DELETE', '/cms-api/payload-locked-documents?where[id][exists]=true')
    expect(wipe.status).toBe(403)
    expect(JSON.stringify(wipe.body)).toContain('clients')
    expect([await rowCount('payload_preferences'), await rowCount('payload_locked_documents')]).toEqual(before)
  })

  it('refuses a client token sent as an Authorization header too, and versions', async () => {
    const { api } = await loggedInClient(server)
    const token = api.cookies.get('payload-token')!
    const response = await fetch(`${server.baseUrl}/cms-api/users/versions`, { headers: { Authorization: `JWT ${token}` } })
    expect(response.status).toBe(403)
    expect((await api.get('/cms-api/users/versions')).status).toBe(403)
  })
})

describe('sign-in that an attacker cannot turn against the owner', () => {
  it('five wrong client passwords lock that address and account, not the owner elsewhere', async () => {
    const client = await registerClient(server)
    const attacker = from()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await attacker.post('/api/login', { email: client.email, password: 'mauvais-mot' })).status).toBe(401)
    }
    const locked = await attacker.post('/api/login', { email: client.email, password: client.password })
    expect(locked.status).toBe(423)
    expect(locked.body.error).toMatch(/temporairement bloqué/)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    const owner = await from().post('/api/login', { email: client.email, password: client.password })
    expect(owner.status).toBe(200)
  })

  it('five wrong editor passwords from one address, then the right one from another: 200', async () => {
    const attacker = from()
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await attacker.post<{ errors: { message: string }[] }>('/cms-api/editors/login', {
        email: DEMO_EDITOR_EMAIL,
        password: 'mauvais-mot',
      })
      expect(wrong.status).toBe(401)
      expect(wrong.body.errors[0].message).toBe('Email ou mot de passe incorrect.')
    }
    const locked = await attacker.post('/cms-api/editors/login', { email: DEMO_EDITOR_EMAIL, password: demoEditorPassword(server) })
    expect(locked.status).toBe(423)
    const owner = await loginEditor(server, DEMO_EDITOR_EMAIL, demoEditorPassword(server), { 'X-Forwarded-For': '198.51.100.200' })
    expect((await owner.get<{ user: { email: string } }>('/cms-api/editors/me')).body.user.email).toBe(DEMO_EDITOR_EMAIL)
  })

  it("reads the editor login as Payload's admin posts it (multipart, fields in _payload)", async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: DEMO_EDITOR_EMAIL, password: demoEditorPassword(server) }))
    const response = await fetch(`${server.baseUrl}/cms-api/editors/login`, {
      method: 'POST',
      body: form,
      headers: { Origin: server.baseUrl, 'X-Forwarded-For': '198.51.100.201' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join(';')).toMatch(/payload-token=/)
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(DEMO_EDITOR_EMAIL)
  })

  it('locks a pair longer each time (growing delays)', async () => {
    // The second lock of a pair within a day lasts twice the first: seen in Retry-After without waiting 15 minutes.
    const db = await connectToDatabase(server)
    const client = await registerClient(server)
    const attacker = from()
    try {
      for (let attempt = 0; attempt < 5; attempt++) await attacker.post('/api/login', { email: client.email, password: 'mauvais-mot' })
      // The first lock ends (its row expires now), the next five failures lock again.
      await db.query(`UPDATE rate_limits SET expire = 0 WHERE key LIKE 'client-login-fails:%'`)
      for (let attempt = 0; attempt < 5; attempt++) await attacker.post('/api/login', { email: client.email, password: 'mauvais-mot' })
    } finally {
      await db.end()
    }
    const locked = await attacker.post('/api/login', { email: client.email, password: client.password })
    expect(locked.status).toBe(423)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(29 * 60)
    expect(locked.body.error).toMatch(/Réessayez dans 30 minutes/)
  })

  it('wrong administration keys hold back that address only', async () => {
    const attacker = from()
    let status = 0
    for (let attempt = 0; attempt < 6 && status !== 429; attempt++) {
      status = (await attacker.post('/api/admin/login', { adminKey: `faux-${attempt}` })).status
    }
    expect(status).toBe(429)
    expect((await attacker.post('/api/admin/login', { adminKey: server.adminKey })).status).toBe(429)
    expect((await from().post('/api/admin/login', { adminKey: server.adminKey })).status).toBe(200)
  })

  it('an account guessed at from many addresses stays open to an address its owner used before', async () => {
    const client = await registerClient(server)
    const home = from()
    expect((await home.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    // 50 failures from 50 addresses, ten at a time.
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          from(`192.0.2.${batch * 10 + n}`).post('/api/login', { email: client.email, password: 'mauvais-mot' }),
        ),
      )
    }
    const stranger = await from().post('/api/login', { email: client.email, password: client.password })
    expect(stranger.status).toBe(429)
    expect(stranger.body.error).toMatch(/Trop de tentatives/)
    expect((await home.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
  }, 90_000)
})

describe('a NUL character is bad input, and failed queries leave no personal data in the log', () => {
  it('answers 400 in French on a query string, a body and a register', async () => {
    const search = await from().get('/api/blog/posts?q=%00')
    expect(search.status).toBe(400)
    expect(search.body.error).toBe('Le texte contient un caractère invalide (caractère nul).')
    const contact = await from().post('/api/contacts', {
      firstName: 'Amina',
      lastName: 'Benali',
      email: 'amina.benali@example.com',
      message: 'a\u0000b est un message assez long',
    })
    expect(contact.status).toBe(400)
    const data = newClientData({ lastName: 'Ben\u0000ali' })
    const register = await from().post('/api/register', data)
    expect(register.status).toBe(400)
    expect(server.logs()).not.toContain(data.email)
    expect(server.logs()).not.toMatch(/Failed query/)
  })

  it('answers 400 on a NUL in a key of any JSON body and in a path', async () => {
    expect((await from().post('/api/contacts', { 'fir\u0000st': 'x' })).status).toBe(400)
    expect((await from().get('/api/blog/posts/abc%00def')).status).toBe(400)
    expect((await from().get('/cms-api/blog-posts?where[title][equals]=%00')).status).toBe(400)
  })
})

describe('/cms and /cms-api edges', () => {
  it('refuses malformed addresses, internal collections and oversized bodies cleanly', async () => {
    for (const path of ['/cms-api/%E0%A4', '/cms/%E0%A4']) expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(400)
    expect((await fetch(`${server.baseUrl}/cms-api/payload-migrations`)).status).toBe(404)
    const huge = await fetch(`${server.baseUrl}/cms-api/editors/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(3 * 1024 * 1024) }),
    })
    expect(huge.status).toBe(413)
  })

  it('refuses a write that a browser says comes from another site, even without Origin', async () => {
    const client = await registerClient(server)
    for (const path of ['/api/login', '/cms-api/editors/login']) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
        body: JSON.stringify({ email: client.email, password: client.password }),
      })
      expect(response.status, path).toBe(403)
    }
  })
})

describe('roles for editors', () => {
  it('an editor sees and changes the blog only; staff see everything', async () => {
    const editor = await loginEditor(server, DEMO_EDITOR_EMAIL, demoEditorPassword(server), { 'X-Forwarded-For': '198.51.100.202' })
    expect((await editor.get('/cms-api/blog-posts?draft=true')).status).toBe(200)
    const tag = await editor.post('/cms-api/blog-tags', { name: 'Rédaction', slug: 'redaction' })
    expect(tag.status).toBe(201)
    for (const collection of ['users', 'payments', 'project-documents', 'messages', 'leads', 'contacts', 'projects', 'payload-jobs']) {
      expect((await editor.get(`/cms-api/${collection}`)).status, collection).toBe(403)
    }
    const me = await editor.get<{ user: { id: number; role: string } }>('/cms-api/editors/me')
    expect(me.body.user.role).toBe('editor')
    await editor.patch(`/cms-api/editors/${me.body.user.id}`, { role: 'staff' })
    expect((await editor.get<{ user: { role: string } }>('/cms-api/editors/me')).body.user.role).toBe('editor')
    const others = await editor.get<{ totalDocs: number }>('/cms-api/editors')
    expect(others.body.totalDocs).toBe(1)

    for (const collection of ['users', 'payments', 'project-documents', 'messages', 'leads', 'contacts', 'projects', 'editors']) {
      expect((await staff.get(`/cms-api/${collection}`)).status, collection).toBe(200)
    }
  })
})
