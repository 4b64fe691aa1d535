/**
 * The blog in two languages (issue 37 item 5): each article has a language and may name its
 * translation, read both ways; /blog and /api list French articles as before, /ar/blog and
 * `?language=ar` the Arabic ones (categories, tags, search and pages filtered alike); an article
 * answers at its own language's address only (301 from /blog/… to /ar/blog/… for an Arabic one,
 * 404 for a French one under /ar); one RSS feed per language; the sitemap lists the Arabic pages
 * with hreflang pairs; the write API checks the link, in French. Against the demo content (two
 * Arabic articles, each the translation of a French one) and articles written here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xml2js } from 'xml-js'
import { DEMO_ARABIC_ARTICLES } from '@/cms/features/blog/demo'
import {
  type ApiBlogCategory,
  type ApiBlogPost,
  type BlogCategoriesResponse,
  type BlogPostInput,
  type BlogPostsResponse,
  LANGUAGE_INVALID,
  TRANSLATION_MESSAGES,
} from '@/contract/blog'
import { ApiClient } from '../helpers/api-client'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let admin: ApiClient
let anonymous: ApiClient

const ARABIC_SLUGS = DEMO_ARABIC_ARTICLES.map((article) => article.slug)
/** The demo's pair: the CNRC article names the French SARL guide. */
const CNRC = 'al-tasjil-fi-al-cnrc'
const SARL = 'creer-une-sarl-en-algerie'
const FORMS_AR = 'ashkal-al-sharikat-fi-al-jazair'
const FORMS_FR = 'choisir-sa-forme-juridique-en-algerie'

const ARABIC_TEXT = '<p>يشرح هذا المقال خطوات إنشاء مؤسسة في الجزائر، من اختيار الاسم إلى القيد في السجل التجاري.</p>'
const FRENCH_TEXT = '<p>Un texte de plus de cinquante caractères, pour passer la règle du contenu.</p>'
let counter = 0
const body = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'مقال تجريبي عن إنشاء المؤسسات',
  slug: `maqal-tajribi-${++counter}`,
  content: ARABIC_TEXT,
  status: 'published',
  language: 'ar',
  ...overrides,
})

async function createPost(overrides: Partial<BlogPostInput> = {}) {
  const response = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', body(overrides))
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

const slugsOf = async (query: string) =>
  (await anonymous.get<BlogPostsResponse>(`/api/blog/posts?limit=50${query}`)).body.posts.map((post) => post.slug)

async function page(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
/** The page's hreflang alternates, language → address. */
const alternates = (html: string) =>
  Object.fromEntries([...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]))

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true })
  admin = await adminSession(server)
  anonymous = new ApiClient(server.baseUrl)
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

describe('lists by language', () => {
  it('lists French articles by default, Arabic ones when asked, each marked with its language', async () => {
    const french = await anonymous.get<BlogPostsResponse>('/api/blog/posts?limit=50')
    expect(french.status).toBe(200)
    expect(french.body.posts.length).toBeGreaterThan(0)
    expect(french.body.posts.every((post) => post.language === 'fr')).toBe(true)
    for (const slug of ARABIC_SLUGS) expect(french.body.posts.map((post) => post.slug)).not.toContain(slug)
    expect(await slugsOf('&language=fr')).toEqual(french.body.posts.map((post) => post.slug))

    const arabic = await anonymous.get<BlogPostsResponse>('/api/blog/posts?limit=50&language=ar')
    expect(arabic.body.posts.map((post) => post.slug).sort()).toEqual([...ARABIC_SLUGS].sort())
    expect(arabic.body.posts.every((post) => post.language === 'ar')).toBe(true)
    expect(arabic.body.total).toBe(ARABIC_SLUGS.length)
    // The team signs in the article's language; an author's name stays as written.
    expect(arabic.body.posts[0]!.author.firstName).toBe('Karim')
  })

  it('gives the back-office every language, or the one it asks for', async () => {
    const all = (await admin.get<BlogPostsResponse>('/api/blog/posts?limit=50')).body.posts.map((post) => post.slug)
    for (const slug of [...ARABIC_SLUGS, SARL]) expect(all).toContain(slug)
    const arabic = (await admin.get<BlogPostsResponse>('/api/blog/posts?limit=50&language=ar')).body.posts
    expect(arabic.every((post) => post.language === 'ar')).toBe(true)
    expect(arabic.map((post) => post.slug)).toEqual(expect.arrayContaining(ARABIC_SLUGS))
  })

  it('refuses a language it does not know, in French', async () => {
    const response = await anonymous.get<{ error: string }>('/api/blog/posts?language=en')
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain(LANGUAGE_INVALID)
  })

  it('counts each category’s articles in the language asked', async () => {
    const count = async (query: string) =>
      Object.fromEntries(
        (await anonymous.get<BlogCategoriesResponse>(`/api/blog/categories${query}`)).body.categories.map((c: ApiBlogCategory) => [
          c.slug,
          c.postCount,
        ]),
      )
    const [french, arabic] = [await count(''), await count('?language=ar')]
    // The demo's Arabic categories: one article each, in Arabic only.
    expect(arabic['alashkal-alqanwnya']).toBe(1)
    expect(arabic['alajraat-aladarya']).toBe(1)
    expect(french['alashkal-alqanwnya']).toBe(0)
    expect(french['creation-dentreprise']).toBeGreaterThan(0)
    expect(arabic['creation-dentreprise']).toBe(0)
  })

  it('filters tags and searches by language: an Arabic search finds Arabic articles', async () => {
    // SARL and CNRC are tags of both languages.
    const frenchCnrc = await slugsOf('&tag=cnrc')
    expect(frenchCnrc).toContain(SARL)
    expect(frenchCnrc).not.toContain(CNRC)
    expect(await slugsOf('&tag=cnrc&language=ar')).toEqual(expect.arrayContaining([CNRC]))
    expect((await slugsOf('&tag=cnrc&language=ar')).every((slug) => ARABIC_SLUGS.includes(slug))).toBe(true)

    expect(await slugsOf(`&language=ar&q=${encodeURIComponent('شهادة التسمية')}`)).toEqual([CNRC])
    expect((await slugsOf(`&language=ar&q=${encodeURIComponent('السجل التجاري')}`)).sort()).toEqual([...ARABIC_SLUGS].sort())
    expect(await slugsOf(`&q=${encodeURIComponent('السجل التجاري')}`)).toEqual([])
    // Typed without the shadda the articles write (تحقّق, مسيّر): found all the same.
    expect((await slugsOf(`&language=ar&q=${encodeURIComponent('تحقق')}`)).sort()).toEqual([...ARABIC_SLUGS].sort())
    expect((await slugsOf(`&language=ar&q=${encodeURIComponent('اسم المسير')}`)).sort()).toEqual([CNRC])
    // A Latin word in Arabic text is found too.
    expect(await slugsOf('&language=ar&q=CASNOS')).toEqual([CNRC])
  })
})

describe('an article and its translation', () => {
  it('reads the link both ways: the Arabic article names its French version, which finds it', async () => {
    const arabic = await anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${CNRC}`)
    expect(arabic.status).toBe(200)
    expect(arabic.body.post.language).toBe('ar')
    expect(arabic.body.post.translation).toMatchObject({ slug: SARL, language: 'fr', status: 'published' })
    const french = await anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${SARL}`)
    expect(french.body.post.translation).toMatchObject({ slug: CNRC, language: 'ar' })
    // Related articles stay in the article's language.
    expect(arabic.body.post.related?.map((post) => post.slug)).toEqual([FORMS_AR])
    expect(french.body.post.related?.every((post) => post.language === 'fr')).toBe(true)
  })

  it('answers an article asked for in the other language as missing, saying where an Arabic one is', async () => {
    const asFrench = await anonymous.get<{ redirectTo?: string; error: string }>(`/api/blog/posts/${CNRC}?language=fr`)
    expect(asFrench.status).toBe(404)
    expect(asFrench.body).toMatchObject({ error: 'Article non trouvé', redirectTo: `/ar/blog/${CNRC}` })
    const asArabic = await anonymous.get<{ redirectTo?: string }>(`/api/blog/posts/${SARL}?language=ar`)
    expect(asArabic.status).toBe(404)
    expect(asArabic.body.redirectTo).toBeUndefined()
    expect((await anonymous.get(`/api/blog/posts/${CNRC}?language=ar`)).status).toBe(200)
  })

  it('names only a public translation to the public', async () => {
    const draft = await createPost({ language: 'fr', title: 'Brouillon de la version française', content: FRENCH_TEXT, status: 'draft' })
    const arabic = await createPost({ translationOf: draft.id })
    expect(arabic.translation).toMatchObject({ id: draft.id, status: 'draft' })
    const read = await anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${arabic.slug}`)
    expect(read.body.post.translation).toBeNull()
    const page = await fetch(`${server.baseUrl}/ar/blog/${arabic.slug}`).then((r) => r.text())
    expect(alternates(page)).toEqual({ ar: `${server.baseUrl}/ar/blog/${arabic.slug}` })
  })
})

describe('the pages, as search engines read them', () => {
  it('lists the Arabic articles at /ar/blog, in Arabic, right to left', async () => {
    const { status, html } = await page('/ar/blog')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ar" dir="rtl">')
    for (const article of DEMO_ARABIC_ARTICLES) expect(html).toContain(article.title)
    expect(html).not.toContain('Créer une SARL en Algérie')
    expect(html).toContain('<h1 id="blog-titre"')
    expect(html).toContain('أحدث المقالات')
    expect(alternates(html)).toMatchObject({
      fr: `${server.baseUrl}/blog`,
      ar: `${server.baseUrl}/ar/blog`,
      'x-default': `${server.baseUrl}/blog`,
    })
    expect(head(html)).toContain(`href="${server.baseUrl}/ar/blog/rss.xml"`)
    // The French list shows no Arabic article.
    const french = await page('/blog')
    for (const article of DEMO_ARABIC_ARTICLES) expect(french.html).not.toContain(article.title)
  })

  it('shows an Arabic article whole in the server’s HTML, with its French version as alternate', async () => {
    const { status, html } = await page(`/ar/blog/${CNRC}`)
    expect(status).toBe(200)
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('الخطوة الأولى: شهادة التسمية')
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/ar/blog/${CNRC}"/>`)
    expect(alternates(html)).toEqual({
      ar: `${server.baseUrl}/ar/blog/${CNRC}`,
      fr: `${server.baseUrl}/blog/${SARL}`,
      'x-default': `${server.baseUrl}/blog/${SARL}`,
    })
    // The way to the French version, in the article itself.
    expect(html).toMatch(new RegExp(`<a href="/blog/${SARL}" hrefLang="fr" lang="fr" dir="ltr">`))
    // The French version names the Arabic one.
    const french = await page(`/blog/${SARL}`)
    expect(alternates(french.html)).toMatchObject({ fr: `${server.baseUrl}/blog/${SARL}`, ar: `${server.baseUrl}/ar/blog/${CNRC}` })
  })

  it('sends an Arabic article’s French address to its Arabic one (301), and answers 404 for a French article under /ar', async () => {
    const moved = await page(`/blog/${CNRC}`)
    expect(moved.status).toBe(301)
    expect(new URL(moved.location!, server.baseUrl).pathname).toBe(`/ar/blog/${CNRC}`)
    const missing = await page(`/ar/blog/${SARL}`)
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('المقال غير موجود')
  })

  it('previews an Arabic article on the Arabic page, for staff', async () => {
    const draft = await createPost({ status: 'draft', title: 'مسودة مقال عربي للمعاينة' })
    const french = await admin.request<string>('GET', `/blog/apercu/${draft.id}`)
    // A 302: the article's language may change, and a browser keeps a 301.
    expect(french.status).toBe(302)
    expect(new URL(french.headers.get('location')!, server.baseUrl).pathname).toBe(`/ar/blog/apercu/${draft.id}`)
    const arabic = await admin.request<string>('GET', `/ar/blog/apercu/${draft.id}`)
    expect(arabic.status).toBe(200)
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.body).toContain('مسودة مقال عربي للمعاينة')
    // Anyone else: the article's 404, whatever its language.
    expect((await page(`/ar/blog/apercu/${draft.id}`)).status).toBe(404)
  })

  it('keeps categories, tags, searches and pages within the language', async () => {
    const category = await page('/ar/blog?category=alajraat-aladarya')
    expect(category.status).toBe(200)
    expect(category.html).toContain(DEMO_ARABIC_ARTICLES[1]!.title)
    expect(category.html).not.toContain(DEMO_ARABIC_ARTICLES[0]!.title)
    // A filtered view names only itself.
    expect(alternates(category.html)).toEqual({ ar: `${server.baseUrl}/ar/blog?category=alajraat-aladarya` })
    const search = await page(`/ar/blog?q=${encodeURIComponent('الموثق')}`)
    expect(search.html).toContain('نتائج البحث عن «<bdi>الموثق</bdi>»')
    // The search form stays on the Arabic blog.
    expect(search.html).toContain('action="/ar/blog"')
  })

  it('shows an author’s page in both languages, each with its articles', async () => {
    const arabic = await page('/ar/blog/auteur/karim-haddad')
    expect(arabic.status).toBe(200)
    for (const article of DEMO_ARABIC_ARTICLES) expect(arabic.html).toContain(`/ar/blog/${article.slug}`)
    expect(arabic.html).not.toContain(`/blog/${SARL}"`)
    expect((await anonymous.get<{ total: number; languages: string[] }>('/api/blog/authors/karim-haddad?language=ar')).body).toMatchObject({
      total: ARABIC_SLUGS.length,
      languages: ['fr', 'ar'],
    })
  })
})

describe('feeds and sitemap', () => {
  type XmlElement = { name?: string; attributes?: Record<string, string>; elements?: XmlElement[]; text?: string; cdata?: string }
  const child = (element: XmlElement | undefined, name: string) => element?.elements?.find((item) => item.name === name)
  const children = (element: XmlElement | undefined, name: string) => element?.elements?.filter((item) => item.name === name) ?? []
  const textOf = (element: XmlElement | undefined) => element?.elements?.map((item) => item.text ?? item.cdata ?? '').join('') ?? ''

  async function feed(path: string) {
    const response = await fetch(`${server.baseUrl}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const channel = child(child(xml2js(await response.text()) as XmlElement, 'rss'), 'channel')
    return { language: textOf(child(channel, 'language')), links: children(channel, 'item').map((item) => textOf(child(item, 'link'))) }
  }

  it('has one RSS feed per language', async () => {
    const french = await feed('/blog/rss.xml')
    expect(french.language).toBe('fr')
    expect(french.links).toContain(`${server.baseUrl}/blog/${SARL}`)
    expect(french.links.some((link) => ARABIC_SLUGS.some((slug) => link.endsWith(slug)))).toBe(false)
    const arabic = await feed('/ar/blog/rss.xml')
    expect(arabic.language).toBe('ar')
    for (const slug of ARABIC_SLUGS) expect(arabic.links).toContain(`${server.baseUrl}/ar/blog/${slug}`)
    expect(arabic.links.every((link) => link.startsWith(`${server.baseUrl}/ar/blog/`))).toBe(true)
  })

  it('lists the Arabic pages in the sitemap, with hreflang pairs where both versions exist', async () => {
    const unlinked = await createPost({ title: 'مقال عربي دون ترجمة فرنسية' })
    const doc = xml2js(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()) as XmlElement
    const urlset = child(doc, 'urlset')
    expect(urlset?.attributes?.['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
    const entries = new Map(
      children(urlset, 'url').map((url) => [
        textOf(child(url, 'loc')),
        Object.fromEntries(children(url, 'xhtml:link').map((link) => [link.attributes!.hreflang, link.attributes!.href])),
      ]),
    )
    const at = (path: string) => `${server.baseUrl}${path}`
    const pair = (fr: string, ar: string) => ({ fr: at(fr), ar: at(ar), 'x-default': at(fr) })
    expect(entries.get(at('/'))).toEqual(pair('/', '/ar'))
    expect(entries.get(at('/ar'))).toEqual(pair('/', '/ar'))
    expect(entries.get(at('/ar/blog'))).toEqual(pair('/blog', '/ar/blog'))
    expect(entries.get(at('/ar/creer-entreprise'))).toEqual(pair('/creer-entreprise', '/ar/creer-entreprise'))
    expect(entries.get(at(`/ar/blog/${CNRC}`))).toEqual(pair(`/blog/${SARL}`, `/ar/blog/${CNRC}`))
    expect(entries.get(at(`/blog/${SARL}`))).toEqual(pair(`/blog/${SARL}`, `/ar/blog/${CNRC}`))
    expect(entries.get(at(`/ar/blog/${FORMS_AR}`))).toEqual(pair(`/blog/${FORMS_FR}`, `/ar/blog/${FORMS_AR}`))
    // Only one version: no alternates. Never at the other language's address.
    expect(entries.get(at(`/ar/blog/${unlinked.slug}`))).toEqual({})
    expect(entries.has(at(`/blog/${unlinked.slug}`))).toBe(false)
    expect(entries.has(at(`/blog/${CNRC}`))).toBe(false)
    expect(entries.get(at('/ar/blog/auteur/karim-haddad'))).toEqual(pair('/blog/auteur/karim-haddad', '/ar/blog/auteur/karim-haddad'))
  })
})

describe('writing languages and translations', () => {
  const refused = async (method: 'POST' | 'PUT', path: string, input: BlogPostInput) => {
    const response = await admin.request<{ error: string; fields?: Record<string, string> }>(method, path, input)
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    return response.body
  }

  it('writes an article French unless told, and keeps its language when an edit leaves it out', async () => {
    const { language: _, ...withoutLanguage } = body({ title: 'Un article sans langue précisée', content: FRENCH_TEXT })
    const created = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', withoutLanguage)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.post.language).toBe('fr')
    const arabic = await createPost()
    const { language: __, ...edit } = body({ slug: arabic.slug, title: 'عنوان معدّل للمقال التجريبي' })
    const updated = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${arabic.id}`, edit)
    expect(updated.body.post.language).toBe('ar')
    expect((await refused('POST', '/api/blog/posts', { ...body(), language: 'en' as 'ar' })).error).toBe(LANGUAGE_INVALID)
  })

  it('refuses a translation that is unknown, itself, in the same language or already claimed, in French', async () => {
    const arabic = await createPost()
    const otherArabic = await createPost()
    expect(await refused('POST', '/api/blog/posts', body({ translationOf: 2_000_000 }))).toMatchObject({
      error: TRANSLATION_MESSAGES.unknown,
      fields: { translationOf: TRANSLATION_MESSAGES.unknown },
    })
    expect((await refused('PUT', `/api/blog/posts/${arabic.id}`, body({ slug: arabic.slug, translationOf: arabic.id }))).error).toBe(
      TRANSLATION_MESSAGES.self,
    )
    expect((await refused('POST', '/api/blog/posts', body({ translationOf: otherArabic.id }))).error).toBe(
      TRANSLATION_MESSAGES.sameLanguage,
    )
    // The SARL guide is the demo CNRC article's translation already.
    const sarl = (await anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${SARL}`)).body.post
    expect((await refused('POST', '/api/blog/posts', body({ translationOf: sarl.id }))).error).toBe(TRANSLATION_MESSAGES.taken)
    expect((await refused('POST', '/api/blog/posts', body({ translationOf: 'abc' as unknown as number }))).error).toBeTruthy()
  })

  it('links two articles both ways, moves the link, and lets it go', async () => {
    const french = await createPost({ language: 'fr', title: 'La version française de l’article', content: FRENCH_TEXT })
    const arabic = await createPost({ translationOf: french.id })
    expect(arabic.translation).toMatchObject({ id: french.id, language: 'fr' })
    const byId = async (id: number) => (await admin.get<{ post: ApiBlogPost }>(`/api/blog/posts/id/${id}`)).body.post
    expect((await byId(french.id)).translation).toMatchObject({ id: arabic.id, language: 'ar' })
    const readFrench = await anonymous.get<{ post: ApiBlogPost }>(`/api/blog/posts/${french.slug}`)
    expect(readFrench.body.post.translation).toMatchObject({ slug: arabic.slug })

    // The French article cannot move to Arabic while an Arabic article names it.
    const moved = await refused('PUT', `/api/blog/posts/${french.id}`, {
      ...body({ slug: french.slug, content: FRENCH_TEXT }),
      language: 'ar',
    })
    expect(moved).toMatchObject({ error: TRANSLATION_MESSAGES.linkedLanguage, fields: { language: TRANSLATION_MESSAGES.linkedLanguage } })

    // Naming another Arabic version from the French side moves the link: the first one lets go.
    const second = await createPost()
    const relinked = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${french.id}`, {
      ...body({ slug: french.slug, language: 'fr', title: french.title, content: FRENCH_TEXT }),
      translationOf: second.id,
    })
    expect(relinked.status, JSON.stringify(relinked.body)).toBe(200)
    expect(relinked.body.post.translation).toMatchObject({ id: second.id })
    expect((await byId(arabic.id)).translation).toBeNull()
    expect((await byId(second.id)).translation).toMatchObject({ id: french.id })

    // null: no translation any more, on either side.
    const unlinked = await admin.request<{ post: ApiBlogPost }>('PUT', `/api/blog/posts/${second.id}`, {
      ...body({ slug: second.slug }),
      translationOf: null,
    })
    expect(unlinked.body.post.translation).toBeNull()
    expect((await byId(french.id)).translation).toBeNull()
    const page = await fetch(`${server.baseUrl}/blog/${french.slug}`).then((r) => r.text())
    expect(alternates(page)).toEqual({ fr: `${server.baseUrl}/blog/${french.slug}`, 'x-default': `${server.baseUrl}/blog/${french.slug}` })
  })

  it('gives an Arabic title a Latin slug the slug rule accepts, and finds the article at it', async () => {
    const { slugify } = await import('@/contract/blog')
    const slug = slugify('دليل القيد في السجل التجاري')
    expect(slug).toBe('dlyl-alqyd-fy-alsjl-altjary')
    const post = await createPost({ slug })
    expect((await page(`/ar/blog/${post.slug}`)).status).toBe(200)
    // The spec's slug rule stays: Arabic letters in a slug are refused.
    expect((await refused('POST', '/api/blog/posts', body({ slug: 'السجل-التجاري' }))).error).toBe(
      'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets',
    )
  })
})
