/**
 * Public pages come as complete HTML from the server, for any client: a plain fetch (no
 * JavaScript, no cookie) gets the heading, the text, the head tags and the critical CSS.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ISLANDS_LOADER_SCRIPT } from '@/contract/islands-loader'
import { rawGet } from '../helpers/raw-get'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    env: { SITE_NAME: 'Atlas Création', CONTACT_EMAIL: 'bonjour@atlas.example', WHATSAPP_NUMBER: '213555000111' },
  })
})
afterAll(async () => {
  await server?.stop()
})

async function page(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`)
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const between = (html: string, open: string, close: string) => html.slice(html.indexOf(open), html.indexOf(close) + close.length)

/** The raw answer, with exactly the Accept-Encoding given. */
const rawPage = (path: string, acceptEncoding?: string) =>
  rawGet(`${server.baseUrl}${path}`, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding })

describe('server-rendered public pages', () => {
  it.each(['/', '/blog'])('sends %s compressed as the browser accepts (brotli first, then gzip), the same page', async (path) => {
    const plain = await rawPage(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i)
    const html = plain.body.toString()
    expect(html).toContain('<!doctype html>')

    const brotli = await rawPage(path, 'gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.body.length).toBeLessThan(html.length / 3)
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(html)

    const gzip = await rawPage(path, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html)

    expect((await rawPage(path, 'identity')).headers['content-encoding']).toBeUndefined()
  })

  it('sends the landing page whole: heading, sections, head tags and CSS, with the configured identity', async () => {
    const { status, html, headers } = await page('/')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/text\/html/)
    expect(html.startsWith('<!doctype html><html lang="fr" dir="ltr">')).toBe(true)
    const head = between(html, '<head>', '</head>')
    expect(head).toMatch(/<title>Créez votre entreprise en ligne avec des experts locaux \| Atlas Création<\/title>/)
    expect(head).toMatch(/<meta name="description" content="[^"]*experts locaux[^"]*"\/>/)
    expect(head).toContain(`<link rel="canonical" href="${server.baseUrl}/"/>`)
    expect(head).toContain('<meta property="og:title"')
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(head).toMatch(/<style data-styled="true"/)
    // One title, one description: a single head mechanism.
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head.match(/name="description"/g)).toHaveLength(1)

    const body = between(html, '<body>', '</body>')
    expect(body).toMatch(/<h1[^>]*>Créez votre entreprise/)
    // French typography: a narrow no-break space before « ! » (contract/french/typography.ts).
    expect(body).toContain('Je me lance\u202f!')
    expect(body).toContain('Garantie 30 jours ou remboursé')
    expect(body).toContain('997\u00a0€')
    expect(body).toContain('href="https://wa.me/213555000111?text=')
    expect(body).toContain('mailto:bonjour@atlas.example')
    expect(body).toContain('© 2024')
    // The islands entry through its loader, the one inline script (the CSP allows it by its hash and
    // nothing else), the configuration as JSON data.
    const islandsLoaderTag = body.match(/<script data-src="\/assets\/islands-[\w-]+\.js">([^<]*)<\/script>/)
    expect(islandsLoaderTag?.[1]).toBe(ISLANDS_LOADER_SCRIPT)
    // The browser runs it only because the policy names its hash: the same text, byte for byte.
    const loaderHash = createHash('sha256').update(islandsLoaderTag![1]).digest('base64')
    expect(headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${loaderHash}'`)
    expect(body).toContain('<script type="application/json" id="site-config">')
    expect(body.replace(islandsLoaderTag![0], '').replace(/<script type="application\/json"[^>]*>/g, '')).not.toMatch(/<script/)
  })

  it.each([
    ['/mentions-legales', 'Mentions légales'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
    ['/conditions-generales', 'Conditions générales de vente'],
  ])('sends %s with its heading, text, title, description and canonical', async (path, title) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(html).toContain(`<title>${title} | Atlas Création</title>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/)
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}${path}"/>`)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}`))
    expect(html).toContain('bonjour@atlas.example')
  })

  it('answers an unknown path with the English 404 page, status 404, not indexed', async () => {
    const { status, html } = await page('/cette-page-nexiste-pas')
    expect(status).toBe(404)
    expect(html).toContain('<title>Page not found</title>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Page not found')
  })

  it.each([
    ['/login', 'Connexion', ['Email', 'Mot de passe', 'Se connecter', 'Mot de passe oublié\u202f?', 'Créer un compte'], 'login-form'],
    [
      '/register',
      'Créer un compte',
      ['Prénom', 'Nom', 'Email', 'Mot de passe', 'Confirmer le mot de passe', 'Créer mon compte', 'Se connecter'],
      'register-form',
    ],
    ['/mot-de-passe-oublie', 'Mot de passe oublié', ['Email', 'Envoyer le lien', '← Retour à la connexion'], 'forgot-password-form'],
    [
      '/reinitialiser-mot-de-passe?token=exemple',
      'Nouveau mot de passe',
      ['Nouveau mot de passe', 'Confirmer le mot de passe', 'Réinitialiser le mot de passe'],
      'reset-password-form',
    ],
  ])(
    'sends the account page %s whole: the brand header, the card with its form and labels, the island',
    async (path, title, texts, island) => {
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(html.startsWith('<!doctype html><html lang="fr" dir="ltr">')).toBe(true)
      const head = between(html, '<head>', '</head>')
      expect(head).toContain(`<title>${title} | Atlas Création</title>`)
      expect(head).toMatch(/<meta name="description" content="[^"]{40,}"\/>/)
      expect(head).toMatch(/<style data-styled="true"/)
      const body = between(html, '<body>', '</body>')
      // The public pages' header: the brand back home and the site's links.
      expect(body).toContain('aria-label="Atlas Création, accueil"')
      expect(body).toContain('Navigation principale')
      expect(body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      expect(body).toContain(`data-island="${island}"`)
      expect(body).toMatch(/<form[^>]*method="post"/)
      for (const text of texts) expect(body).toContain(`>${text}<`)
      // Every field has its label (label for= an input's id).
      const ids = [...body.matchAll(/<input[^>]* id="([^"]+)"/g)].map((match) => match[1])
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) expect(body).toContain(`for="${id}"`)
      expect(body).toMatch(/<script data-src="\/assets\/islands-[\w-]+\.js">/)
      expect(body).not.toContain('<div id="root"></div>')
    },
  )

  it('keeps the link without a token out of search engines and says it is invalid, and never writes the token in the page', async () => {
    const invalid = await page('/reinitialiser-mot-de-passe')
    expect(invalid.status).toBe(200)
    expect(invalid.html).toContain('<meta name="robots" content="noindex"/>')
    expect(invalid.html).toContain('Le lien de réinitialisation est invalide ou a expiré.')
    expect(invalid.html).not.toContain('<form')
    const withToken = await page('/reinitialiser-mot-de-passe?token=jeton-secret-123')
    expect(withToken.html).toContain('<form')
    expect(withToken.html).not.toContain('jeton-secret-123')
  })

  it('keeps the client area and back-office rendered in the browser, with the configuration in the page', async () => {
    for (const path of ['/dashboard', '/admin']) {
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(html).toContain('<div id="root"></div>')
      expect(html).toContain('"siteName":"Atlas Création"')
      expect(html).not.toContain('<!--site-config-->')
    }
  })

  it('serves hashed assets precompressed and cached for a year', async () => {
    const { html } = await page('/')
    const entry = html.match(/data-src="(\/assets\/islands-[\w-]+\.js)"/)![1]
    // The entry is tiny (not worth compressing); the runtime it loads is not.
    const runtime = (await (await fetch(`${server.baseUrl}${entry}`)).text()).match(/island-runtime-[\w-]+\.js/)![0]
    const response = await fetch(`${server.baseUrl}/assets/${runtime}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toContain('immutable')
    const missing = await fetch(`${server.baseUrl}/assets/absent-123.js`)
    expect(missing.status).toBe(404)
  })
})

describe('files for search engines', () => {
  it('GET /robots.txt allows the public site, keeps private areas out and names the sitemap', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/plain/)
    const text = await response.text()
    expect(text).toContain('User-agent: *')
    for (const path of ['/api/', '/admin', '/dashboard', '/cms']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`)
  })

  it('GET /sitemap.xml lists the public pages with absolute URLs', async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/xml/)
    const xml = await response.text()
    for (const path of ['/', '/creer-entreprise', '/mentions-legales', '/politique-confidentialite', '/conditions-generales']) {
      expect(xml).toContain(`<loc>${server.baseUrl}${path}</loc>`)
    }
    expect(xml).not.toContain('/dashboard')
    expect(xml).not.toContain('/confirmation-commande')
  })

  it('GET /og-image.png is the 1200×630 sharing picture the pages point to', async () => {
    const { html } = await page('/')
    // With its version (issue 36 item 2): a changed card is a new address previews fetch again.
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${server.baseUrl}/og-image\\.png\\?v=[A-Za-z0-9]+"/>`))
    const response = await fetch(`${server.baseUrl}/og-image.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
