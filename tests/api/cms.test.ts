import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { loggedInClient, registerClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'
import { createEditorAccount, demoEditorPassword } from '../helpers/editor-accounts'

let server: TestServer
let staff: ApiClient
beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true, seedDemo: true })
  // Made once: the operator's command loads Payload (several seconds).
  staff = (await createEditorAccount(server, 'staff')).api
})
afterAll(async () => {
  await server?.stop()
})

const editorPassword = () => demoEditorPassword(server)

describe('Payload admin at /cms and its REST API at /cms-api', () => {
  it('serves the login page', async () => {
    const response = await fetch(`${server.baseUrl}/cms/login`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
  })

  it('lets an editor in to the blog only, and staff to every collection', async () => {
    const editor = new ApiClient(server.baseUrl)
    const login = await editor.post('/cms-api/editors/login', { email: 'editeur@example.com', password: editorPassword() })
    expect(login.status).toBe(200)
    expect((await editor.get('/cms-api/users')).status).toBe(403)
    expect((await editor.get('/cms-api/blog-posts')).status).toBe(200)
    const users = await staff.get<{ totalDocs: number }>('/cms-api/users')
    expect(users.status).toBe(200)
    expect(users.body.totalDocs).toBeGreaterThanOrEqual(1)
    // Emails are sent only by the server's runner, which claims each job once (cms/infra/mail/job-runner.ts).
    const run = await staff.get('/cms-api/payload-jobs/run')
    expect(run.status).toBe(401)
  })

  it('never lets a client into /cms, nor use Payload REST (clients go through /api)', async () => {
    const { api } = await loggedInClient(server)
    const admin = await api.get<{ user: unknown }>('/cms-api/editors/me')
    expect(admin.status).toBe(403)
    for (const collection of [
      'editors',
      'users',
      'projects',
      'project-steps',
      'messages',
      'payments',
      'leads',
      'contacts',
      'admin-sessions',
    ]) {
      const response = await api.get(`/cms-api/${collection}`)
      expect(response.status, collection).toBe(403)
    }
    const ownProject = await api.post('/cms-api/projects', { user: 1, name: 'Projet par la porte de derrière', type: 'creation' })
    expect(ownProject.status).toBe(403)
  })

  it("closes Payload's auth endpoints for client accounts; editors keep theirs", async () => {
    const anonymous = new ApiClient(server.baseUrl)
    for (const endpoint of ['login', 'forgot-password', 'reset-password', 'refresh-token', 'me', 'logout']) {
      const response = await anonymous.post<{ error: string }>(`/cms-api/users/${endpoint}`, {
        email: 'client@example.com',
        password: 'demo1234',
      })
      expect(response.status, endpoint).toBe(404)
      expect(response.body.error).toContain('/api')
    }
    const editor = await anonymous.post('/cms-api/editors/login', { email: 'editeur@example.com', password: editorPassword() })
    expect(editor.status).toBe(200)
  })

  it('holds article, category and tag slugs to the spec pattern', async () => {
    const editor = new ApiClient(server.baseUrl)
    await editor.post('/cms-api/editors/login', { email: 'editeur@example.com', password: editorPassword() })
    const wrong = await editor.post('/cms-api/blog-tags', {
      name: 'Fiscalité',
      slug: 'Fiscalité 2026',
    })
    expect(wrong.status).toBe(400)
    // Payload's REST names the field; /api (blog issue) will answer with SLUG_MESSAGE.
    expect(JSON.stringify(wrong.body)).toContain('Slug')
    const right = await editor.post('/cms-api/blog-tags', { name: 'Fiscalité', slug: 'fiscalite-2026' })
    expect(right.status).toBe(201)
  })

  it("links a message only to a project of the message's own client", async () => {
    const editor = staff
    const owner = await registerClient(server)
    const other = await registerClient(server)
    const project = await editor.post<{ doc: { id: number } }>('/cms-api/projects', {
      user: owner.id,
      name: 'SARL Atlas',
      type: 'creation',
    })
    expect(project.status).toBe(201)
    const wrong = await editor.post('/cms-api/messages', {
      user: other.id,
      subject: 'Votre dossier',
      content: 'Bonjour',
      project: project.body.doc.id,
    })
    expect(wrong.status).toBe(400)
    const right = await editor.post('/cms-api/messages', {
      user: owner.id,
      subject: 'Votre dossier',
      content: 'Bonjour',
      project: project.body.doc.id,
    })
    expect(right.status).toBe(201)
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
