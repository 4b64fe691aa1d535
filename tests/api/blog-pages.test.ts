/**
 * The blog as search engines read it: plain HTTP, no browser, no JavaScript. /blog and
 * /blog/{slug} come from the server as complete HTML (docs/decisions/007): the articles, the
 * filters applied on the server, the head tags and the structured data. Articles are written
 * through the back-office API, as an editor would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE, type BlogPostInput, STRUCTURED_DATA_POSTS } from '@/contract/blog'
import type { ApiClient } from '../helpers/api-client'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let admin: ApiClient
const run = Date.now().toString(36)

// A word nobody else writes, to find one article by search.
const RARE_WORD = `zephyrine${run}`
const featured = {
  title: 'Domicilier sa SARL à Oran : adresse, bail et registre',
  slug: `domicilier-sarl-oran-${run}`,
  excerpt: 'Adresse du siège, bail commercial ou domiciliation : ce que le registre du commerce demande.',
  metaTitle: 'Domiciliation de SARL à Oran : le guide',
  metaDescription: 'Siège social à Oran : bail commercial, domiciliation et pièces demandées par le registre du commerce.',
  featuredImageUrl: '/images/blog/domiciliation.jpg',
  publishedAt: '2026-11-12T09:30:00.000Z',
}
// Its title would close a <script> block if the structured data were not escaped.
const tricky = { title: 'Les statuts </script><b>sans</b> erreur', slug: `statuts-sans-erreur-${run}` }
const draft = { title: 'Brouillon pas encore relu', slug: `brouillon-pas-relu-${run}` }
let categorySlug = ''

const paragraph = (text: string) => `<p>${text}</p>`
const content = (extra = '') =>
  paragraph(
    `Le siège social d'une SARL doit être situé en Algérie. ${extra} Le bail commercial ou le contrat de domiciliation est déposé au registre du commerce avec les statuts.`,
  ) + '<h2>Les pièces à fournir</h2><ul><li>Le bail ou le contrat de domiciliation</li><li>Les statuts signés</li></ul>'

async function createPost(input: Partial<BlogPostInput> & { title: string; slug: string }) {
  const response = await admin.post<{ post: { id: number; slug: string } }>('/api/blog/posts', {
    content: content(),
    status: 'published',
    readingTimeMinutes: 4,
    ...input,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, env: { SITE_NAME: 'Atlas Création' } })
  admin = await adminSession(server)
  categorySlug = `domiciliation-${run}`
  const category = await admin.post<{ category: { id: number } }>('/api/blog/categories', {
    name: 'Domiciliation',
    slug: categorySlug,
    color: '#10B981',
  })
  expect(category.status, JSON.stringify(category.body)).toBe(201)
  const tags = await Promise.all(
    ['Oran', 'Bail', 'Registre', 'Siège', 'SARL'].map((name, index) =>
      admin.post<{ tag: { id: number } }>('/api/blog/tags', { name, slug: `tag-${index}-${run}`, color: '#8B5CF6' }),
    ),
  )
  for (const tag of tags) expect(tag.status, JSON.stringify(tag.body)).toBe(201)

  await createPost({
    ...featured,
    content: content(`Le mot ${RARE_WORD} sert à la recherche.`),
    categoryId: category.body.category.id,
    tags: tags.map((tag) => tag.body.tag.id),
  })
  await createPost(tricky)
  await createPost({ ...draft, status: 'draft' })
  // Enough published articles for a second page and more than 10 entries of structured data.
  for (let n = 1; n <= BLOG_PAGE_SIZE; n++) {
    await createPost({
      title: `Fiche pratique numéro ${n} pour créer sa société`,
      slug: `fiche-pratique-${n}-${run}`,
      publishedAt: `2026-01-${String(n).padStart(2, '0')}T08:00:00.000Z`,
    })
  }
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

async function page(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`)
  return { status: response.status, html: await response.text() }
}

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
/** The text of an HTML attribute or element as React escapes it. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
/** A title or excerpt as the page shows it: escaped, with French no-break spaces before ':' and the like. */
const shown = (text: string) => escaped(text).replace(/ ([:;!?»])/g, '\u00a0$1')
const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(head(html))
  return match?.[1]
}

/** The page's links: their attributes and their text without tags (what a crawler follows). */
function links(html: string) {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    ...Object.fromEntries([...match[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((attribute) => [attribute[1], attribute[2]])),
    text: match[2].replace(/<[^>]*>/g, ''),
  })) as ({ text: string } & Record<string, string | undefined>)[]
}

interface JsonLdBlock {
  '@context': string
  '@type': string
  [key: string]: unknown
}
/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test). */
function structuredData(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as JsonLdBlock,
  )
}
const ofType = (html: string, type: string) => {
  const blocks = structuredData(html).filter((block) => block['@type'] === type)
  expect(blocks, `one ${type} block`).toHaveLength(1)
  return blocks[0]
}

describe('/blog, as a search engine reads it', () => {
  it('lists the published articles with their cards, the RSS link and a Blog JSON-LD of at most 10 posts', async () => {
    const { status, html } = await page('/blog')
    expect(status).toBe(200)
    expect(head(html)).toContain('<title>Blog | Atlas Création</title>')
    expect(head(html)).toContain(`<link rel="canonical" href="${server.baseUrl}/blog"/>`)
    expect(head(html)).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${server.baseUrl}/blog/rss\\.xml"/>`),
    )
    expect(meta(html, 'description')).toMatch(/entreprise/)

    // The newest articles first, with their card: category, French date, excerpt, tags (3 then +N), reading time, read link.
    expect(html).toContain(shown(featured.title))
    expect(html).toContain(escaped(tricky.title))
    expect(html).not.toContain(escaped(draft.title))
    expect(html).toContain('12 nov. 2026')
    expect(html).toContain(shown(featured.excerpt))
    expect(html).toContain('+2')
    expect(html).toContain('4\u00a0min de lecture')
    expect(html).toContain(`href="/blog/${featured.slug}"`)
    expect(html).toContain('Lire l’article')
    expect(html).toMatch(/<img src="\/images\/blog\/domiciliation\.jpg" alt="" loading="lazy"/)

    const blog = ofType(html, 'Blog')
    expect(blog['@context']).toBe('https://schema.org')
    const posts = blog.blogPost as { '@type': string; headline: string; url: string; datePublished: string; author: { name: string } }[]
    expect(posts.length).toBe(STRUCTURED_DATA_POSTS)
    for (const post of posts) {
      expect(post['@type']).toBe('BlogPosting')
      expect(post.url).toMatch(new RegExp(`^${server.baseUrl}/blog/[a-z0-9-]+$`))
      expect(Number.isNaN(Date.parse(post.datePublished))).toBe(false)
      expect(post.author.name).toBeTruthy()
    }
    expect(posts.map((post) => post.headline)).toContain(featured.title)
    // The title with '</script>' stays inside its data block, escaped.
    expect(posts.map((post) => post.headline)).toContain(tricky.title)
    expect(html).not.toContain('</script><b>')
  })

  it('pages the list with links that keep the filters', async () => {
    const first = await page('/blog')
    expect(links(first.html).find((link) => link.rel === 'next')?.href).toBe('/blog?page=2')
    expect(links(first.html).find((link) => link.rel === 'prev')).toBeUndefined()
    const second = await page('/blog?page=2')
    expect(second.status).toBe(200)
    expect(head(second.html)).toContain(`<link rel="canonical" href="${server.baseUrl}/blog?page=2"/>`)
    expect(head(second.html)).toContain('<title>Blog, page 2 | Atlas Création</title>')
    // A page past the end, or an unknown category, has nothing to index.
    expect(head((await page('/blog?page=900')).html)).toContain('<meta name="robots" content="noindex"/>')
    expect(head((await page('/blog?category=inconnue')).html)).toContain('<meta name="robots" content="noindex"/>')
    expect(links(second.html).find((link) => link.rel === 'prev')?.href).toBe('/blog')
    expect(links(second.html).find((link) => link['aria-current'] === 'page' && link.text === '2')?.href).toBe('/blog?page=2')
    // A search keeps itself across pages.
    const searched = await page('/blog?q=registre')
    expect(links(searched.html).find((link) => link.rel === 'next')?.href).toBe('/blog?q=registre&amp;page=2')
  })

  it('searches on the server (GET form, no JavaScript) and says when nothing matches', async () => {
    const form = await page('/blog')
    const searchForm = /<form[^>]*role="search"[^>]*>/.exec(form.html)?.[0] ?? ''
    expect(searchForm).toContain('method="get"')
    expect(searchForm).toContain('action="/blog"')
    expect(form.html).toMatch(/<label for="blog-recherche">/)

    const found = await page(`/blog?q=${RARE_WORD}`)
    expect(found.status).toBe(200)
    expect(found.html).toContain(shown(featured.title))
    expect(found.html).not.toContain(escaped(tricky.title))
    expect(found.html).toContain(`value="${RARE_WORD}"`)
    // Search results are for readers, not for search engines' index.
    expect(head(found.html)).toContain('<meta name="robots" content="noindex"/>')

    const none = await page('/blog?q=introuvablexyz')
    expect(none.status).toBe(200)
    expect(none.html).toContain('Aucun article ne correspond à «\u00a0introuvablexyz\u00a0»')
    expect(links(none.html).find((link) => link.text === 'Effacer la recherche')?.href).toBe('/blog')
  })

  it('filters by category on the server, the active filter marked', async () => {
    const { status, html } = await page(`/blog?category=${categorySlug}`)
    expect(status).toBe(200)
    expect(html).toContain(shown(featured.title))
    expect(html).not.toContain(escaped(tricky.title))
    const filters = links(html).filter((link) => link.href?.startsWith('/blog') && !link.href.startsWith('/blog/'))
    expect(filters.find((link) => link['aria-current'] === 'page')).toMatchObject({
      href: `/blog?category=${categorySlug}`,
      text: 'Domiciliation',
    })
    expect(filters.find((link) => link.text === 'Tous')?.['aria-current']).toBeUndefined()
    // A category is a page of its own for search engines: its address, its title.
    expect(head(html)).toContain(`<link rel="canonical" href="${server.baseUrl}/blog?category=${categorySlug}"/>`)
    expect(head(html)).toContain('<title>Blog\u00a0: Domiciliation | Atlas Création</title>')
    expect(head(html)).not.toContain('noindex')

    // An article's tags lead to the articles that share them.
    const tagged = await page(`/blog?tag=tag-0-${run}`)
    expect(tagged.status).toBe(200)
    expect(tagged.html).toMatch(/<h2[^>]*>Tag\u00a0: Oran<\/h2>/)
    expect(tagged.html).toContain(shown(featured.title))
    expect(tagged.html).not.toContain(escaped(tricky.title))
  })
})

describe('/blog/{slug}, as a search engine reads it', () => {
  it('sends the whole article with its head tags and BlogPosting and BreadcrumbList JSON-LD', async () => {
    const { status, html } = await page(`/blog/${featured.slug}`)
    expect(status).toBe(200)
    const url = `${server.baseUrl}/blog/${featured.slug}`
    const image = `${server.baseUrl}${featured.featuredImageUrl}`
    // Link previews get the article's share card (issue 36 item 2: tests/api/blog-share-cards.test.ts).
    const card = new RegExp(`^${url}/partage\\.png\\?v=[A-Za-z0-9]+$`)

    // Head: the SEO title as written, the SEO description, canonical, OpenGraph, Twitter.
    expect(head(html)).toContain(`<title>${escaped(featured.metaTitle)}</title>`)
    expect(meta(html, 'description')).toBe(escaped(featured.metaDescription))
    expect(head(html)).toContain(`<link rel="canonical" href="${url}"/>`)
    expect(meta(html, 'og:type')).toBe('article')
    expect(meta(html, 'og:url')).toBe(url)
    expect(meta(html, 'og:title')).toBe(escaped(featured.metaTitle))
    expect(meta(html, 'og:image')).toMatch(card)
    expect(meta(html, 'article:published_time')).toBe(featured.publishedAt)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'))

    // Body: breadcrumb, title, lead, the article's own HTML, date with time, tags, call to action.
    expect(html).toMatch(/<nav aria-label="Fil d’Ariane"/)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${shown(featured.title)}</h1>`))
    expect(html).toContain(shown(featured.excerpt))
    expect(html).toContain(`Le mot ${RARE_WORD} sert à la recherche.`)
    expect(html).toContain('<h2>Les pièces à fournir</h2>')
    // 09:30 UTC is 10:30 in Paris (the business's clock), whatever the server's time zone.
    expect(html).toContain('<time dateTime="2026-11-12T09:30:00.000Z">12 nov. 2026 à 10:30</time>')
    expect(html).toContain('#Oran')
    expect(links(html).find((link) => link.text === 'Créer mon entreprise')?.href).toBe('/creer-entreprise')
    expect(html).toContain('data-island="share-button"')

    const posting = ofType(html, 'BlogPosting')
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: featured.title,
      description: featured.metaDescription,
      image: [image],
      datePublished: featured.publishedAt,
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization', name: 'Atlas Création' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    })
    expect(Number.isNaN(Date.parse(posting.dateModified as string))).toBe(false)

    const breadcrumb = ofType(html, 'BreadcrumbList')
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${server.baseUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${server.baseUrl}/blog` },
      { '@type': 'ListItem', position: 3, name: featured.title, item: url },
    ])
  })

  it('falls back to the title and the excerpt without SEO fields, and to its share card on the branded background without a cover', async () => {
    const { status, html } = await page(`/blog/${tricky.slug}`)
    expect(status).toBe(200)
    expect(head(html)).toContain(`<title>${escaped(tricky.title)}</title>`)
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${server.baseUrl}/blog/${tricky.slug}/partage\\.png\\?v=`))
    expect(ofType(html, 'BlogPosting').headline).toBe(tricky.title)
  })

  it('answers 404 with "Article non trouvé" and a way back for an unknown slug and for a draft', async () => {
    for (const slug of ['cet-article-nexiste-pas', draft.slug]) {
      const { status, html } = await page(`/blog/${slug}`)
      expect(status, slug).toBe(404)
      expect(html).toMatch(/<h1[^>]*>Article non trouvé<\/h1>/)
      expect(links(html).find((link) => link.text === 'Retour au blog')?.href).toBe('/blog')
      expect(head(html)).toContain('<meta name="robots" content="noindex"/>')
      expect(html).not.toContain(escaped(draft.title))
    }
  })
})
