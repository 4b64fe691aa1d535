/**
 * One article, two editors: the back-office (/api/blog, HTML) and an editor in /cms (Payload's
 * REST at /cms-api, Lexical JSON). The collection's hooks hold both to the same rules: the
 * derived HTML is sanitised, publishing dates the post, the editor signs it, a category in use
 * stays. Payload's REST shows the public nothing that is not published and due.
 */
import { JSDOM } from 'jsdom'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiBlogCategory, ApiBlogPost, BlogPostInput } from '@/contract/blog'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let editor: ApiClient

const TEXT = 'Un texte de plus de cinquante caractères, pour passer la règle du contenu.'

type LexicalNode = { type: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }
type Lexical = { root: LexicalNode }

const textNode = (text: string, format = 0): LexicalNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (...children: LexicalNode[]): LexicalNode => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  version: 1,
})
const link = (url: string, text: string, newTab = false): LexicalNode => ({
  type: 'link',
  children: [textNode(text)],
  fields: { linkType: 'custom', url, newTab },
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})
const lexical = (...children: LexicalNode[]): Lexical => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})

beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true, seedDemo: true })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  const password = /éditeur : editeur@example\.com \/ (\S+)/.exec(server.logs())?.[1]
  if (!password) throw new Error(`No editor login in the banner:\n${server.logs()}`)
  editor = new ApiClient(server.baseUrl)
  const login = await editor.post('/cms-api/editors/login', { email: 'editeur@example.com', password })
  expect(login.status).toBe(200)
}, 300_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

async function cmsCreate(data: Record<string, unknown>) {
  const response = await editor.post<{ doc: { id: number; slug: string; publishedAt: string | null } }>('/cms-api/blog-posts', data)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.doc
}

const readById = async (id: number) => (await admin.get<{ post: ApiBlogPost }>(`/api/blog/posts/id/${id}`)).body.post

describe('an article written in /cms', () => {
  it('comes out clean even with a script and a javascript: link put straight into the Lexical JSON', async () => {
    const doc = await cmsCreate({
      title: 'Article écrit dans le CMS',
      slug: 'ecrit-dans-le-cms',
      status: 'published',
      content: lexical(
        paragraph(textNode(TEXT), textNode('<script>alert(1)</script>'), textNode('<img src=x onerror=alert(1)>')),
        paragraph(link('javascript:alert(document.cookie)', 'piège'), textNode(' '), link('https://example.com', 'source', true)),
      ),
    })
    const post = (await new ApiClient(server.baseUrl).get<{ post: ApiBlogPost }>(`/api/blog/posts/${doc.slug}`)).body.post
    // Parsed as a browser would: no script, no image, no event handler, no javascript: address.
    const dom = new JSDOM(post.content).window.document
    expect(dom.querySelectorAll('script, img, iframe')).toHaveLength(0)
    for (const element of dom.body.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i)
    }
    expect([...dom.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#', 'https://example.com'])
    expect(post.content).not.toContain('javascript:')
    expect(post.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(post.content).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">source</a>')
    const row = await db.query('SELECT content_html, content_text FROM blog_posts WHERE id = $1', [doc.id])
    expect(row.rows[0].content_html).toBe(post.content)
    expect(row.rows[0].content_text).toContain(TEXT)
  })

  it('is signed by its editor and dated when published without a date', async () => {
    const before = Date.now()
    const doc = await cmsCreate({
      title: 'Signé par l’éditeur',
      slug: 'signe-par-editeur',
      status: 'published',
      content: lexical(paragraph(textNode(TEXT))),
    })
    const post = await readById(doc.id)
    // The demo editor, whose author page's slug comes from their name (issue 36 item 3).
    expect(post.author).toEqual({ firstName: 'Karim', lastName: 'Haddad', slug: 'karim-haddad' })
    expect(new Date(post.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const draft = await cmsCreate({
      title: 'Brouillon du CMS',
      slug: 'brouillon-du-cms',
      status: 'draft',
      content: lexical(paragraph(textNode(TEXT))),
    })
    expect(draft.publishedAt ?? null).toBeNull()
    const published = await editor.patch<{ doc: { publishedAt: string } }>(`/cms-api/blog-posts/${draft.id}`, { status: 'published' })
    expect(published.status).toBe(200)
    expect(published.body.doc.publishedAt).toBeTruthy()
  })
})

describe('the same article edited through /cms-api and /api/blog', () => {
  it('reads back the same from both sides', async () => {
    const body: BlogPostInput = {
      title: 'Un article à deux mains',
      slug: 'a-deux-mains',
      status: 'published',
      content: `<h2>Les statuts</h2><p>${TEXT} <strong>Important</strong> <a href="https://example.com/guide">le guide</a>.</p><ul><li>Un</li><li>Deux</li></ul><blockquote>Une citation.</blockquote>`,
    }
    const created = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', body)
    expect(created.status).toBe(201)
    const { id, content } = created.body.post
    expect(content).toBe(body.content)

    // An editor opens it in /cms and saves it unchanged: the same HTML.
    const cmsDoc = (await editor.get<{ content: Lexical; title: string }>(`/cms-api/blog-posts/${id}?depth=0`)).body
    expect(cmsDoc.title).toBe(body.title)
    const saved = await editor.patch(`/cms-api/blog-posts/${id}`, { content: cmsDoc.content })
    expect(saved.status).toBe(200)
    expect((await readById(id)).content).toBe(content)

    // The editor changes the text in /cms: the back-office reads the change.
    const edited = JSON.parse(JSON.stringify(cmsDoc.content).replace('Les statuts', 'Les statuts revus')) as Lexical
    expect((await editor.patch(`/cms-api/blog-posts/${id}`, { content: edited })).status).toBe(200)
    const afterCms = await readById(id)
    expect(afterCms.content).toBe(content.replace('Les statuts', 'Les statuts revus'))

    // The back-office saves it back as HTML: /cms sees Lexical with the same text.
    const put = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${id}`, { ...body, content: afterCms.content })
    expect(put.body.post.content).toBe(afterCms.content)
    const again = (await editor.get<{ content: Lexical }>(`/cms-api/blog-posts/${id}?depth=0`)).body
    expect(JSON.stringify(again.content)).toContain('Les statuts revus')
    expect(again.content.root.children?.map((node) => node.type)).toEqual(['heading', 'paragraph', 'list', 'quote'])
  })
})

describe('rules /cms obeys too', () => {
  it('refuses to delete a category still in use', async () => {
    const category = (await admin.post<{ category: ApiBlogCategory }>('/api/blog/categories', { name: 'Statuts', slug: 'statuts' })).body
      .category
    await cmsCreate({
      title: 'Classé dans Statuts',
      slug: 'classe-statuts',
      status: 'draft',
      category: category.id,
      content: lexical(paragraph(textNode(TEXT))),
    })
    const refused = await editor.request('DELETE', `/cms-api/blog-categories/${category.id}`)
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain('Impossible de supprimer cette catégorie : 1 article l’utilise.')
    expect((await db.query('SELECT 1 FROM blog_categories WHERE id = $1', [category.id])).rowCount).toBe(1)
  })

  it('shows anonymous REST readers only published and due posts', async () => {
    await cmsCreate({
      title: 'Programmé pour demain',
      slug: 'programme-demain',
      status: 'published',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      content: lexical(paragraph(textNode(TEXT))),
    })
    const anonymous = new ApiClient(server.baseUrl)
    const response = await anonymous.get<{ docs: { slug: string; status: string }[] }>('/cms-api/blog-posts?limit=100&depth=0')
    expect(response.status).toBe(200)
    const slugs = response.body.docs.map((doc) => doc.slug)
    expect(slugs).toContain('signe-par-editeur')
    expect(slugs).not.toContain('programme-demain')
    expect(slugs).not.toContain('classe-statuts')
    expect(response.body.docs.every((doc) => doc.status === 'published')).toBe(true)
  })
})
