/**
 * Authors and related reading (issue 36 item 3), through the real server: the public author API
 * and page (the demo author, seeded with a bio and a photo), their links on cards and articles,
 * their JSON-LD and sitemap entries, slugs derived from names; and the three related articles
 * under an article, in the order promised, as a crawler reads them (no JavaScript).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlogPostInput } from '@/contract/blog'
import { DEMO_ARTICLES } from '@/cms/features/blog/demo'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { createEditorAccount, DEMO_EDITOR_EMAIL, demoEditorPassword, loginEditor } from '../helpers/editor-accounts'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let admin: ApiClient
let db: pg.Client
const run = Date.now().toString(36)
const AUTHOR = 'karim-haddad'
const PUBLISHED_DEMO = DEMO_ARTICLES.filter((article) => article.status === 'published')

/** A /cms account made by the operator's command (npm run cms:create-editor), as staff would: its email. */
async function createEditor(role: 'editor' | 'staff', firstName: string, lastName: string) {
  const email = `${role}-${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: server.dataDir,
    ADMIN_KEY: server.adminKey,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  }
  delete env.NODE_ENV
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'cms/features/accounts/create-editor-cli.ts',
      '--role',
      role,
      '--first-name',
      firstName,
      '--last-name',
      lastName,
      email,
    ],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: env as NodeJS.ProcessEnv },
  )
  return email
}
const slugOf = async (email: string) =>
  (await db.query<{ slug: string }>('SELECT slug FROM editors WHERE email = $1', [email])).rows[0]!.slug

beforeAll(async () => {
  // Payload's admin too: editors change their bio and photo in /cms.
  server = await startTestServer({ seedDemo: true, cmsAdmin: true, env: { SITE_NAME: 'Atlas Création' } })
  admin = await adminSession(server)
  db = await connectToDatabase(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

async function page(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`)
  return { status: response.status, html: await response.text() }
}
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!)
interface JsonLdBlock {
  '@type': string
  [key: string]: unknown
}
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as JsonLdBlock)

interface AuthorAnswer {
  success: boolean
  error?: string
  author: {
    firstName: string
    lastName: string
    slug: string
    bio: string | null
    photo: { url: string; alt: string; width: number; height: number; sizes: { width: number; url: string; type: string }[] } | null
  }
  posts: { slug: string; author: { slug?: string | null } }[]
  page: number
  total: number
  totalPages: number
}

describe('GET /api/blog/authors/{slug}', () => {
  it('answers anyone with the author’s name, bio, photo and published articles, paged', async () => {
    const anonymous = new ApiClient(server.baseUrl)
    const { status, body } = await anonymous.get<AuthorAnswer>(`/api/blog/authors/${AUTHOR}`)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.author).toMatchObject({ firstName: 'Karim', lastName: 'Haddad', slug: AUTHOR })
    expect(body.author.bio).toMatch(/^Juriste d’affaires à Alger/)
    expect(body.author.bio).toContain('entreprise\u00a0: choix')
    expect(body.author.photo).toMatchObject({ alt: 'Portrait de Karim Haddad', width: 480, height: 480 })
    expect(body.author.photo!.url).toMatch(/karim-haddad.*\.jpg$/)
    expect(body.author.photo!.sizes.length).toBeGreaterThan(0)
    for (const size of body.author.photo!.sizes) expect(size).toMatchObject({ width: 480, type: expect.stringMatching(/^image\//) })
    // Only the published demo articles (the draft is not among them), all signed by him.
    expect(body.total).toBe(PUBLISHED_DEMO.length)
    expect(body.posts.map((post) => post.slug).sort()).toEqual(PUBLISHED_DEMO.map((article) => article.slug).sort())
    for (const post of body.posts) expect(post.author.slug).toBe(AUTHOR)

    const second = await anonymous.get<AuthorAnswer>(`/api/blog/authors/${AUTHOR}?page=2&limit=4`)
    expect(second.status).toBe(200)
    expect([second.body.page, second.body.totalPages, second.body.posts.length]).toEqual([2, 2, PUBLISHED_DEMO.length - 4])
  })

  it('answers 404 « Auteur non trouvé » for an unknown slug or an editor without a published article, 400 for a bad page', async () => {
    const anonymous = new ApiClient(server.baseUrl)
    const slug = await slugOf(await createEditor('staff', 'Samir', 'Ould Ali'))
    expect(slug).toBe('samir-ould-ali')
    for (const unknown of ['personne-de-ce-nom', 'Karim-Haddad', slug]) {
      const { status, body } = await anonymous.get<AuthorAnswer>(`/api/blog/authors/${encodeURIComponent(unknown)}`)
      expect(status, unknown).toBe(404)
      expect(body).toMatchObject({ success: false, error: 'Auteur non trouvé' })
    }
    const bad = await anonymous.get<AuthorAnswer>(`/api/blog/authors/${AUTHOR}?page=0`)
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Page invalide')
  })

  it('derives a unique slug from the first and last name when none is given', async () => {
    const first = await createEditor('editor', 'Yasmine', 'Belaïd')
    const second = await createEditor('editor', 'Yasmine', 'Belaïd')
    // Accents and capitals gone, spaces to dashes; the second of the same name gets a number.
    expect(await slugOf(first)).toBe('yasmine-belaid')
    expect(await slugOf(second)).toBe('yasmine-belaid-2')
  })
})

describe('the author’s profile in /cms', () => {
  it('an editor edits their own bio, shown at once on their page; not another’s; staff edit anyone’s', async () => {
    const editor = await loginEditor(server, DEMO_EDITOR_EMAIL, demoEditorPassword(server))
    const me = (await editor.get<{ user: { id: number; bio: string } }>('/cms-api/editors/me')).body.user
    const bio = 'Juriste à Oran, Karim écrit sur les statuts et la fiscalité des jeunes sociétés.'
    const saved = await editor.patch(`/cms-api/editors/${me.id}`, { bio })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const read = await new ApiClient(server.baseUrl).get<AuthorAnswer>(`/api/blog/authors/${AUTHOR}`)
    expect(read.body.author.bio).toBe(bio)

    const other = await createEditorAccount(server, 'editor')
    const otherId = (await db.query<{ id: number }>('SELECT id FROM editors WHERE email = $1', [other.email])).rows[0]!.id
    const refused = await editor.patch(`/cms-api/editors/${otherId}`, { bio: 'Pas la mienne.' })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect((await db.query('SELECT bio FROM editors WHERE id = $1', [otherId])).rows[0].bio).toBeNull()

    const staff = await createEditorAccount(server, 'staff')
    expect((await staff.api.patch(`/cms-api/editors/${me.id}`, { bio: me.bio })).status).toBe(200)
    expect((await new ApiClient(server.baseUrl).get<AuthorAnswer>(`/api/blog/authors/${AUTHOR}`)).body.author.bio).toBe(me.bio)
  }, 90_000) // Two accounts made by the real command (cms:create-editor, a tsx process each): slow on a loaded machine.
})

describe('/blog/auteur/{slug}, as a search engine reads it', () => {
  it('shows the author, their photo, bio and articles, with a ProfilePage JSON-LD about a Person', async () => {
    const { status, html } = await page(`/blog/auteur/${AUTHOR}`)
    expect(status).toBe(200)
    expect(html).toMatch(/<h1[^>]*>Karim Haddad<\/h1>/)
    expect(html).toContain('Juriste d’affaires à Alger')
    expect(html).toMatch(/<img [^>]*alt="Portrait de Karim Haddad"/)
    for (const article of PUBLISHED_DEMO) expect(hrefs(html)).toContain(`/blog/${article.slug}`)
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/blog/auteur/${AUTHOR}"/>`)

    const profile = structuredData(html).find((block) => block['@type'] === 'ProfilePage')
    expect(profile).toBeTruthy()
    const url = `${server.baseUrl}/blog/auteur/${AUTHOR}`
    expect(profile!.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Karim Haddad',
      url,
      description: expect.stringContaining('Juriste'),
    })
    expect((profile!.mainEntity as { image: string }).image).toMatch(new RegExp(`^${server.baseUrl}/.+\\.jpg$`))
  })

  it('answers 404 with « Auteur non trouvé » and a way back for an unknown author', async () => {
    const { status, html } = await page('/blog/auteur/personne-de-ce-nom')
    expect(status).toBe(404)
    expect(html).toMatch(/<h1[^>]*>Auteur non trouvé<\/h1>/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(hrefs(html)).toContain('/blog')
  })

  it('is in the sitemap; an editor without a published article is not', async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(xml).toContain(`<loc>${server.baseUrl}/blog/auteur/${AUTHOR}</loc>`)
    expect(xml).not.toContain('/blog/auteur/samir-ould-ali')
  })

  it('is linked from the cards and the article, whose BlogPosting names a Person with that page', async () => {
    const list = await page('/blog')
    expect(list.status).toBe(200)
    expect(list.html).toMatch(new RegExp(`<a [^>]*href="/blog/auteur/${AUTHOR}"[^>]*>Karim Haddad</a>`))
    const article = await page(`/blog/${PUBLISHED_DEMO[0]!.slug}`)
    expect(article.html).toMatch(new RegExp(`<a [^>]*href="/blog/auteur/${AUTHOR}"[^>]*>Karim Haddad</a>`))
    const posting = structuredData(article.html).find((block) => block['@type'] === 'BlogPosting')
    expect(posting?.author).toEqual({ '@type': 'Person', name: 'Karim Haddad', url: `${server.baseUrl}/blog/auteur/${AUTHOR}` })
  })
})

describe('« À lire aussi » under an article', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
  const content = '<p>Un article de test assez long pour passer la validation du contenu des articles du blog.</p>'
  async function create(input: Partial<BlogPostInput> & { slug: string }) {
    const response = await admin.post<{ post: { id: number; slug: string } }>('/api/blog/posts', {
      title: `Article ${input.slug}`,
      content,
      status: 'published',
      ...input,
      slug: `${input.slug}-${run}`,
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    return response.body.post.slug
  }
  let taxonomies = 0
  async function taxonomy() {
    const suffix = `${run}-${++taxonomies}`
    const category = async (name: string) => {
      const response = await admin.post<{ category: { id: number } }>('/api/blog/categories', {
        name: `${name} ${taxonomies}`,
        slug: `${name.toLowerCase()}-${suffix}`,
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      return response.body.category.id
    }
    const tag = async (name: string) => {
      const response = await admin.post<{ tag: { id: number } }>('/api/blog/tags', {
        name: `${name} ${taxonomies}`,
        slug: `${name.toLowerCase()}-${suffix}`,
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      return response.body.tag.id
    }
    return {
      banque: await category('Banque'),
      impots: await category('Impots'),
      alger: await tag('Alger'),
      oran: await tag('Oran'),
      tva: await tag('TVA'),
    }
  }
  /** The articles the « À lire aussi » section links to, in its order. */
  function related(html: string) {
    const start = html.indexOf('<section aria-labelledby="a-lire-aussi"')
    expect(start, 'an « À lire aussi » section').toBeGreaterThan(-1)
    const section = html.slice(start, html.indexOf('</section>', start))
    expect(section).toContain('À lire aussi')
    return [...new Set(hrefs(section).filter((href) => /^\/blog\/[a-z0-9-]+$/.test(href)))]
  }

  it('links three published articles: same category with more shared tags first, then shared tags, then the newest; never itself', async () => {
    const t = await taxonomy()
    // All newer than the demo articles, so the « newest » are ours.
    const subject = await create({ slug: 'sujet', categoryId: t.banque, tags: [t.alger, t.oran], publishedAt: minutesAgo(50) })
    const twoTags = await create({
      slug: 'meme-categorie-deux-tags',
      categoryId: t.banque,
      tags: [t.alger, t.oran],
      publishedAt: minutesAgo(40),
    })
    const oneTag = await create({ slug: 'meme-categorie-un-tag', categoryId: t.banque, tags: [t.oran], publishedAt: minutesAgo(45) })
    const noTag = await create({ slug: 'meme-categorie-sans-tag', categoryId: t.banque, publishedAt: minutesAgo(30) })
    await create({ slug: 'autre-categorie-deux-tags', categoryId: t.impots, tags: [t.alger, t.oran], publishedAt: minutesAgo(20) })
    await create({ slug: 'brouillon-meme-categorie', categoryId: t.banque, tags: [t.alger, t.oran], status: 'draft' })
    await create({ slug: 'le-plus-recent', publishedAt: minutesAgo(1) })

    const { status, html } = await page(`/blog/${subject}`)
    expect(status).toBe(200)
    expect(related(html)).toEqual([`/blog/${twoTags}`, `/blog/${oneTag}`, `/blog/${noTag}`])
  })

  it('completes with articles sharing tags, then the newest', async () => {
    const t = await taxonomy()
    const subject = await create({ slug: 'seul-sujet', categoryId: t.impots, tags: [t.tva], publishedAt: minutesAgo(300) })
    const sibling = await create({ slug: 'seul-voisin', categoryId: t.impots, publishedAt: minutesAgo(400) })
    const tagged = await create({ slug: 'seul-tva', categoryId: t.banque, tags: [t.tva], publishedAt: minutesAgo(500) })
    const newest = await create({ slug: 'seul-plus-recent', publishedAt: minutesAgo(0.5) })
    await create({
      slug: 'seul-programme',
      categoryId: t.impots,
      tags: [t.tva],
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })

    const { html } = await page(`/blog/${subject}`)
    const links = related(html)
    expect(links).toEqual([`/blog/${sibling}`, `/blog/${tagged}`, `/blog/${newest}`])
    expect(links).not.toContain(`/blog/${subject}`)
    // The API sends the same three with the article.
    const api = await new ApiClient(server.baseUrl).get<{ post: { related: { slug: string }[] } }>(`/api/blog/posts/${subject}`)
    expect(api.body.post.related.map((post) => `/blog/${post.slug}`)).toEqual(links)
  })
})
