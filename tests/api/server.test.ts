import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.stop()
})

describe('the one server', () => {
  it('GET /api/health answers when the database is reachable', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, status: 'ok', database: 'ok' })
  })

  it('talks to its embedded PostgreSQL through the Unix socket, which only its owner may open', async () => {
    await fetch(`${server.baseUrl}/api/health`)
    const db = await connectToDatabase(server)
    try {
      // This test's own connection is TCP; the server's pool is on the socket (no client address).
      const { rows } = await db.query<{ socket: number; tcp: number; socket_dir: string; permissions: string }>(`
        SELECT count(*) FILTER (WHERE client_addr IS NULL)::int AS socket,
               count(*) FILTER (WHERE client_addr IS NOT NULL AND pid <> pg_backend_pid())::int AS tcp,
               current_setting('unix_socket_directories') AS socket_dir,
               current_setting('unix_socket_permissions') AS permissions
          FROM pg_stat_activity WHERE datname = 'app' AND backend_type = 'client backend'`)
      expect(rows[0]).toEqual({ socket: expect.any(Number), tcp: 0, socket_dir: `${server.dataDir}/postgres`, permissions: '0700' })
      expect(rows[0]!.socket).toBeGreaterThan(0)
    } finally {
      await db.end()
    }
  })

  it.each([
    '/',
    '/login',
    '/register',
    '/dashboard',
    '/mot-de-passe-oublie',
    '/reinitialiser-mot-de-passe',
    '/admin',
    '/project/12',
    '/admin/blog/edit/3',
    '/blog',
  ])('serves the React app at %s with 200', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(await response.text()).toContain('<div id="root">')
  })

  // An unknown article (/blog/un-article) is a 404 too, with its own French page: tests/api/blog-pages.test.ts.
  it.each(['/nope', '/admin/blog/publish/3', '/project', '/login/extra'])('answers 404 with the app (English page) at %s', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<div id="root">')
  })

  it('sends security headers, with a CSP that forbids inline scripts on the app but the islands loader', async () => {
    const response = await fetch(`${server.baseUrl}/login`)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    // One inline script, by its hash: the islands loader (tests/api/public-pages.test.ts checks it is the page's).
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+={0,2}'(;|$)/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-powered-by')).toBeNull()
  })

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await new ApiClient(server.baseUrl).get('/api/nothing-here')
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ success: false })
  })

  it('answers malformed JSON with a JSON 400, no stack trace', async () => {
    const response = await new ApiClient(server.baseUrl).raw('POST', '/api/login', '{"email": ')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      success: false,
      error: 'Le corps de la requête n’est pas un JSON valide.',
      message: 'Le corps de la requête n’est pas un JSON valide.',
    })
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(js|ts)/)
  })

  it('answers a malformed percent-encoding in the address with a French 400, never a 500', async () => {
    for (const path of ['/api/blog/posts/%E0%A4%A', '/api/messages/%ZZ']) {
      const response = await new ApiClient(server.baseUrl).get(path)
      expect(response.status, path).toBe(400)
      expect(response.body, path).toMatchObject({ success: false, error: "L'adresse demandée contient des caractères mal encodés." })
    }
    const page = await fetch(`${server.baseUrl}/blog/%E0%A4%A`)
    expect(page.status).toBe(400)
    expect(await page.text()).toBe('Adresse ou requête invalide.')
  })

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) })
    const response = await new ApiClient(server.baseUrl).raw('POST', '/api/login', big)
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ success: false, error: 'La requête est trop volumineuse.' })
  })

  it('treats a body that is not JSON as missing fields (400), never a 500', async () => {
    const response = await new ApiClient(server.baseUrl).raw('POST', '/api/register', 'firstName=Ali', 'application/x-www-form-urlencoded')
    expect(response.status).toBe(400)
    const array = await new ApiClient(server.baseUrl).raw('POST', '/api/register', '[1,2]')
    expect(array.status).toBe(400)
  })
})
