import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true, seedDemo: true })
})
afterAll(async () => {
  await server?.stop()
})

const editorPassword = () => {
  const match = /éditeur : editeur@example\.com \/ (\S+)/.exec(server.logs())
  if (!match) throw new Error(`No editor login in the banner:\n${server.logs()}`)
  return match[1]
}

describe('Payload admin at /cms and its REST API at /cms-api', () => {
  it('serves the login page', async () => {
    const response = await fetch(`${server.baseUrl}/cms/login`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
  })

  it('lets an editor in, and the editor sees every collection', async () => {
    const editor = new ApiClient(server.baseUrl)
    const login = await editor.post('/cms-api/editors/login', { email: 'editeur@example.com', password: editorPassword() })
    expect(login.status).toBe(200)
    const users = await editor.get<{ totalDocs: number }>('/cms-api/users')
    expect(users.status).toBe(200)
    expect(users.body.totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('never lets a client into /cms: no editor data, and only its own account', async () => {
    const { api, client } = await loggedInClient(server)
    const editors = await api.get('/cms-api/editors')
    expect(editors.status).toBe(403)
    const users = await api.get<{ docs: { id: number }[] }>('/cms-api/users')
    expect(users.status).toBe(200)
    expect(users.body.docs.map((user) => user.id)).toEqual([client.id])
    const admin = await api.get<{ user: unknown }>('/cms-api/editors/me')
    expect(admin.body.user).toBeNull()
    // The demo client's project is not visible to another client.
    const projects = await api.get<{ totalDocs: number }>('/cms-api/projects')
    expect(projects.body.totalDocs).toBe(0)
  })

  it('refuses anonymous sign-ups through Payload REST (they go through /api/register)', async () => {
    const response = await new ApiClient(server.baseUrl).post('/cms-api/users', {
      email: 'intrus@example.com',
      password: 'motdepasse',
      firstName: 'In',
      lastName: 'Trus',
    })
    expect(response.status).toBe(403)
  })
})
