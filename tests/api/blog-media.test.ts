/**
 * The blog's image library (issue 36 item 1): uploads through /api and /cms checked from their
 * bytes (hostile files refused in French, nothing stored), every size served publicly with the
 * right type and cached forever, the picker's list, who may upload, a cover chosen from the
 * library kept in step with its URL, and images inside an article's body kept, sized, in the
 * HTML a reader without JavaScript gets.
 */
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiBlogPost } from '@/contract/blog'
import { type ApiBlogMedia, BLOG_MEDIA_ERRORS, BLOG_MEDIA_MAX_BYTES, type BlogMediaListResponse } from '@/contract/blog-media'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { type FormFile, htmlPage, minimalPdf, multipartForm } from '../helpers/document-files'
import { createEditorAccount } from '../helpers/editor-accounts'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startS3StandIn } from '../helpers/s3-stand-in'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let mediaDir: string

beforeAll(async () => {
  server = await startTestServer({ cmsAdmin: true })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  mediaDir = path.join(server.dataDir, 'uploads', 'blog-media')
}, 180_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const photo = (width = 2000, height = 1000, format: 'jpeg' | 'png' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#f59e0b"/></svg>`) },
    ])
    .toFormat(format)
    .toBuffer()

const svgImage = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')

/** POST a multipart body to `url`, as an ApiClient (cookies and Origin), a bare cookie, or nobody. */
async function sendForm(url: string, as: ApiClient | { cookie: string } | null, fields: Record<string, string>, file?: FormFile) {
  const { body, contentType } = multipartForm(fields, file ? [{ ...file, field: 'file' }] : [])
  const headers: Record<string, string> = { 'Content-Type': contentType, Accept: 'application/json' }
  if (as && 'cookieHeader' in as) {
    headers.Origin = as.baseUrl
    headers.Cookie = as.cookieHeader()
  } else if (as) headers.Cookie = as.cookie
  const response = await fetch(`${server.baseUrl}${url}`, { method: 'POST', headers, body: new Uint8Array(body) })
  const text = await response.text()
  let json: Record<string, unknown>
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { text }
  }
  return { status: response.status, body: json as { success?: boolean; error?: string; media?: ApiBlogMedia; errors?: unknown } }
}

const upload = (as: ApiClient | { cookie: string } | null, alt: string | undefined, file?: FormFile) =>
  sendForm('/api/blog/media', as, alt === undefined ? {} : { alt }, file)

const storedFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : [])
const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM blog_media')).rows[0].n)

describe('an upload through /api/blog/media', () => {
  it('stores the image once in every size, WebP and the original format, served publicly and cached forever', async () => {
    const sent = await upload(admin, 'Une équipe de fondateurs à Oran', {
      name: 'Équipe à Oran.PNG',
      bytes: await photo(),
      type: 'image/png',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const media = sent.body.media!
    expect(media).toMatchObject({ alt: 'Une équipe de fondateurs à Oran', width: 2000, height: 1000, type: 'image/png' })
    expect(media.url).toMatch(/^\/media\/blog\/equipe-a-oran-[0-9a-f]{8}\.png$/)
    expect(media.sizes.map((size) => `${size.width} ${size.type}`).sort()).toEqual(
      ['1600 image/png', '1600 image/webp', '480 image/png', '480 image/webp', '960 image/png', '960 image/webp'].sort(),
    )

    for (const file of [{ url: media.url, type: 'image/png', width: 2000 }, ...media.sizes]) {
      const response = await fetch(`${server.baseUrl}${file.url}`)
      expect(response.status, `${file.url} ${response.status === 200 ? '' : server.logs().slice(-3000)}`).toBe(200)
      expect(response.headers.get('content-type')).toBe(file.type)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await response.arrayBuffer())
      const metadata = await sharp(bytes).metadata()
      expect(metadata.width).toBe(file.width)
      expect(`image/${metadata.format}`).toBe(file.type)
      // Asked again with its ETag: nothing to send.
      const again = await fetch(`${server.baseUrl}${file.url}`, { headers: { 'If-None-Match': response.headers.get('etag')! } })
      expect(again.status).toBe(304)
    }
    expect((await fetch(`${server.baseUrl}/media/blog/absente-00000000.png`)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/media/blog/..%2F..%2Fpostgres`)).status).toBe(404)

    // The picker's list: newest first, searched on the alt text and the file name, accents aside.
    const second = await upload(admin, 'Un bureau lumineux', {
      name: 'bureau.jpg',
      bytes: await photo(800, 600, 'jpeg'),
      type: 'image/jpeg',
    })
    expect(second.status).toBe(201)
    // Narrower than 960: its sizes stop at its own width, once per format.
    expect(second.body.media!.sizes.map((size) => size.width)).toEqual([480, 480, 800, 800])
    const list = await admin.get<BlogMediaListResponse>('/api/blog/media?limit=2')
    expect(list.status).toBe(200)
    expect(list.body.media.map((item) => item.id)).toEqual([second.body.media!.id, media.id])
    expect(list.body.total).toBeGreaterThanOrEqual(2)
    const searched = await admin.get<BlogMediaListResponse>('/api/blog/media?search=EQUIPE')
    expect(searched.body.media.map((item) => item.id)).toEqual([media.id])
    expect((await admin.get<BlogMediaListResponse>('/api/blog/media?search=bureau.jpg')).body.media).toHaveLength(0)
    expect((await admin.get<BlogMediaListResponse>('/api/blog/media?search=bureau')).body.media.map((item) => item.id)).toEqual([
      second.body.media!.id,
    ])
  })

  it('refuses hostile or incomplete uploads in French and stores nothing', async () => {
    const filesBefore = storedFiles()
    const rowsBefore = await rowCount()
    const oversized = Buffer.concat([await photo(20, 20, 'jpeg'), Buffer.alloc(BLOG_MEDIA_MAX_BYTES)])
    const cases: [string, Awaited<ReturnType<typeof upload>>, number, string][] = [
      [
        'SVG',
        await upload(admin, 'Un dessin', { name: 'dessin.svg', bytes: svgImage(), type: 'image/svg+xml' }),
        415,
        BLOG_MEDIA_ERRORS.fileType,
      ],
      [
        'SVG as JPEG',
        await upload(admin, 'Un dessin', { name: 'dessin.jpg', bytes: svgImage(), type: 'image/jpeg' }),
        415,
        BLOG_MEDIA_ERRORS.fileType,
      ],
      [
        'PDF as .jpg',
        await upload(admin, 'Un document', { name: 'photo.jpg', bytes: minimalPdf(), type: 'image/jpeg' }),
        415,
        BLOG_MEDIA_ERRORS.fileType,
      ],
      [
        'HTML as PNG',
        await upload(admin, 'Une page', { name: 'image.png', bytes: htmlPage(), type: 'image/png' }),
        415,
        BLOG_MEDIA_ERRORS.fileType,
      ],
      [
        'over 10 Mo',
        await upload(admin, 'Trop lourde', { name: 'lourde.jpg', bytes: oversized, type: 'image/jpeg' }),
        413,
        BLOG_MEDIA_ERRORS.fileTooLarge,
      ],
      [
        'no alt',
        await upload(admin, undefined, { name: 'a.png', bytes: await photo(40, 40), type: 'image/png' }),
        400,
        BLOG_MEDIA_ERRORS.altRequired,
      ],
      [
        'short alt',
        await upload(admin, ' a ', { name: 'a.png', bytes: await photo(40, 40), type: 'image/png' }),
        400,
        BLOG_MEDIA_ERRORS.altRequired,
      ],
      [
        'long alt',
        await upload(admin, 'x'.repeat(251), { name: 'a.png', bytes: await photo(40, 40), type: 'image/png' }),
        400,
        BLOG_MEDIA_ERRORS.altTooLong,
      ],
      ['no file', await upload(admin, 'Une image absente'), 400, BLOG_MEDIA_ERRORS.fileRequired],
      [
        'truncated PNG',
        await upload(admin, 'Une image coupée', { name: 'coupee.png', bytes: (await photo(40, 40)).subarray(0, 30), type: 'image/png' }),
        415,
        BLOG_MEDIA_ERRORS.fileDamaged,
      ],
    ]
    for (const [label, response, status, message] of cases) {
      expect(response.status, label).toBe(status)
      expect(response.body.error, label).toBe(message)
    }
    expect(await rowCount()).toBe(rowsBefore)
    expect(storedFiles()).toEqual(filesBefore)
  })

  it('is for the back-office only: anonymous callers, clients and a bare client cookie are refused', async () => {
    const { api: client } = await loggedInClient(server)
    const bareCookie = { cookie: client.cookieHeader() }
    const rowsBefore = await rowCount()
    const file = { name: 'x.png', bytes: await photo(40, 40), type: 'image/png' }
    for (const as of [null, client, bareCookie]) {
      expect((await upload(as, 'Une image', file)).status).toBe(401)
    }
    expect((await new ApiClient(server.baseUrl).get('/api/blog/media')).status).toBe(401)
    expect((await client.get('/api/blog/media')).status).toBe(401)
    const bare = await fetch(`${server.baseUrl}/api/blog/media`, { headers: { Cookie: bareCookie.cookie } })
    expect(bare.status).toBe(401)
    expect(await rowCount()).toBe(rowsBefore)
  })
})

describe('an upload from /cms', () => {
  it('goes through the same checks and gets a public name', async () => {
    const { api: editor } = await createEditorAccount(server, 'editor')
    const cmsUpload = (alt: string, file: FormFile) => sendForm('/cms-api/blog-media', editor, { _payload: JSON.stringify({ alt }) }, file)
    const rowsBefore = await rowCount()
    const filesBefore = storedFiles()
    const pdf = await cmsUpload('Un document', { name: 'photo.jpg', bytes: minimalPdf(), type: 'image/jpeg' })
    expect(pdf.status).toBe(415)
    expect(JSON.stringify(pdf.body)).toContain(BLOG_MEDIA_ERRORS.fileType)
    const html = await cmsUpload('Une page', { name: 'image.png', bytes: htmlPage(), type: 'image/png' })
    expect(html.status).toBe(415)
    const noAlt = await cmsUpload('', { name: 'sans-alt.png', bytes: await photo(40, 40), type: 'image/png' })
    expect(noAlt.status).toBe(400)
    expect(await rowCount()).toBe(rowsBefore)
    expect(storedFiles()).toEqual(filesBefore)

    const good = await cmsUpload('Une signature de statuts', {
      name: 'Signature.webp',
      bytes: await photo(1200, 800, 'webp'),
      type: 'image/webp',
    })
    expect(good.status, JSON.stringify(good.body)).toBe(201)
    const row = (
      await db.query<{ filename: string; mime_type: string }>('SELECT filename, mime_type FROM blog_media ORDER BY id DESC LIMIT 1')
    ).rows[0]!
    expect(row.filename).toMatch(/^signature-[0-9a-f]{8}\.webp$/)
    expect(row.mime_type).toBe('image/webp')
    const served = await fetch(`${server.baseUrl}/media/blog/${row.filename}`)
    expect(served.status, server.logs().slice(-3000)).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })
})

describe('covers and body images', () => {
  const body = (overrides: Record<string, unknown>) => ({
    title: 'Créer sa SARL avec des images',
    slug: `sarl-images-${Math.random().toString(36).slice(2, 8)}`,
    content: '<p>Un article assez long pour être publié, avec des images de la bibliothèque et d’ailleurs.</p>',
    status: 'published',
    ...overrides,
  })

  it('keeps the cover’s URL and its library image in step, from /api and /cms', async () => {
    const media = (
      await upload(admin, 'Une couverture', { name: 'couverture.jpg', bytes: await photo(1800, 900, 'jpeg'), type: 'image/jpeg' })
    ).body.media!
    // A library address typed (or filled by the picker): the image is found.
    const created = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', body({ featuredImageUrl: media.url }))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.post.featuredImage).toMatchObject({ id: media.id, alt: 'Une couverture', width: 1800, height: 900 })
    expect(created.body.post.featuredImage!.sizes.length).toBe(6)
    // A size's address leads to the same image, and the cover keeps the original's address.
    const bySize = await admin.post<{ post: ApiBlogPost }>(
      '/api/blog/posts',
      body({ featuredImageUrl: `${server.baseUrl}${media.sizes[0]!.url}` }),
    )
    expect(bySize.body.post.featuredImage?.id).toBe(media.id)
    expect(bySize.body.post.featuredImageUrl).toBe(media.url)
    // Another site's picture: no library image.
    const id = created.body.post.id
    const outside = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${id}`, {
      ...body({ slug: created.body.post.slug }),
      featuredImageUrl: 'https://images.example.com/cover.jpg',
    })
    expect(outside.status).toBe(200)
    expect(outside.body.post.featuredImage).toBeNull()
    expect(outside.body.post.featuredImageUrl).toBe('https://images.example.com/cover.jpg')

    // An editor in /cms chooses the library image: the URL follows.
    const { api: editor } = await createEditorAccount(server, 'editor')
    expect((await editor.patch(`/cms-api/blog-posts/${id}`, { featuredImage: media.id })).status).toBe(200)
    const read = await admin.get<{ post: ApiBlogPost }>(`/api/blog/posts/id/${id}`)
    expect(read.body.post.featuredImageUrl).toBe(media.url)
    expect(read.body.post.featuredImage?.id).toBe(media.id)
    // The public list carries it too.
    const list = await new ApiClient(server.baseUrl).get<{ posts: ApiBlogPost[] }>('/api/blog/posts?limit=50')
    expect(list.body.posts.find((post) => post.id === id)?.featuredImage?.id).toBe(media.id)

    // The image removed from the library: the cover goes with it, and its files too.
    const files = [media.url, ...media.sizes.map((size) => size.url)].map((url) => decodeURIComponent(url.split('/').pop()!))
    expect((await editor.request('DELETE', `/cms-api/blog-media/${media.id}`)).status).toBe(200)
    const after = await admin.get<{ post: ApiBlogPost }>(`/api/blog/posts/id/${id}`)
    expect(after.body.post.featuredImage).toBeNull()
    expect(after.body.post.featuredImageUrl).toBeNull()
    for (const file of files) expect(fs.existsSync(path.join(mediaDir, file)), file).toBe(false)
    expect((await fetch(`${server.baseUrl}${media.url}`)).status).toBe(404)
  })

  it('keeps library images in the body, drops others, and serves sized images to readers without JavaScript', async () => {
    const cover = (await upload(admin, 'La couverture de l’article', { name: 'cover.png', bytes: await photo(), type: 'image/png' })).body
      .media!
    const inside = (
      await upload(admin, 'Un schéma des statuts', { name: 'schema.jpg', bytes: await photo(1200, 800, 'jpeg'), type: 'image/jpeg' })
    ).body.media!
    const created = await admin.post<{ post: ApiBlogPost }>(
      '/api/blog/posts',
      body({
        featuredImageUrl: cover.url,
        content:
          '<p>Un article assez long pour être publié, avec des images de la bibliothèque et d’ailleurs.</p>' +
          `<p><img src="${inside.url}" alt="ignoré"></p><p>Après l’image.</p>` +
          '<p><img src="https://tracker.example.com/pixel.gif" alt=""></p><img src="x" onerror="alert(1)">',
      }),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const content = created.body.post.content
    expect(content).toContain(`alt="Un schéma des statuts"`)
    expect(content).toMatch(/<source type="image\/webp" srcset="[^"]+480w, [^"]+960w, [^"]+1200w"/)
    expect(content).toContain('width="1200" height="800"')
    expect(content).toContain('loading="lazy" decoding="async"')
    expect(content).not.toContain('tracker.example.com')
    expect(content).not.toContain('onerror')
    expect(content).toContain('Après l’image.')

    // The stored body holds an upload node, as /cms's editor writes it.
    const stored = (await db.query<{ content: unknown }>('SELECT content FROM blog_posts WHERE id = $1', [created.body.post.id])).rows[0]!
    expect(JSON.stringify(stored.content)).toContain(`"type":"upload"`)

    // The server-rendered article: the cover sized, eager and first; the body image sized and lazy.
    const page = await fetch(`${server.baseUrl}/blog/${created.body.post.slug}`, { headers: { Accept: 'text/html' } })
    expect(page.status).toBe(200)
    const html = await page.text()
    const coverImg = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? ''
    expect(coverImg, html.slice(html.indexOf('<picture'), html.indexOf('<picture') + 1500)).toMatch(/srcset="[^"]*480w[^"]*"/i)
    expect(coverImg).toContain('width="2000"')
    expect(coverImg).toContain('height="1000"')
    expect(coverImg).toContain('loading="eager"')
    expect(html).toMatch(/<source type="image\/webp" srcset="[^"]*\.webp 480w/)
    const bodyImg = /<img[^>]*alt="Un schéma des statuts"[^>]*>/.exec(html)?.[0] ?? ''
    expect(bodyImg).toContain('srcset=')
    expect(bodyImg).toContain('width="1200"')
    expect(bodyImg).toContain('loading="lazy"')

    // The image's alt text corrected in /cms: the article's body says the new one, at once.
    const { api: editor } = await createEditorAccount(server, 'editor')
    expect((await editor.patch(`/cms-api/blog-media/${inside.id}`, { alt: 'Le schéma des statuts d’une SARL' })).status).toBe(200)
    const renamed = await new ApiClient(server.baseUrl).get<{ post: ApiBlogPost }>(`/api/blog/posts/${created.body.post.slug}`)
    expect(renamed.body.post.content).toContain('alt="Le schéma des statuts d’une SARL"')
    expect(renamed.body.post.content).not.toContain('alt="Un schéma des statuts"')
    // The image removed from the library: it leaves the body (no picture answering 404), the text stays.
    expect((await editor.request('DELETE', `/cms-api/blog-media/${inside.id}`)).status).toBe(200)
    const without = await new ApiClient(server.baseUrl).get<{ post: ApiBlogPost }>(`/api/blog/posts/${created.body.post.slug}`)
    expect(without.body.post.content).not.toContain('<picture')
    expect(without.body.post.content).not.toContain(inside.url)
    expect(without.body.post.content).toContain('Après l’image.')
  })
})

describe('the demo blog', () => {
  it('has real raster covers from the library, and an image inside the SARL article', async () => {
    const demo = await startTestServer({ seedDemo: true })
    try {
      const anonymous = new ApiClient(demo.baseUrl)
      const list = await anonymous.get<{ posts: ApiBlogPost[] }>('/api/blog/posts?limit=50')
      expect(list.body.posts.length).toBeGreaterThanOrEqual(6)
      const covers = list.body.posts.map((post) => post.featuredImage)
      expect(covers.every((cover) => cover !== null && cover.width === 1600 && cover.height === 900)).toBe(true)
      // A different picture for each article.
      expect(new Set(covers.map((cover) => cover!.url)).size).toBe(covers.length)
      for (const post of list.body.posts) expect(post.featuredImageUrl).toBe(post.featuredImage!.url)
      const cover = covers[0]!
      const served = await fetch(`${demo.baseUrl}${cover.sizes.find((size) => size.type === 'image/webp' && size.width === 960)!.url}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960)

      const sarl = await anonymous.get<{ post: ApiBlogPost }>('/api/blog/posts/creer-une-sarl-en-algerie')
      expect(sarl.body.post.content).toMatch(
        /<picture><source type="image\/webp" srcset="[^"]+"[^>]*><img [^>]*alt="Les cinq étapes de la création d’une SARL/,
      )
    } finally {
      await demo.stop()
    }
  }, 180_000)
})

describe('the library in an S3 bucket', () => {
  it('stores every size under blog-media/, serves them from the bucket, and refuses hostile files without a trace', async () => {
    const s3 = await startS3StandIn()
    const bucketServer = await startTestServer({ env: s3.env })
    try {
      const keys = async () =>
        ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!).sort()
      const bucketAdmin = await adminSession(bucketServer)
      const form = (alt: string, file: FormFile) => {
        const { body, contentType } = multipartForm({ alt }, [{ ...file, field: 'file' }])
        return fetch(`${bucketServer.baseUrl}/api/blog/media`, {
          method: 'POST',
          headers: { 'Content-Type': contentType, Origin: bucketServer.baseUrl, Cookie: bucketAdmin.cookieHeader() },
          body: new Uint8Array(body),
        })
      }
      const refused = await form('Un document', { name: 'photo.jpg', bytes: minimalPdf(), type: 'image/jpeg' })
      expect(refused.status).toBe(415)
      expect(await keys()).toEqual([])

      const sent = await form('Une photo dans le seau', { name: 'seau.jpg', bytes: await photo(1000, 500, 'jpeg'), type: 'image/jpeg' })
      expect(sent.status).toBe(201)
      const media = ((await sent.json()) as { media: ApiBlogMedia }).media
      const names = [media.url, ...media.sizes.map((size) => size.url)].map((url) => `blog-media/${url.split('/').pop()}`).sort()
      expect(await keys()).toEqual(names)
      expect(fs.existsSync(path.join(bucketServer.dataDir, 'uploads', 'blog-media'))).toBe(false)
      const served = await fetch(`${bucketServer.baseUrl}${media.sizes.find((size) => size.type === 'image/webp')!.url}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp')
    } finally {
      await bucketServer.stop()
      await s3.stop()
    }
  }, 180_000)
})
