/**
 * Share cards (issue 36 item 2), as a link preview sees them: plain HTTP, no JavaScript. Every
 * page's head names a 1200×630 PNG with its size, type and alt text; the PNG is drawn once per
 * version and kept (DATA_DIR/uploads/share-cards, or the bucket), its address changes when what it
 * shows changes, and a cover from the library is drawn behind the text (an external address never
 * is fetched by the server). An article keeps one card in the store: its current one (the older
 * versions go once the new one is stored, all of them when the article is deleted).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import type pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlogPostInput } from '@/contract/blog'
import type { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession } from '../helpers/factories'
import { startS3StandIn } from '../helpers/s3-stand-in'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let admin: ApiClient
let db: pg.Client
const run = Date.now().toString(36)
let categoryId = 0

// An address outside the site, to prove the server never fetches an article's external image.
let probeHits = 0
const probe = http.createServer((_req, res) => {
  probeHits += 1
  res.writeHead(404).end()
})

const content =
  '<p>Le registre du commerce demande les statuts signés, le bail du siège et une copie des pièces d’identité des associés.</p>'

async function createPost(input: Partial<BlogPostInput> & { title: string; slug: string }) {
  const response = await admin.post<{ post: { id: number; slug: string } }>('/api/blog/posts', {
    content,
    status: 'published',
    categoryId,
    ...input,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

beforeAll(async () => {
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  server = await startTestServer({ env: { SITE_NAME: 'Atlas Création' } })
  admin = await adminSession(server)
  db = await connectToDatabase(server)
  const category = await admin.post<{ category: { id: number } }>('/api/blog/categories', {
    name: 'Fiscalité',
    slug: `fiscalite-${run}`,
    color: '#10B981',
  })
  expect(category.status, JSON.stringify(category.body)).toBe(201)
  categoryId = category.body.category.id
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  probe.close()
})

const page = async (pathname: string) => {
  const response = await fetch(`${server.baseUrl}${pathname}`)
  expect(response.status, pathname).toBe(200)
  return response.text()
}
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(head(html))?.[1]

/** The head's card tags, checked as previews read them; the card's absolute address. */
function cardOf(html: string): string {
  const image = meta(html, 'og:image')
  expect(image, 'og:image').toBeTruthy()
  expect(image!.startsWith(`${server.baseUrl}/`), image).toBe(true)
  expect(meta(html, 'og:image:width')).toBe('1200')
  expect(meta(html, 'og:image:height')).toBe('630')
  expect(meta(html, 'og:image:type')).toBe('image/png')
  expect(meta(html, 'og:image:alt')?.length).toBeGreaterThan(5)
  expect(meta(html, 'twitter:card')).toBe('summary_large_image')
  expect(meta(html, 'twitter:image')).toBe(image)
  return image!.replace(/&amp;/g, '&')
}

async function fetchCard(url: string) {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await response.arrayBuffer())
  const metadata = await sharp(png).metadata()
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630])
  return { png, cacheControl: response.headers.get('cache-control') }
}

async function fetchPng(url: string) {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  return Buffer.from(await response.arrayBuffer())
}

async function listedKeys(client: S3Client, bucket: string, prefix: string) {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key).sort()
}

const versionOf = (url: string) => new URL(url).searchParams.get('v')!
const cardsDir = () => path.join(server.dataDir, 'uploads', 'share-cards')
/** Each card in its owner's folder: the site's two (`site-home`, `site-blog`), an article's (`article-<id>`). */
const storedSiteCard = (which: 'home' | 'blog', version: string) => path.join(cardsDir(), `site-${which}`, `${version}.png`)
const storedArticleCard = (postId: number, version: string) => path.join(cardsDir(), `article-${postId}`, `${version}.png`)
/** Every card file in the store, with its folder (`article-12/…png`, `…png`). */
const storedCards = () =>
  fs
    .readdirSync(cardsDir(), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.png'))
    .sort()
const articleCards = (postId: number) => storedCards().filter((name) => name.startsWith(`article-${postId}${path.sep}`))

/** An article's edit through the back-office's API, the rest of it unchanged. */
async function retitle(post: { id: number; slug: string }, title: string, as: ApiClient = admin, category: number | null = categoryId) {
  const edited = await as.request('PUT', `/api/blog/posts/${post.id}`, {
    title,
    slug: post.slug,
    content,
    status: 'published',
    categoryId: category,
  })
  expect(edited.status, JSON.stringify(edited.body)).toBe(200)
}

/** The colour of the card's top right corner, where no text is drawn. */
async function cornerColour(png: Buffer) {
  const { data } = await sharp(png)
    .extract({ left: 1150, top: 10, width: 40, height: 40 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const mean = [0, 1, 2].map((channel) => {
    let sum = 0
    for (let index = channel; index < data.length; index += 3) sum += data[index]!
    return sum / (data.length / 3)
  })
  return { red: mean[0]!, green: mean[1]!, blue: mean[2]! }
}

describe('an article’s share card', () => {
  it('is a 1200×630 PNG named by the article’s head, drawn once and kept', async () => {
    const post = await createPost({
      title: 'Déclarer la TVA de sa SARL : le calendrier complet pour une première année sans pénalité ni retard',
      slug: `tva-sarl-${run}`,
      featuredImageUrl: `http://127.0.0.1:${(probe.address() as AddressInfo).port}/couverture.jpg`,
    })
    const url = cardOf(await page(`/blog/${post.slug}`))
    expect(url).toMatch(new RegExp(`^${server.baseUrl}/blog/${post.slug}/partage\\.png\\?v=[A-Za-z0-9]{16}$`))
    expect(meta(await page(`/blog/${post.slug}`), 'og:image:alt')).toContain('Déclarer la TVA de sa SARL\u00a0:')

    const first = await fetchCard(url)
    // Asked with its own version, it is kept a year: a change is a new address.
    expect(first.cacheControl).toContain('immutable')
    const stored = storedArticleCard(post.id, versionOf(url))
    expect(fs.readFileSync(stored).equals(first.png)).toBe(true)
    const { mtimeMs } = fs.statSync(stored)
    const cards = storedCards().length

    const second = await fetchCard(url)
    expect(second.png.equals(first.png)).toBe(true)
    // Not drawn again: the stored file is untouched and no other was written.
    expect(fs.statSync(stored).mtimeMs).toBe(mtimeMs)
    expect(storedCards()).toHaveLength(cards)

    // The branded background (the site's blue), the external image never fetched.
    const corner = await cornerColour(first.png)
    expect(corner.blue).toBeGreaterThan(corner.red + 40)
    expect(probeHits).toBe(0)
  })

  it('gets a new address when its title changes; the old one still answers with the current card', async () => {
    const post = await createPost({ title: 'Ouvrir un compte bancaire professionnel', slug: `compte-pro-${run}` })
    const before = cardOf(await page(`/blog/${post.slug}`))
    const first = await fetchCard(before)
    expect(articleCards(post.id)).toEqual([path.join(`article-${post.id}`, `${versionOf(before)}.png`)])

    await retitle(post, 'Ouvrir un compte bancaire professionnel en 2027')
    const after = cardOf(await page(`/blog/${post.slug}`))
    expect(versionOf(after)).not.toBe(versionOf(before))
    const card = await fetchCard(after)
    expect(card.png.equals(first.png)).toBe(false)
    // Stored, and the old version gone from the store: one card per article, not one per edit.
    expect(articleCards(post.id)).toEqual([path.join(`article-${post.id}`, `${versionOf(after)}.png`)])

    // A preview holding the old address gets today's card, kept a few minutes only.
    const old = await fetchCard(before)
    expect(old.png.equals(card.png)).toBe(true)
    expect(old.cacheControl).not.toContain('immutable')

    // A second change: again only the current card is kept, and both old addresses send it.
    await retitle(post, 'Ouvrir un compte bancaire professionnel en 2028')
    const latest = cardOf(await page(`/blog/${post.slug}`))
    expect(new Set([versionOf(before), versionOf(after), versionOf(latest)]).size).toBe(3)
    const current = await fetchCard(latest)
    expect(current.cacheControl).toContain('immutable')
    expect(articleCards(post.id)).toEqual([path.join(`article-${post.id}`, `${versionOf(latest)}.png`)])
    for (const address of [before, after]) {
      const answer = await fetchCard(address)
      expect(answer.png.equals(current.png), address).toBe(true)
      expect(answer.png.equals(first.png) || answer.png.equals(card.png), address).toBe(false)
    }
    // Asking an old address draws nothing old again.
    expect(articleCards(post.id)).toEqual([path.join(`article-${post.id}`, `${versionOf(latest)}.png`)])
  })

  it('goes with its article: deleted, none of its cards is kept and its address is not found', async () => {
    const post = await createPost({ title: 'Fermer sa société en Algérie', slug: `fermer-${run}` })
    const url = cardOf(await page(`/blog/${post.slug}`))
    await fetchCard(url)
    expect(articleCards(post.id)).toHaveLength(1)
    const others = storedCards().filter((name) => !name.startsWith(`article-${post.id}${path.sep}`))

    expect((await admin.request('DELETE', `/api/blog/posts/${post.id}`)).status).toBe(200)
    expect(articleCards(post.id)).toEqual([])
    expect(fs.existsSync(path.join(cardsDir(), `article-${post.id}`))).toBe(false)
    // The other articles' cards and the site's are untouched.
    expect(storedCards()).toEqual(others)
    expect((await fetch(url)).status).toBe(404)
    expect(articleCards(post.id)).toEqual([])
  })

  it('is drawn over the article’s library cover, darkened', async () => {
    const post = await createPost({ title: 'Choisir le siège social de sa société', slug: `siege-${run}` })
    const branded = cardOf(await page(`/blog/${post.slug}`))
    // A red photo in the library, as an upload leaves it (its file under DATA_DIR, its row).
    const dir = path.join(server.dataDir, 'uploads', 'blog-media')
    fs.mkdirSync(dir, { recursive: true })
    const filename = `rouge-${run}.jpg`
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e11d48' } })
      .jpeg()
      .toFile(path.join(dir, filename))
    const media = await db.query<{ id: number }>(
      `INSERT INTO blog_media (alt, filename, mime_type, width, height) VALUES ('Une façade rouge', $1, 'image/jpeg', 1600, 900) RETURNING id`,
      [filename],
    )
    await db.query('UPDATE blog_posts SET featured_image_id = $1 WHERE id = $2', [media.rows[0]!.id, post.id])
    // Written around Payload: the public reads see it once their five seconds are over.
    await new Promise((resolve) => setTimeout(resolve, 5_500))

    const covered = cardOf(await page(`/blog/${post.slug}`))
    expect(versionOf(covered)).not.toBe(versionOf(branded))
    const corner = await cornerColour((await fetchCard(covered)).png)
    // Red, darkened for the white text's contrast.
    expect(corner.red).toBeGreaterThan(corner.blue + 20)
    expect(corner.red).toBeLessThan(120)
  })

  it('is not found for an article that is not public', async () => {
    await createPost({ title: 'Un brouillon pas encore relu', slug: `brouillon-${run}`, status: 'draft' })
    expect((await fetch(`${server.baseUrl}/blog/brouillon-${run}/partage.png`)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/blog/inconnu-${run}/partage.png`)).status).toBe(404)
  })
})

describe('the site’s own cards', () => {
  it('the landing page and the blog list each name theirs, with their version', async () => {
    const home = cardOf(await page('/'))
    expect(home).toMatch(new RegExp(`^${server.baseUrl}/og-image\\.png\\?v=[A-Za-z0-9]{16}$`))
    expect((await fetchCard(home)).cacheControl).toContain('immutable')
    const blog = cardOf(await page('/blog'))
    expect(blog).toMatch(new RegExp(`^${server.baseUrl}/blog/partage\\.png\\?v=[A-Za-z0-9]{16}$`))
    await fetchCard(blog)
    expect(fs.existsSync(storedSiteCard('home', versionOf(home)))).toBe(true)
    expect(fs.existsSync(storedSiteCard('blog', versionOf(blog)))).toBe(true)
    // Links shared before versions existed still get the landing page's card.
    await fetchCard(`${server.baseUrl}/og-image.png`)
  })

  it('keeps only the current version once the site is renamed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cards-'))
    const homeCards = () => fs.readdirSync(path.join(dataDir, 'uploads', 'share-cards', 'site-home')).sort()
    const landingCard = async (instance: TestServer) => {
      const url = meta(await (await fetch(`${instance.baseUrl}/`)).text(), 'og:image')!
      expect(url.startsWith(`${instance.baseUrl}/og-image.png?v=`), url).toBe(true)
      await fetchCard(url)
      return versionOf(url)
    }
    try {
      const before = await startTestServer({ dataDir, env: { SITE_NAME: 'Atlas Création' } })
      const first = await landingCard(before).finally(() => before.stop())
      expect(homeCards()).toEqual([`${first}.png`])
      const renamed = await startTestServer({ dataDir, env: { SITE_NAME: 'Atlas Conseil' } })
      const second = await landingCard(renamed).finally(() => renamed.stop())
      expect(second).not.toBe(first)
      expect(homeCards()).toEqual([`${second}.png`])
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('with an S3 bucket, shared by the instances', () => {
  it('keeps each card once under share-cards/, whichever instance drew it, however many asked at once', async () => {
    const s3 = await startS3StandIn()
    const env = { ...s3.env, SITE_NAME: 'Atlas Création' }
    const [first, second] = await Promise.all([startTestServer({ env }), startTestServer({ env })])
    try {
      const html = await (await fetch(`${first.baseUrl}/`)).text()
      const version = /og-image\.png\?v=([A-Za-z0-9]+)/.exec(html)![1]!
      // Both instances asked at once: the same card, drawn by either, stored under one key.
      const answers = await Promise.all(
        [first, second, first, second].map(async (instance) => {
          const response = await fetch(`${instance.baseUrl}/og-image.png?v=${version}`)
          expect(response.status).toBe(200)
          expect(response.headers.get('content-type')).toBe('image/png')
          return Buffer.from(await response.arrayBuffer())
        }),
      )
      expect((await sharp(answers[0]!).metadata()).width).toBe(1200)
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'share-cards/' }))
      expect(listed.Contents?.map((object) => object.Key)).toEqual([`share-cards/site-home/${version}.png`])
      const stored = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `share-cards/site-home/${version}.png` }))
      expect(stored.ContentType).toBe('image/png')
      // Nothing under DATA_DIR: the bucket is the store.
      expect(fs.existsSync(path.join(first.dataDir, 'uploads', 'share-cards'))).toBe(false)

      // A third instance finds it there and does not draw it again.
      const third = await startTestServer({ env })
      try {
        const response = await fetch(`${third.baseUrl}/og-image.png?v=${version}`)
        expect(Buffer.from(await response.arrayBuffer()).equals(answers[0]!)).toBe(true)
        const after = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `share-cards/site-home/${version}.png` }))
        expect(after.LastModified?.getTime()).toBe(stored.LastModified?.getTime())
      } finally {
        await third.stop()
      }
    } finally {
      await Promise.all([first.stop(), second.stop()])
      await s3.stop()
    }
  }, 180_000)

  it('keeps an article’s current card only, under share-cards/article-<id>/, and none once it is deleted', async () => {
    const s3 = await startS3StandIn()
    const instance = await startTestServer({ env: { ...s3.env, SITE_NAME: 'Atlas Création' } })
    try {
      const editor = await adminSession(instance)
      const created = await editor.post<{ post: { id: number; slug: string } }>('/api/blog/posts', {
        title: 'Recruter son premier salarié',
        slug: `salarie-${run}`,
        content,
        status: 'published',
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const post = created.body.post
      const cardAddress = async () => {
        const html = await (await fetch(`${instance.baseUrl}/blog/${post.slug}`)).text()
        return `${instance.baseUrl}/blog/${post.slug}/partage.png?v=${/partage\.png\?v=([A-Za-z0-9]+)/.exec(html)![1]!}`
      }
      const keys = (client: S3Client) => listedKeys(client, s3.bucket, `share-cards/article-${post.id}/`)

      const first = await cardAddress()
      const firstPng = await fetchPng(first)
      expect(await keys(s3.client)).toEqual([`share-cards/article-${post.id}/${versionOf(first)}.png`])
      let latest = first
      for (const title of ['Recruter son premier salarié en 2027', 'Recruter son premier salarié en 2028']) {
        await retitle(post, title, editor, null)
        latest = await cardAddress()
        await fetchPng(latest)
        expect(await keys(s3.client)).toEqual([`share-cards/article-${post.id}/${versionOf(latest)}.png`])
      }
      expect(versionOf(latest)).not.toBe(versionOf(first))
      // The first address sends today's card, not the one it named.
      const old = await fetchPng(first)
      expect(old.equals(firstPng)).toBe(false)
      expect(old.equals(await fetchPng(latest))).toBe(true)

      expect((await editor.request('DELETE', `/api/blog/posts/${post.id}`)).status).toBe(200)
      expect(await keys(s3.client)).toEqual([])
      expect((await fetch(first)).status).toBe(404)
    } finally {
      await instance.stop()
      await s3.stop()
    }
  }, 180_000)
})
