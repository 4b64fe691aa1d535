import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.stop()
})

describe('administration key', () => {
  it('status is false without a session', async () => {
    const response = await new ApiClient(server.baseUrl).get('/api/admin/status')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true, isAdmin: false })
  })

  it('refuses a wrong key with 401 and the spec text', async () => {
    const api = new ApiClient(server.baseUrl)
    const response = await api.post('/api/admin/login', { adminKey: 'pas-la-bonne-cle' })
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ success: false, error: "Clé d'administration incorrecte" })
    expect(api.cookies.size).toBe(0)
    expect((await api.get('/api/admin/status')).body).toMatchObject({ isAdmin: false })
  })

  it('refuses an empty or missing key with 400', async () => {
    const api = new ApiClient(server.baseUrl)
    expect((await api.post('/api/admin/login', {})).status).toBe(400)
    expect((await api.post('/api/admin/login', { adminKey: '' })).body.error).toBe('Veuillez saisir la clé d’administration')
  })

  it('opens an HttpOnly session with the right key, and logout ends it server-side', async () => {
    const api = await adminSession(server)
    const cookie = [...api.cookies.keys()]
    expect(cookie).toEqual(['admin_session'])
    expect((await api.get('/api/admin/status')).body).toEqual({ success: true, isAdmin: true })

    const copy = new ApiClient(server.baseUrl)
    copy.cookies.set('admin_session', api.cookies.get('admin_session')!)
    expect((await copy.get('/api/admin/status')).body).toMatchObject({ isAdmin: true })

    expect((await api.post('/api/admin/logout')).status).toBe(200)
    expect((await api.get('/api/admin/status')).body).toMatchObject({ isAdmin: false })
    expect((await copy.get('/api/admin/status')).body).toMatchObject({ isAdmin: false })
  })

  it('a client session is not an admin session', async () => {
    const { api } = await loggedInClient(server)
    expect((await api.get('/api/admin/status')).body).toMatchObject({ isAdmin: false })
  })

  it('rate-limits wrong keys, and then refuses even the right one for a while', async () => {
    const api = new ApiClient(server.baseUrl)
    let status = 0
    for (let attempt = 0; attempt < 6 && status !== 429; attempt++) {
      status = (await api.post('/api/admin/login', { adminKey: `faux-${attempt}` })).status
    }
    expect(status).toBe(429)
    const blocked = await api.post('/api/admin/login', { adminKey: server.adminKey })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(blocked.body.error).toMatch(/Trop de tentatives/)
  })
})
