/**
 * An article's preview, /blog/apercu/{id} (issue 36 item 6), through the real server: staff (the
 * back-office's key session, a /cms editor of either role) see any article as it will look, under
 * a band saying it is a preview; anyone else gets the article's 404, whether or not it exists. The
 * preview is never indexed, never kept, never counted as a view, never read from the public cache.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiBlogPost, BlogPostInput } from '@/contract/blog'
import type { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { createEditorAccount, DEMO_EDITOR_EMAIL, demoEditorPassword, loginEditor } from '../helpers/editor-accounts'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let editor: ApiClient
let staff: ApiClient
let client: ApiClient
let draft: ApiBlogPost
let published: ApiBlogPost
const run = Date.now().toString(36)

const CONTENT = `<p>Le brouillon explique le bail commercial, la domiciliation et le dépôt au registre du commerce (${run}).</p>`

async function createPost(post: Partial<BlogPostInput> & { title: string; slug: string }) {
  const response = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', { content: CONTENT, status: 'published', ...post })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true, seedDemo: true })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  editor = await loginEditor(server, DEMO_EDITOR_EMAIL, demoEditorPassword(server))
  staff = (await createEditorAccount(server, 'staff')).api
  client = (await loggedInClient(server)).api
  draft = await createPost({ title: 'Bail ou domiciliation en brouillon', slug: `brouillon-apercu-${run}`, status: 'draft' })
  published = await createPost({ title: 'Un article déjà en ligne', slug: `en-ligne-apercu-${run}` })
}, 300_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

/** A page as a browser asks it, with only the cookie of the session given (no Origin, no JSON). */
const page = (path: string, session?: ApiClient) =>
  fetch(`${server.baseUrl}${path}`, {
    redirect: 'manual',
    headers: { Accept: 'text/html', ...(session ? { Cookie: session.cookieHeader() } : {}) },
  })

const viewCount = async (id: number) =>
  Number((await db.query<{ view_count: number }>('SELECT view_count FROM blog_posts WHERE id = $1', [id])).rows[0].view_count)
/** Views are written every 2 s (cms/features/blog/view-counter.ts). */
const flushWait = () => new Promise((resolve) => setTimeout(resolve, 2_600))

describe('who sees a preview', () => {
  it('is a 404 for anonymous visitors and clients, with or without the article, saying nothing of it', async () => {
    const callers: [string, ApiClient | undefined][] = [
      ['anonymous', undefined],
      ['client', client],
    ]
    for (const [who, session] of callers) {
      for (const id of [draft.id, published.id, 999_999]) {
        const response = await page(`/blog/apercu/${id}`, session)
        expect(response.status, `${who} ${id}`).toBe(404)
        const html = await response.text()
        expect(html).toContain('Article non trouvé')
        expect(html).not.toContain(draft.title)
        expect(html).not.toContain('Aperçu')
        expect(response.headers.get('cache-control')).toBe('private, no-store')
      }
    }
    // A client's cookie sent with the site's Origin, as its browser would, changes nothing.
    const withOrigin = await fetch(`${server.baseUrl}/blog/apercu/${draft.id}`, {
      headers: { Cookie: client.cookieHeader(), Origin: server.baseUrl, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(withOrigin.status).toBe(404)
    // A forged editor token is no session.
    const forged = await page(`/blog/apercu/${draft.id}`, {
      cookieHeader: () => 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJjb2xsZWN0aW9uIjoiZWRpdG9ycyIsImlkIjoxfQ.x',
    } as ApiClient)
    expect(forged.status).toBe(404)
  })

  it('shows the article to the back-office, a /cms editor and /cms staff', async () => {
    for (const [who, session] of [
      ['back-office', admin],
      ['cms editor', editor],
      ['cms staff', staff],
    ] as const) {
      const response = await page(`/blog/apercu/${draft.id}`, session)
      expect(response.status, who).toBe(200)
      expect(await response.text()).toContain(draft.title)
    }
  })

  it('is a 404 for staff too when the id is unknown or malformed', async () => {
    for (const id of ['999999', '0', 'abc', '99999999999', '2147483648']) {
      expect((await page(`/blog/apercu/${id}`, admin)).status, id).toBe(404)
    }
  })
})

describe('what a preview is', () => {
  it('a draft as it will look, under the band, kept out of indexes and caches', async () => {
    const response = await page(`/blog/apercu/${draft.id}`, admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Aperçu\u00a0: cet article n’est pas encore publié.')
    // The public article's own page: its heading, its body, its way back to the blog.
    expect(html).toMatch(/<h1[^>]*id="article-titre"[^>]*>Bail ou domiciliation en brouillon<\/h1>/)
    expect(html).toContain(`le dépôt au registre du commerce (${run})`)
    expect(html).toContain('Tous les articles du blog')
    // The public still has no such article.
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404)
    expect((await page(`/blog/${draft.slug}`, admin)).status).toBe(404)
  })

  it('says when the article is scheduled, archived or already online', async () => {
    const scheduled = await createPost({
      title: 'Un article programmé',
      slug: `programme-${run}`,
      publishedAt: '2036-03-15T09:30:00.000Z',
    })
    const archived = await createPost({ title: 'Un article archivé', slug: `archive-${run}`, status: 'archived' })
    const notices: [number, string][] = [
      [scheduled.id, 'Aperçu\u00a0: cet article sera publié le 15 mars 2036 à 10:30.'],
      [archived.id, 'Aperçu\u00a0: cet article est archivé, il n’est plus visible sur le blog.'],
      [published.id, 'Aperçu\u00a0: cet article est en ligne, tel que les lecteurs le voient.'],
    ]
    for (const [id, notice] of notices) {
      const response = await page(`/blog/apercu/${id}`, editor)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(notice)
    }
  })

  it('counts no view, while the public page does', async () => {
    await flushWait()
    const before = await viewCount(published.id)
    for (let i = 0; i < 3; i++) expect((await page(`/blog/apercu/${published.id}`, admin)).status).toBe(200)
    await flushWait()
    expect(await viewCount(published.id)).toBe(before)
    expect((await page(`/blog/${published.slug}`)).status).toBe(200)
    await flushWait()
    expect(await viewCount(published.id)).toBe(before + 1)
  })

  it('is read from the database, never from the public cache, and puts nothing in it', async () => {
    // The public page is read and kept (five seconds); the stored HTML then changes behind Payload's back.
    const before = await (await page(`/blog/${published.slug}`)).text()
    expect(before).toContain(`(${run})`)
    await db.query('UPDATE blog_posts SET content_html = $1 WHERE id = $2', [`<p>Version relue en base ${run}.</p>`, published.id])
    const preview = await (await page(`/blog/apercu/${published.id}`, admin)).text()
    expect(preview).toContain(`Version relue en base ${run}.`)
    // The public reader still gets the kept copy: the preview neither read it nor replaced it.
    const kept = await (await page(`/blog/${published.slug}`)).text()
    expect(kept).toContain(`(${run})`)
    expect(kept).not.toContain('Aperçu')
  })
})

describe('the back-office editor signs like /cms (parity)', () => {
  it('lists the editors to staff, saves the author chosen, keeps it when none is sent, refuses an unknown one in French', async () => {
    const list = await admin.get<{ editors: { id: number; firstName: string; lastName: string }[] }>('/api/blog/editors')
    expect(list.status).toBe(200)
    const karim = list.body.editors.find((one) => one.firstName === 'Karim' && one.lastName === 'Haddad')
    expect(karim).toBeDefined()
    expect(Object.keys(karim!).sort()).toEqual(['firstName', 'id', 'lastName'])

    const signed = await createPost({ title: 'Signé depuis le back-office', slug: `signe-bo-${run}`, authorId: karim!.id })
    expect(signed).toMatchObject({ authorId: karim!.id, author: { firstName: 'Karim', lastName: 'Haddad' } })
    // An older caller sends no authorId: the author stays.
    const kept = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${signed.id}`, {
      title: 'Signé depuis le back-office, relu',
      slug: signed.slug,
      content: CONTENT,
      status: 'published',
    })
    expect(kept.body.post).toMatchObject({ authorId: karim!.id, author: { firstName: 'Karim' } })
    // null: the team signs.
    const team = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${signed.id}`, {
      title: 'Signé par l’équipe',
      slug: signed.slug,
      content: CONTENT,
      status: 'published',
      authorId: null,
    })
    expect(team.body.post).toMatchObject({ authorId: null, author: { firstName: 'Équipe' } })

    const unknown = await admin.post('/api/blog/posts', {
      title: 'Auteur inconnu',
      slug: `auteur-inconnu-${run}`,
      content: CONTENT,
      authorId: 999_999,
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      error: 'Cet auteur n’existe pas (ou plus)\u00a0: choisissez-en un autre.',
      fields: { authorId: 'Auteur inconnu' },
    })
    const malformed = await admin.post('/api/blog/posts', {
      title: 'Auteur invalide',
      slug: `auteur-invalide-${run}`,
      content: CONTENT,
      authorId: 'x',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ fields: { authorId: 'Auteur invalide' } })

    // Not for the public nor for clients.
    expect((await client.get('/api/blog/editors')).status).toBe(401)
  })
})
