/**
 * Every validation rule of spec 2 §5 on the blog's writes, refused with its exact French
 * message and a 400, and nothing saved.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlogPostInput } from '@/contract/blog'
import type { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 180_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const TEXT = 'Un texte de plus de cinquante caractères, pour passer la règle du contenu.'
const validPost: BlogPostInput = { title: 'Un titre valide', slug: 'un-slug-valide', content: `<p>${TEXT}</p>`, status: 'published' }

async function expectRefused(path: string, body: unknown, message: string, method = 'POST') {
  const response = await admin.request(method, path, body)
  expect(response.status, `${JSON.stringify(body)} → ${JSON.stringify(response.body)}`).toBe(400)
  expect(response.body).toMatchObject({ success: false, error: message })
}

const rows = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)

describe('posts (spec 2 §5)', () => {
  const cases: [string, Partial<Record<keyof BlogPostInput, unknown>>, string][] = [
    ['no title', { title: undefined }, 'Le titre doit contenir au moins 5 caractères'],
    ['a short title', { title: ' Abcd ' }, 'Le titre doit contenir au moins 5 caractères'],
    ['a long title', { title: 'T'.repeat(201) }, 'Le titre ne peut pas dépasser 200 caractères'],
    ['no slug', { slug: undefined }, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    ['a slug with capitals', { slug: 'Mon-Article' }, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    ['a slug with spaces', { slug: 'mon article' }, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    ['a slug with accents', { slug: 'creer-societe-é' }, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    ['a short slug', { slug: 'ab' }, 'Le slug doit contenir au moins 3 caractères'],
    ['a long slug', { slug: 'a'.repeat(201) }, 'Le slug ne peut pas dépasser 200 caractères'],
    ['a long excerpt', { excerpt: 'e'.repeat(501) }, 'L’extrait ne peut pas dépasser 500 caractères'],
    ['no content', { content: undefined }, 'Le contenu doit contenir au moins 50 caractères'],
    ['a short content', { content: '<p>Trop court.</p>' }, 'Le contenu doit contenir au moins 50 caractères'],
    [
      'content that is only markup',
      { content: `<p><strong></strong></p><script>${TEXT}</script>` },
      'Le contenu doit contenir au moins 50 caractères',
    ],
    ['an image that is no address', { featuredImageUrl: 'pas une adresse' }, 'URL d’image invalide'],
    ['a javascript: image', { featuredImageUrl: 'javascript:alert(1)' }, 'URL d’image invalide'],
    ['an ftp image', { featuredImageUrl: 'ftp://example.com/a.png' }, 'URL d’image invalide'],
    ['a long SEO title', { metaTitle: 'm'.repeat(61) }, 'Le titre SEO ne peut pas dépasser 60 caractères'],
    ['a long SEO description', { metaDescription: 'd'.repeat(161) }, 'La description SEO ne peut pas dépasser 160 caractères'],
    ['an unknown status', { status: 'publie' }, 'Statut invalide'],
    ['a date that is no date', { publishedAt: 'demain' }, 'Date de publication invalide'],
    ['no reading time of 0', { readingTimeMinutes: 0 }, 'Le temps de lecture doit être compris entre 1 et 120 minutes'],
    ['a reading time over 120', { readingTimeMinutes: 121 }, 'Le temps de lecture doit être compris entre 1 et 120 minutes'],
    ['a fractional reading time', { readingTimeMinutes: 2.5 }, 'Le temps de lecture doit être compris entre 1 et 120 minutes'],
    ['a category that is no id', { categoryId: 'abc' }, 'Catégorie invalide'],
    ['tags that are no list', { tags: 'a,b' }, 'Tags invalides'],
    ['a tag that is no id', { tags: [-1] }, 'Tag invalide'],
  ]
  it.each(cases)('refuses %s', async (_name, change, message) => {
    await expectRefused('/api/blog/posts', { ...validPost, ...change }, message)
  })

  it('refuses the same on an edit, and keeps the saved post as it was', async () => {
    const created = await admin.post<{ post: { id: number } }>('/api/blog/posts', validPost)
    expect(created.status).toBe(201)
    await expectRefused(
      `/api/blog/posts/${created.body.post.id}`,
      { ...validPost, title: 'Abc' },
      'Le titre doit contenir au moins 5 caractères',
      'PUT',
    )
    const row = await db.query('SELECT title FROM blog_posts WHERE id = $1', [created.body.post.id])
    expect(row.rows[0].title).toBe('Un titre valide')
    expect(await rows('blog_posts')).toBe(1)
  })

  it('accepts an image path on this site and an https address; refuses an id that is no id', async () => {
    for (const [slug, featuredImageUrl] of [
      ['image-locale', '/images/blog/sarl.jpg'],
      ['image-distante', 'https://images.example.com/sarl.jpg'],
    ]) {
      const response = await admin.post<{ post: { featuredImageUrl: string } }>('/api/blog/posts', { ...validPost, slug, featuredImageUrl })
      expect(response.status).toBe(201)
      expect(response.body.post.featuredImageUrl).toBe(featuredImageUrl)
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await admin.get(`/api/blog/posts/id/${id}`)).status, id).toBe(400)
    }
  })
})

describe('categories and tags (spec 2 §5)', () => {
  const categoryCases: [string, Record<string, unknown>, string][] = [
    ['no name', { name: '' }, 'Le nom doit contenir au moins 2 caractères'],
    ['a one-letter name', { name: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
    ['a long name', { name: 'n'.repeat(101) }, 'Le nom ne peut pas dépasser 100 caractères'],
    ['a short slug', { slug: 'a' }, 'Le slug doit contenir au moins 2 caractères'],
    ['a long slug', { slug: 's'.repeat(101) }, 'Le slug ne peut pas dépasser 100 caractères'],
    ['a slug with symbols', { slug: 'fisc_alite' }, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    ['a long description', { description: 'd'.repeat(501) }, 'La description ne peut pas dépasser 500 caractères'],
    ['a colour by name', { color: 'blue' }, 'Format de couleur invalide (hex)'],
    ['a short hex colour', { color: '#FFF' }, 'Format de couleur invalide (hex)'],
  ]
  it.each(categoryCases)('refuses a category with %s', async (_name, change, message) => {
    await expectRefused('/api/blog/categories', { name: 'Fiscalité', slug: 'fiscalite', ...change }, message)
  })

  const tagCases: [string, Record<string, unknown>, string][] = [
    ['a one-letter name', { name: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
    ['a long name', { name: 'n'.repeat(51) }, 'Le nom ne peut pas dépasser 50 caractères'],
    ['a short slug', { slug: 'a' }, 'Le slug doit contenir au moins 2 caractères'],
    ['a long slug', { slug: 's'.repeat(51) }, 'Le slug ne peut pas dépasser 50 caractères'],
    ['a slug with capitals', { slug: 'TVA' }, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'],
    ['a colour that is no hex', { color: '#GGGGGG' }, 'Format de couleur invalide (hex)'],
  ]
  it.each(tagCases)('refuses a tag with %s', async (_name, change, message) => {
    await expectRefused('/api/blog/tags', { name: 'TVA', slug: 'tva', ...change }, message)
  })

  it('saved none of the refused ones, and gives the default colours', async () => {
    expect(await rows('blog_categories')).toBe(0)
    expect(await rows('blog_tags')).toBe(0)
    const category = await admin.post('/api/blog/categories', { name: 'Fiscalité', slug: 'fiscalite', description: '' })
    expect(category.body).toMatchObject({ success: true, category: { color: '#3B82F6', description: null, postCount: 0 } })
    const tag = await admin.post('/api/blog/tags', { name: 'TVA', slug: 'tva' })
    expect(tag.body).toMatchObject({ success: true, tag: { color: '#8B5CF6' } })
  })
})
