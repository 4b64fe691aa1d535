/**
 * The blog's API (spec 2 §7): who may call what, what the public sees (published and due
 * posts only, by every path: list, slug, sitemap, RSS), the back-office's writes, the HTML
 * that comes out clean, the batched view counter, search, filters and pages.
 */
import zlib from 'node:zlib'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xml2js } from 'xml-js'
import type { ApiBlogCategory, ApiBlogPost, ApiBlogTag, BlogPostInput, BlogPostsResponse } from '@/contract/blog'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { rawGet } from '../helpers/raw-get'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let anonymous: ApiClient
let category: ApiBlogCategory
let tag: ApiBlogTag

const TEXT = 'Un texte de plus de cinquante caractères, pour passer la règle du contenu.'
let counter = 0
const uniqueSlug = (prefix = 'article') => `${prefix}-${++counter}`

const postBody = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Créer une SARL pas à pas',
  slug: uniqueSlug(),
  content: `<p>${TEXT}</p>`,
  status: 'published',
  ...overrides,
})

async function createPost(overrides: Partial<BlogPostInput> = {}) {
  const response = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', postBody(overrides))
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

const publicSlugs = async (query = '') =>
  (await anonymous.get<BlogPostsResponse>(`/api/blog/posts?limit=50${query}`)).body.posts.map((post) => post.slug)

beforeAll(async () => {
  server = await startTestServer()
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  anonymous = new ApiClient(server.baseUrl)
  const created = await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Fiscalité', slug: 'fiscalite' })
  expect(created.status).toBe(201)
  category = created.body.category
  const createdTag = await admin.post<{ tag: ApiBlogTag }>('/api/blog/tags', { name: 'Algérie', slug: 'algerie' })
  expect(createdTag.status).toBe(201)
  tag = createdTag.body.tag
}, 180_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

describe('access', () => {
  it('keeps every write and the by-id read for the back-office', async () => {
    const post = await createPost()
    const { api: client } = await loggedInClient(server)
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/blog/posts/id/${post.id}`],
      ['POST', '/api/blog/posts', postBody()],
      ['PUT', `/api/blog/posts/${post.id}`, postBody({ slug: post.slug, title: 'Titre piraté' })],
      ['DELETE', `/api/blog/posts/${post.id}`],
      ['POST', '/api/blog/categories', { name: 'Pirate', slug: 'pirate' }],
      ['PUT', `/api/blog/categories/${category.id}`, { name: 'Pirate', slug: 'pirate' }],
      ['DELETE', `/api/blog/categories/${category.id}`],
      ['POST', '/api/blog/tags', { name: 'Pirate', slug: 'pirate' }],
      ['PUT', `/api/blog/tags/${tag.id}`, { name: 'Pirate', slug: 'pirate' }],
      ['DELETE', `/api/blog/tags/${tag.id}`],
    ]
    for (const [method, path, body] of calls) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401)
      expect((await client.request(method, path, body)).status, `${method} ${path} as a client`).toBe(401)
    }
    const row = await db.query('SELECT title FROM blog_posts WHERE id = $1', [post.id])
    expect(row.rows[0].title).toBe('Créer une SARL pas à pas')
    expect((await db.query("SELECT 1 FROM blog_categories WHERE slug = 'pirate'")).rowCount).toBe(0)
  })

  it('opens the lists and the article to everyone; the by-id read needs only the session cookie', async () => {
    const post = await createPost()
    for (const path of ['/api/blog/posts', '/api/blog/categories', '/api/blog/tags', `/api/blog/posts/${post.slug}`]) {
      expect((await anonymous.get(path)).status, path).toBe(200)
    }
    const plain = await fetch(`${server.baseUrl}/api/blog/posts/id/${post.id}`, { headers: { Cookie: admin.cookieHeader() } })
    expect(plain.status).toBe(200)
    expect(((await plain.json()) as { post: ApiBlogPost }).post.slug).toBe(post.slug)
  })
})

describe('writing a post', () => {
  it('creates a post with its category and tags, signed by the team, dated when published without a date', async () => {
    const before = Date.now()
    const post = await createPost({ categoryId: category.id, tags: [tag.id], excerpt: 'Les étapes clés.', readingTimeMinutes: 7 })
    expect(post).toMatchObject({
      title: 'Créer une SARL pas à pas',
      excerpt: 'Les étapes clés.',
      status: 'published',
      categoryId: category.id,
      category: { id: category.id, name: 'Fiscalité', slug: 'fiscalite', color: '#3B82F6' },
      tags: [{ id: tag.id, name: 'Algérie', slug: 'algerie', color: '#8B5CF6' }],
      readingTimeMinutes: 7,
      viewCount: 0,
      author: { firstName: 'Équipe', lastName: 'Lance ta Boîte' },
      content: `<p>${TEXT}</p>`,
    })
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(post.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    const row = await db.query('SELECT content, content_html, content_text FROM blog_posts WHERE id = $1', [post.id])
    expect(row.rows[0].content.root.type).toBe('root')
    expect(row.rows[0].content_html).toBe(`<p>${TEXT}</p>`)
    expect(row.rows[0].content_text).toBe(TEXT)
  })

  it('keeps a draft undated and a chosen date as it is', async () => {
    expect((await createPost({ status: 'draft' })).publishedAt).toBeNull()
    const chosen = '2025-03-01T09:30:00.000Z'
    expect((await createPost({ publishedAt: chosen })).publishedAt).toBe(chosen)
  })

  it('updates and deletes a post', async () => {
    const post = await createPost({ tags: [tag.id] })
    const updated = await admin.request<{ post: ApiBlogPost }>(
      'PUT',
      `/api/blog/posts/${post.id}`,
      postBody({ slug: post.slug, title: 'Nouveau titre de l’article', content: `<h2>Intro</h2><p>${TEXT}</p>`, tags: [] }),
    )
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body.post).toMatchObject({ title: 'Nouveau titre de l’article', tags: [], content: `<h2>Intro</h2><p>${TEXT}</p>` })
    expect(updated.body.post.publishedAt).toBe(post.publishedAt)

    expect((await admin.request('DELETE', `/api/blog/posts/${post.id}`)).body).toEqual({ success: true })
    const gone = await admin.get(`/api/blog/posts/id/${post.id}`)
    expect(gone.status).toBe(404)
    expect(gone.body).toMatchObject({ success: false, error: 'Article non trouvé' })
    expect((await admin.request('DELETE', `/api/blog/posts/${post.id}`)).status).toBe(404)
    expect((await admin.request('PUT', `/api/blog/posts/${post.id}`, postBody())).status).toBe(404)
  })

  it('refuses a taken slug (409) and unknown categories or tags (400), saving nothing', async () => {
    const post = await createPost()
    const taken = await admin.post('/api/blog/posts', postBody({ slug: post.slug }))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ success: false, error: 'Ce slug est déjà utilisé par un autre article' })
    const other = await createPost()
    const takenOnEdit = await admin.request('PUT', `/api/blog/posts/${other.id}`, postBody({ slug: post.slug }))
    expect(takenOnEdit.status).toBe(409)

    const noCategory = await admin.post<{ error: string }>('/api/blog/posts', postBody({ slug: 'sans-categorie', categoryId: 999_999 }))
    expect(noCategory.status).toBe(400)
    expect(noCategory.body.error).toBe('Cette catégorie n’existe pas (ou plus) : choisissez-en une autre.')
    const noTag = await admin.post<{ error: string }>('/api/blog/posts', postBody({ slug: 'sans-tag', tags: [tag.id, 999_999] }))
    expect(noTag.status).toBe(400)
    expect(noTag.body.error).toBe('Un des tags choisis n’existe pas (ou plus) : retirez-le.')
    expect((await db.query("SELECT 1 FROM blog_posts WHERE slug IN ('sans-categorie', 'sans-tag')")).rowCount).toBe(0)
  })
})

describe('clean HTML', () => {
  it('removes scripts, event handlers and javascript: links; a new tab gets rel="noopener noreferrer"', async () => {
    const post = await createPost({
      content:
        `<h2 onclick="steal()">Titre</h2><p>${TEXT} <a href="javascript:alert(1)">piège</a> <img src="x" onerror="alert(1)">` +
        `<a href="https://example.com" target="_blank">source</a> <u>souligné</u> <s>barré</s></p><script>alert(1)</script>` +
        `<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>Citation</blockquote><iframe src="https://evil.example"></iframe>`,
    })
    expect(post.content).toBe(
      `<h2>Titre</h2><p>${TEXT} piège <a href="https://example.com" rel="noopener noreferrer" target="_blank">source</a> <u>souligné</u> <s>barré</s></p>` +
        `<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>Citation</blockquote>`,
    )
    const row = await db.query('SELECT content::text AS lexical FROM blog_posts WHERE id = $1', [post.id])
    expect(row.rows[0].lexical).not.toMatch(/script|onerror|javascript:/i)
  })
})

describe('what the public sees', () => {
  it('never shows drafts, archived or future posts, by any path', async () => {
    const published = await createPost({ slug: 'visible-publie' })
    const hidden = [
      await createPost({ slug: 'cache-brouillon', status: 'draft' }),
      await createPost({ slug: 'cache-archive', status: 'archived' }),
      await createPost({ slug: 'cache-futur', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    ]
    const { api: client } = await loggedInClient(server)
    for (const status of ['', '&status=published', '&status=draft', '&status=archived']) {
      const slugs = await publicSlugs(status)
      for (const post of hidden) expect(slugs, `${post.slug} ${status}`).not.toContain(post.slug)
      const clientSlugs = (await client.get<BlogPostsResponse>(`/api/blog/posts?limit=50${status}`)).body.posts.map((post) => post.slug)
      for (const post of hidden) expect(clientSlugs).not.toContain(post.slug)
    }
    expect(await publicSlugs()).toContain(published.slug)
    expect(await publicSlugs('&status=draft')).toEqual([])
    for (const post of hidden) {
      const response = await anonymous.get(`/api/blog/posts/${post.slug}`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ success: false, error: 'Article non trouvé', message: 'Article non trouvé' })
    }
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    const rss = await (await fetch(`${server.baseUrl}/blog/rss.xml`)).text()
    expect(sitemap).toContain(`/blog/${published.slug}<`)
    expect(rss).toContain(`/blog/${published.slug}<`)
    for (const post of hidden) {
      expect(sitemap).not.toContain(post.slug)
      expect(rss).not.toContain(post.slug)
    }

    // The back-office sees every status, or the one it asks for.
    const all = (await admin.get<BlogPostsResponse>('/api/blog/posts?limit=50')).body.posts.map((post) => post.slug)
    for (const post of [published, ...hidden]) expect(all).toContain(post.slug)
    const drafts = (await admin.get<BlogPostsResponse>('/api/blog/posts?limit=50&status=draft')).body.posts
    expect(drafts.map((post) => post.slug)).toContain('cache-brouillon')
    expect(drafts.every((post) => post.status === 'draft')).toBe(true)
    expect((await admin.get(`/api/blog/posts/id/${hidden[0].id}`)).status).toBe(200)
  })

  it('answers 404 for a slug that cannot exist', async () => {
    for (const slug of ['Pas%20un%20slug', 'x'.repeat(300), '%3Cscript%3E']) {
      expect((await anonymous.get(`/api/blog/posts/${slug}`)).status).toBe(404)
    }
  })
})

describe('public reads kept a few seconds', () => {
  it('sends answers compressed as the client accepts (brotli, gzip), the same JSON as uncompressed', async () => {
    const long = await createPost({
      slug: 'liste-compressee',
      content: `<p>${'Les statuts de la société, article par article. '.repeat(60)}</p>`,
    })
    const raw = (acceptEncoding?: string, path = '/api/blog/posts?limit=50') =>
      rawGet(`${server.baseUrl}${path}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
    const plain = await raw()
    expect(plain.encoding).toBeUndefined()
    const json = JSON.parse(plain.body.toString()) as BlogPostsResponse
    expect(json.posts.map((post) => post.slug)).toContain('liste-compressee')
    const brotli = await raw('gzip, deflate, br')
    expect(brotli.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString())
    const gzip = await raw('gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString())

    // An answer made for each request (an article counts its view) is compressed as it is sent.
    const article = `/api/blog/posts/${long.slug}`
    const plainArticle = JSON.parse((await raw(undefined, article)).body.toString()) as { post: ApiBlogPost }
    expect(plainArticle.post.content.length).toBeGreaterThan(2000)
    const brotliArticle = await raw('br', article)
    expect(brotliArticle.encoding).toBe('br')
    expect((JSON.parse(zlib.brotliDecompressSync(brotliArticle.body).toString()) as { post: ApiBlogPost }).post.content).toBe(
      plainArticle.post.content,
    )
    const gzipArticle = await raw('gzip', article)
    expect(gzipArticle.encoding).toBe('gzip')
    expect((JSON.parse(zlib.gunzipSync(gzipArticle.body).toString()) as { post: ApiBlogPost }).post.title).toBe(long.title)
  })

  it('show a change made through the back-office at once: edit, unpublish, delete, category rename', async () => {
    const own = (await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Gestion', slug: 'gestion' })).body
      .category
    const post = await createPost({ title: 'Avant la correction', categoryId: own.id })
    const titleOnList = async () =>
      (await anonymous.get<BlogPostsResponse>('/api/blog/posts?limit=50')).body.posts.find((p) => p.id === post.id)?.title
    const article = () => anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${post.slug}`)
    // The /blog page, rendered once and kept too (cms/infra/http/web-app.ts).
    const blogPage = async () => (await fetch(`${server.baseUrl}/blog`)).text()
    // The three reads are now in the cache.
    expect(await titleOnList()).toBe('Avant la correction')
    expect((await article()).body.post.title).toBe('Avant la correction')
    expect(await blogPage()).toContain('Avant la correction')

    const edited = await admin.request(
      'PUT',
      `/api/blog/posts/${post.id}`,
      postBody({ slug: post.slug, title: 'Après la correction', categoryId: own.id }),
    )
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await titleOnList()).toBe('Après la correction')
    expect((await article()).body.post.title).toBe('Après la correction')
    const pageAfterEdit = await blogPage()
    expect(pageAfterEdit).toContain('Après la correction')
    expect(pageAfterEdit).not.toContain('Avant la correction')

    const renamed = await admin.request('PUT', `/api/blog/categories/${own.id}`, { name: 'Gestion courante', slug: own.slug })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    const categories = (await anonymous.get<{ categories: ApiBlogCategory[] }>('/api/blog/categories')).body.categories
    expect(categories.find((c) => c.id === own.id)?.name).toBe('Gestion courante')

    const unpublished = await admin.request(
      'PUT',
      `/api/blog/posts/${post.id}`,
      postBody({ slug: post.slug, title: 'Après la correction', categoryId: own.id, status: 'draft' }),
    )
    expect(unpublished.status).toBe(200)
    expect(await titleOnList()).toBeUndefined()
    expect((await article()).status).toBe(404)
    expect(await blogPage()).not.toContain('Après la correction')
  })
})

describe('views', () => {
  it('counts one view per public read, written in a batch a moment later; the back-office read counts none', async () => {
    const post = await createPost()
    const viewsInDb = async () => Number((await db.query('SELECT view_count FROM blog_posts WHERE id = $1', [post.id])).rows[0].view_count)
    const first = await anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${post.slug}`)
    expect(first.body.post.viewCount).toBe(1)
    // Not written on the read itself.
    expect(await viewsInDb()).toBe(0)
    await anonymous.get(`/api/blog/posts/${post.slug}`)
    await anonymous.get(`/api/blog/posts/${post.slug}`)
    await admin.get(`/api/blog/posts/id/${post.id}`)
    await expect.poll(viewsInDb, { timeout: 10_000, interval: 250 }).toBe(3)
    const updatedAt = (await db.query('SELECT updated_at FROM blog_posts WHERE id = $1', [post.id])).rows[0].updated_at
    expect(new Date(updatedAt).toISOString()).toBe(post.updatedAt)
  })

  it('counts a view for each read of the article page, rendered or kept', async () => {
    const post = await createPost({ title: 'Lu sur sa page' })
    const viewsInDb = async () => Number((await db.query('SELECT view_count FROM blog_posts WHERE id = $1', [post.id])).rows[0].view_count)
    const pages = await Promise.all([1, 2, 3].map(() => fetch(`${server.baseUrl}/blog/${post.slug}`)))
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200])
    // The first read rendered the page; the two others were answered with it (at once or from the cache).
    const again = await fetch(`${server.baseUrl}/blog/${post.slug}`)
    expect(await again.text()).toContain('Lu sur sa page')
    await expect.poll(viewsInDb, { timeout: 10_000, interval: 250 }).toBe(4)
    expect((await fetch(`${server.baseUrl}/blog/${post.slug}-inconnu`)).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(await viewsInDb()).toBe(4)
  })
})

describe('search, filters and pages', () => {
  it('searches title, excerpt and text without regard to accents; filters by category and tag slugs; pages', async () => {
    const other = (await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Juridique', slug: 'juridique' })).body
      .category
    const otherTag = (await admin.post<{ tag: ApiBlogTag }>('/api/blog/tags', { name: 'Maroc', slug: 'maroc' })).body.tag
    const a = await createPost({
      title: 'Le régime fiscal des startups',
      categoryId: other.id,
      tags: [otherTag.id],
      publishedAt: '2025-01-01T10:00:00Z',
    })
    const b = await createPost({
      excerpt: 'Domiciliation commerciale expliquée',
      categoryId: other.id,
      publishedAt: '2025-01-02T10:00:00Z',
    })
    const c = await createPost({
      content: `<p>${TEXT} Le registre électronique du commerce.</p>`,
      tags: [otherTag.id],
      publishedAt: '2025-01-03T10:00:00Z',
    })
    await createPost({ slug: 'brouillon-fiscal', title: 'Le régime fiscal en brouillon', status: 'draft' })

    expect(await publicSlugs('&q=REGIME%20fiscal')).toEqual([a.slug])
    expect(await publicSlugs('&q=domiciliation')).toEqual([b.slug])
    expect(await publicSlugs('&q=electronique')).toEqual([c.slug])
    expect(await publicSlugs('&q=100%25')).toEqual([])
    expect(await publicSlugs('&category=juridique')).toEqual([b.slug, a.slug])
    expect(await publicSlugs('&tag=maroc')).toEqual([c.slug, a.slug])
    expect(await publicSlugs('&tag=maroc&category=juridique')).toEqual([a.slug])
    expect(await publicSlugs('&category=inconnue')).toEqual([])

    const page1 = (await anonymous.get<BlogPostsResponse>('/api/blog/posts?category=juridique&limit=1')).body
    const page2 = (await anonymous.get<BlogPostsResponse>('/api/blog/posts?category=juridique&limit=1&page=2')).body
    expect(page1).toMatchObject({ success: true, page: 1, total: 2, totalPages: 2 })
    expect(page1.posts.map((post) => post.slug)).toEqual([b.slug])
    expect(page2.posts.map((post) => post.slug)).toEqual([a.slug])
    expect(page1.posts[0]).not.toHaveProperty('content')
    expect(page1.posts[0].contentPreview).toBe(TEXT)

    const bad = await anonymous.get('/api/blog/posts?page=0')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ success: false, error: 'Page invalide' })
    expect((await anonymous.get('/api/blog/posts?status=publie')).body).toMatchObject({ error: 'Statut invalide' })
  })
})

describe('categories and tags', () => {
  it('counts published and due posts for the public, every post for the back-office', async () => {
    const own = (await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Comptabilité', slug: 'comptabilite' }))
      .body.category
    expect(own).toMatchObject({ name: 'Comptabilité', slug: 'comptabilite', description: null, color: '#3B82F6', postCount: 0 })
    await createPost({ categoryId: own.id })
    await createPost({ categoryId: own.id, status: 'draft' })
    const count = async (api: ApiClient) =>
      (await api.get<{ categories: ApiBlogCategory[] }>('/api/blog/categories')).body.categories.find((item) => item.id === own.id)
        ?.postCount
    expect(await count(anonymous)).toBe(1)
    expect(await count(admin)).toBe(2)
  })

  it('refuses to delete a category still in use, and deletes it once empty', async () => {
    const own = (await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Douanes', slug: 'douanes' })).body
      .category
    const posts = [await createPost({ categoryId: own.id }), await createPost({ categoryId: own.id, status: 'draft' })]
    const refused = await admin.request('DELETE', `/api/blog/categories/${own.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      success: false,
      error: 'Impossible de supprimer cette catégorie : 2 articles l’utilisent. Changez leur catégorie d’abord.',
    })
    for (const post of posts) {
      const moved = await admin.request(
        'PUT',
        `/api/blog/posts/${post.id}`,
        postBody({ slug: post.slug, status: post.status, categoryId: null }),
      )
      expect(moved.status).toBe(200)
    }
    expect((await admin.request('DELETE', `/api/blog/categories/${own.id}`)).body).toEqual({ success: true })
    expect((await db.query('SELECT 1 FROM blog_categories WHERE id = $1', [own.id])).rowCount).toBe(0)
  })

  it('edits a category and a tag; a taken slug is a 409', async () => {
    const own = (await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Banque', slug: 'banque' })).body.category
    const edited = await admin.request<{ category: ApiBlogCategory }>('PUT', `/api/blog/categories/${own.id}`, {
      name: 'Banque et crédit',
      slug: 'banque-credit',
      description: 'Ouvrir un compte.',
      color: '#10B981',
    })
    expect(edited.body.category).toMatchObject({
      name: 'Banque et crédit',
      slug: 'banque-credit',
      description: 'Ouvrir un compte.',
      color: '#10B981',
    })
    const taken = await admin.post('/api/blog/categories', { name: 'Autre', slug: 'banque-credit' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ error: 'Ce slug est déjà utilisé par une autre catégorie' })

    const ownTag = (await admin.post<{ tag: ApiBlogTag }>('/api/blog/tags', { name: 'TVA', slug: 'tva' })).body.tag
    expect(ownTag).toEqual({ id: ownTag.id, name: 'TVA', slug: 'tva', color: '#8B5CF6' })
    const tagEdited = await admin.request<{ tag: ApiBlogTag }>('PUT', `/api/blog/tags/${ownTag.id}`, {
      name: 'TVA 19 %',
      slug: 'tva-19',
      color: '#EF4444',
    })
    expect(tagEdited.body.tag).toEqual({ id: ownTag.id, name: 'TVA 19 %', slug: 'tva-19', color: '#EF4444' })
    const tagTaken = await admin.post('/api/blog/tags', { name: 'Doublon', slug: 'tva-19' })
    expect(tagTaken.status).toBe(409)
    expect(tagTaken.body).toMatchObject({ error: 'Ce slug est déjà utilisé par un autre tag' })
  })

  it('deleting a tag detaches it from its posts, which stay', async () => {
    const ownTag = (await admin.post<{ tag: ApiBlogTag }>('/api/blog/tags', { name: 'Éphémère', slug: 'ephemere' })).body.tag
    const post = await createPost({ tags: [ownTag.id, tag.id] })
    expect(post.tags.map((item) => item.id)).toEqual([ownTag.id, tag.id])
    expect((await admin.request('DELETE', `/api/blog/tags/${ownTag.id}`)).body).toEqual({ success: true })
    const after = (await admin.get<{ post: ApiBlogPost }>(`/api/blog/posts/id/${post.id}`)).body.post
    expect(after.tags.map((item) => item.id)).toEqual([tag.id])
    expect((await admin.request('DELETE', `/api/blog/tags/${ownTag.id}`)).status).toBe(404)
  })
})

describe('sitemap and RSS', () => {
  type XmlElement = { name?: string; elements?: XmlElement[]; text?: string; cdata?: string }
  const child = (element: XmlElement | undefined, name: string) => element?.elements?.find((item) => item.name === name)
  const children = (element: XmlElement | undefined, name: string) => element?.elements?.filter((item) => item.name === name) ?? []
  const textOf = (element: XmlElement | undefined) => element?.elements?.map((item) => item.text ?? item.cdata ?? '').join('') ?? ''

  it('lists published posts in the sitemap with their last edit', async () => {
    const post = await createPost({ slug: 'dans-le-sitemap' })
    const response = await fetch(`${server.baseUrl}/sitemap.xml`)
    const doc = xml2js(await response.text()) as XmlElement
    const urls = children(child(doc, 'urlset'), 'url')
    const entry = urls.find((url) => textOf(child(url, 'loc')) === `${server.baseUrl}/blog/${post.slug}`)
    expect(entry).toBeDefined()
    expect(textOf(child(entry, 'lastmod'))).toBe(post.updatedAt)
  })

  it('keeps the sitemap between changes (304 for the same version) and follows every change at once', async () => {
    const first = await fetch(`${server.baseUrl}/sitemap.xml`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
    const firstXml = await first.text()
    // As a crawler asks (fetch() would add Cache-Control: no-cache, which asks for the whole answer).
    const statusFor = async (tag: string) => (await rawGet(`${server.baseUrl}/sitemap.xml`, { 'if-none-match': tag })).status
    expect(await statusFor(etag!)).toBe(304)

    const post = await createPost({ slug: 'suivi-du-sitemap' })
    expect(await statusFor(etag!)).toBe(200)
    const withPost = await fetch(`${server.baseUrl}/sitemap.xml`)
    expect(withPost.headers.get('etag')).not.toBe(etag)
    expect(await withPost.text()).toContain('/blog/suivi-du-sitemap<')

    const renamed = await admin.request('PUT', `/api/blog/posts/${post.id}`, postBody({ slug: 'suivi-du-sitemap-renomme' }))
    expect(renamed.status).toBe(200)
    const afterRename = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(afterRename).toContain('/blog/suivi-du-sitemap-renomme<')
    expect(afterRename).not.toContain('/blog/suivi-du-sitemap<')

    expect((await admin.request('DELETE', `/api/blog/posts/${post.id}`)).status).toBe(200)
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).toBe(firstXml)
  })

  it('serves an RSS 2.0 feed of the latest 20 public posts, newest first', async () => {
    const latest = await createPost({
      slug: 'dernier-du-flux',
      excerpt: 'Le résumé du flux.',
      categoryId: category.id,
      publishedAt: new Date().toISOString(),
    })
    const response = await fetch(`${server.baseUrl}/blog/rss.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const doc = xml2js(await response.text()) as XmlElement
    const rss = child(doc, 'rss') as XmlElement & { attributes?: Record<string, string> }
    expect(rss.attributes?.version).toBe('2.0')
    const items = children(child(rss, 'channel'), 'item')
    const publicTotal = (await anonymous.get<BlogPostsResponse>('/api/blog/posts')).body.total
    expect(items).toHaveLength(Math.min(20, publicTotal))
    const first = items[0]
    expect(textOf(child(first, 'title'))).toBe('Créer une SARL pas à pas')
    expect(textOf(child(first, 'link'))).toBe(`${server.baseUrl}/blog/${latest.slug}`)
    expect(textOf(child(first, 'description'))).toBe('Le résumé du flux.')
    expect(textOf(child(first, 'author'))).toBe('Équipe Lance ta Boîte')
    expect(textOf(child(first, 'category'))).toBe('Fiscalité')
    expect(new Date(textOf(child(first, 'pubDate'))).getTime()).toBe(Math.floor(new Date(latest.publishedAt!).getTime() / 1000) * 1000)
  })
})
