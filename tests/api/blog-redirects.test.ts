/**
 * Old article addresses (issue 36 item 5), through the real server: renaming a published
 * article in the back-office (/api) or in /cms (/cms-api) keeps its old address answering 301 to
 * the current one, in one hop however many renames followed; the live article wins its slug
 * back; a redirect to an unpublished article is a 404; redirects made by hand in /cms are
 * honoured (followed a few hops, loop-safe); the sitemap and the feed carry current slugs only.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiBlogPost, BlogPostInput } from '@/contract/blog'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { DEMO_EDITOR_EMAIL, demoEditorPassword, loginEditor } from '../helpers/editor-accounts'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let editor: ApiClient
const run = Date.now().toString(36)

const CONTENT = '<p>Le registre du commerce demande les statuts, le bail du siège et la pièce d’identité du gérant.</p>'

beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true, seedDemo: true })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  editor = await loginEditor(server, DEMO_EDITOR_EMAIL, demoEditorPassword(server))
}, 300_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const body = (post: Partial<BlogPostInput> & { title: string; slug: string }): BlogPostInput => ({
  content: CONTENT,
  status: 'published',
  ...post,
})

async function createPost(post: Partial<BlogPostInput> & { title: string; slug: string }) {
  const response = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', body(post))
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

/** The back-office's PUT, as its editor sends it: every field. */
async function updatePost(post: ApiBlogPost, changes: Partial<BlogPostInput>) {
  const response = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${post.id}`, {
    ...body({ title: post.title, slug: post.slug, status: post.status, publishedAt: post.publishedAt }),
    ...changes,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.post
}

/** A page as a reader's browser asks it, without following redirects. */
const page = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { Accept: 'text/html' } })

async function expectMoved(from: string, to: string) {
  const response = await page(from)
  expect(response.status, `${from} → ${response.headers.get('location')}`).toBe(301)
  expect(response.headers.get('location')).toBe(to)
}

const redirectRows = async (from: string) =>
  (
    await db.query<{ to_type: string; to_url: string | null; post: number | null }>(
      `SELECT r.to_type, r.to_url, rel.blog_posts_id AS post FROM redirects r
         LEFT JOIN redirects_rels rel ON rel.parent_id = r.id AND rel.path = 'to.reference' WHERE r."from" = $1`,
      [from],
    )
  ).rows

describe('renaming a published article', () => {
  it('answers 301 from the old address to the new one; the API says where it went', async () => {
    const post = await createPost({ title: 'Ouvrir une EURL à Sétif', slug: `eurl-setif-${run}` })
    await updatePost(post, { slug: `ouvrir-eurl-setif-${run}` })

    await expectMoved(`/blog/eurl-setif-${run}`, `/blog/ouvrir-eurl-setif-${run}`)
    const landed = await page(`/blog/ouvrir-eurl-setif-${run}`)
    expect(landed.status).toBe(200)
    expect(await landed.text()).toContain('Ouvrir une EURL à Sétif')
    // Recorded as the article itself, not its address.
    expect(await redirectRows(`/blog/eurl-setif-${run}`)).toEqual([{ to_type: 'reference', to_url: null, post: post.id }])

    // The API keeps the spec's 404 and adds the way.
    const api = await new ApiClient(server.baseUrl).get<{ success: boolean; error: string; redirectTo?: string }>(
      `/api/blog/posts/eurl-setif-${run}`,
    )
    expect(api.status).toBe(404)
    expect(api.body).toMatchObject({ success: false, error: 'Article non trouvé', redirectTo: `/blog/ouvrir-eurl-setif-${run}` })
    // An address that never was one is a plain 404, page and API alike.
    expect((await page(`/blog/jamais-ecrit-${run}`)).status).toBe(404)
    expect((await new ApiClient(server.baseUrl).get(`/api/blog/posts/jamais-ecrit-${run}`)).body).not.toHaveProperty('redirectTo')
  })

  it('lands every former slug on the newest in one hop after two renames', async () => {
    let post = await createPost({ title: 'Statuts de SARL : les clauses utiles', slug: `clauses-v1-${run}` })
    post = await updatePost(post, { slug: `clauses-v2-${run}` })
    await expectMoved(`/blog/clauses-v1-${run}`, `/blog/clauses-v2-${run}`)
    post = await updatePost(post, { slug: `clauses-v3-${run}` })
    await expectMoved(`/blog/clauses-v1-${run}`, `/blog/clauses-v3-${run}`)
    await expectMoved(`/blog/clauses-v2-${run}`, `/blog/clauses-v3-${run}`)
    expect((await page(`/blog/clauses-v3-${run}`)).status).toBe(200)

    // Renamed back to its first slug: the article takes its address back, no redirect loops on itself.
    await updatePost(post, { slug: `clauses-v1-${run}` })
    expect((await page(`/blog/clauses-v1-${run}`)).status).toBe(200)
    expect(await redirectRows(`/blog/clauses-v1-${run}`)).toEqual([])
    await expectMoved(`/blog/clauses-v3-${run}`, `/blog/clauses-v1-${run}`)
  })

  it('gives an old slug to a new article that takes it: the live article wins', async () => {
    const first = await createPost({ title: 'Le capital social minimum', slug: `capital-${run}` })
    await updatePost(first, { slug: `capital-social-minimum-${run}` })
    await expectMoved(`/blog/capital-${run}`, `/blog/capital-social-minimum-${run}`)

    // A draft on that slug leaves the old address leading to the renamed article...
    const newcomer = await createPost({ title: 'Capital : le versement à la banque', slug: `capital-${run}`, status: 'draft' })
    await expectMoved(`/blog/capital-${run}`, `/blog/capital-social-minimum-${run}`)
    // ...until it is published: then the address is its own, and the redirect is gone.
    await updatePost(newcomer, { status: 'published' })
    const response = await page(`/blog/capital-${run}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Capital : le versement à la banque')
    expect(await redirectRows(`/blog/capital-${run}`)).toEqual([])
    expect((await page(`/blog/capital-social-minimum-${run}`)).status).toBe(200)
  })

  it('is a 404 when the article it leads to is no longer public; a draft renamed records nothing', async () => {
    const post = await createPost({ title: 'Les aides à la création en 2026', slug: `aides-${run}` })
    const renamed = await updatePost(post, { slug: `aides-creation-${run}` })
    await expectMoved(`/blog/aides-${run}`, `/blog/aides-creation-${run}`)
    await updatePost(renamed, { status: 'draft' })
    expect((await page(`/blog/aides-${run}`)).status).toBe(404)
    expect((await page(`/blog/aides-creation-${run}`)).status).toBe(404)

    const draft = await createPost({ title: 'Un brouillon qui change de nom', slug: `brouillon-nom-${run}`, status: 'draft' })
    await updatePost(draft, { slug: `brouillon-renomme-${run}` })
    expect(await redirectRows(`/blog/brouillon-nom-${run}`)).toEqual([])
  })

  it('records the redirect when an editor renames the article in /cms too', async () => {
    const post = await createPost({ title: 'Choisir sa banque professionnelle', slug: `banque-${run}` })
    const patch = await editor.patch(`/cms-api/blog-posts/${post.id}`, { slug: `banque-pro-${run}` })
    expect(patch.status, JSON.stringify(patch.body)).toBe(200)
    await expectMoved(`/blog/banque-${run}`, `/blog/banque-pro-${run}`)
    expect(await redirectRows(`/blog/banque-${run}`)).toEqual([{ to_type: 'reference', to_url: null, post: post.id }])
  })
})

describe('redirects made by hand in /cms', () => {
  async function cmsRedirect(data: Record<string, unknown>) {
    const response = await editor.post<{ doc: { id: number; from: string } }>('/cms-api/redirects', data)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.doc
  }

  it('honours a custom address, follows one that leads to another old address, and stops a loop', async () => {
    const target = await createPost({ title: 'Le guide de la domiciliation', slug: `domiciliation-${run}` })
    await updatePost(target, { slug: `guide-domiciliation-${run}` })

    // Typed with the site's address and a trailing slash: stored as the path.
    const typed = await cmsRedirect({
      from: `${server.baseUrl}/blog/vieux-guide-${run}/`,
      to: { type: 'custom', url: `/blog/domiciliation-${run}` },
    })
    expect(typed.from).toBe(`/blog/vieux-guide-${run}`)
    // Two hops (custom → old address → the article), answered in one.
    await expectMoved(`/blog/vieux-guide-${run}`, `/blog/guide-domiciliation-${run}`)

    await cmsRedirect({ from: `/blog/partenaire-${run}`, to: { type: 'custom', url: 'https://www.cnrc.dz/' } })
    await expectMoved(`/blog/partenaire-${run}`, 'https://www.cnrc.dz/')
    await cmsRedirect({ from: `/blog/vers-liste-${run}`, to: { type: 'custom', url: '/blog' } })
    await expectMoved(`/blog/vers-liste-${run}`, '/blog')
    await cmsRedirect({
      from: `/blog/reference-${run}`,
      to: { type: 'reference', reference: { relationTo: 'blog-posts', value: target.id } },
    })
    await expectMoved(`/blog/reference-${run}`, `/blog/guide-domiciliation-${run}`)

    await cmsRedirect({ from: `/blog/boucle-a-${run}`, to: { type: 'custom', url: `/blog/boucle-b-${run}` } })
    await cmsRedirect({ from: `/blog/boucle-b-${run}`, to: { type: 'custom', url: `/blog/boucle-a-${run}` } })
    expect((await page(`/blog/boucle-a-${run}`)).status).toBe(404)
  })

  it('refuses addresses that are no article path or no web address, in French, and stores nothing', async () => {
    // Payload's REST names the field (its admin shows our message under it, checked in the browser).
    const from = await editor.post<{ errors: { message: string }[] }>('/cms-api/redirects', {
      from: '/mentions-legales',
      to: { type: 'custom', url: '/blog' },
    })
    expect(from.status).toBe(400)
    expect(from.body.errors[0].message).toMatch(/^Le champ suivant n’est pas valide\s:\sAncienne adresse$/)
    const to = await editor.post<{ errors: { message: string }[] }>('/cms-api/redirects', {
      from: `/blog/piege-${run}`,
      to: { type: 'custom', url: 'javascript:alert(1)' },
    })
    expect(to.status).toBe(400)
    expect(to.body.errors[0].message).toMatch(/^Le champ suivant n’est pas valide\s:\sAdresse personnalisée$/)
    expect(await redirectRows('/mentions-legales')).toEqual([])
    expect(await redirectRows(`/blog/piege-${run}`)).toEqual([])
    // Not for the public: the list of redirects is the editors'.
    expect((await new ApiClient(server.baseUrl).get('/cms-api/redirects')).status).toBeGreaterThanOrEqual(401)
  })
})

describe('the sitemap and the feed', () => {
  it('carry the current slugs only', async () => {
    const post = await createPost({ title: 'Déclarer son premier salarié', slug: `salarie-ancien-${run}` })
    await updatePost(post, { slug: `premier-salarie-${run}` })
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    const feed = await (await fetch(`${server.baseUrl}/blog/rss.xml`)).text()
    for (const text of [sitemap, feed]) {
      expect(text).toContain(`/blog/premier-salarie-${run}`)
      expect(text).not.toContain(`/blog/salarie-ancien-${run}`)
      expect(text).not.toContain(`/blog/eurl-setif-${run}<`)
    }
  })
})
