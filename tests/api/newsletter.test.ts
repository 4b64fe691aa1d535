/**
 * The blog's newsletter (issue 36 item 4) through the real server, its PostgreSQL and a real SMTP
 * catcher: the double opt-in, the honeypot and limits, the same answer for every address, an
 * article sent once to each confirmed subscriber (on save, when a scheduled one's time comes, and
 * with a second instance on the same database), the one-click unsubscribe, retention, staff reads.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_LINK_INVALID, NEWSLETTER_SIGNUP_SENT } from '@/contract/newsletter'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient } from '../helpers/factories'
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const TEXT = 'Les étapes pour créer une SARL en Algérie, du choix du nom au registre du commerce, expliquées simplement.'

let smtp: SmtpCatcher
let server: TestServer
/** A second instance on the same database and secret (scale-out). */
let second: TestServer
let db: pg.Client
let admin: ApiClient

let ipCounter = 0
const visitor = (base = server.baseUrl) =>
  new ApiClient(base, { 'X-Forwarded-For': `10.36.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` })
let slugCounter = 0
const uniqueSlug = () => `lettre-article-${Date.now()}-${++slugCounter}`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mailsTo = (address: string, match: (mail: CaughtMail) => boolean = () => true) =>
  smtp.mails.filter((mail) => mail.to.includes(address) && match(mail))
const isConfirmation = (mail: CaughtMail) => mail.subject.startsWith('Confirmez votre inscription')
const isArticle = (title: string) => (mail: CaughtMail) => mail.subject.includes(title)

async function status(email: string): Promise<string | undefined> {
  return (await db.query<{ status: string }>('SELECT status FROM newsletter_subscribers WHERE email = $1', [email])).rows[0]?.status
}

/** Signs the address up and follows its confirmation link: a confirmed subscriber. */
async function confirmedSubscriber(email: string): Promise<void> {
  const signup = await visitor().post('/api/newsletter', { email })
  expect(signup.status).toBe(202)
  const mail = await smtp.waitForMail((caught) => caught.to.includes(email) && isConfirmation(caught))
  const token = new URL(mail.links.find((link) => link.includes('/newsletter/confirmation'))!).searchParams.get('jeton')!
  const confirmed = await visitor().post('/api/newsletter/confirm', { token })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  expect(await status(email)).toBe('confirmed')
}

async function publish(title: string, overrides: Record<string, unknown> = {}) {
  const response = await admin.post<{ post: { id: number; slug: string } }>('/api/blog/posts', {
    title,
    slug: uniqueSlug(),
    excerpt: 'Un guide pas à pas.',
    content: `<p>${TEXT}</p>`,
    status: 'published',
    ...overrides,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.post
}

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1', JOBS_POLL_SECONDS: '1' } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 120_000)

afterAll(async () => {
  await second?.stop()
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

describe('signing up (double opt-in)', () => {
  it('sends a confirmation whose link confirms once; the answer is the same for a known address', async () => {
    const email = 'lectrice.optin@example.com'
    const first = await visitor().post('/api/newsletter', { email: ' Lectrice.OptIn@Example.com ' })
    expect(first.status).toBe(202)
    expect(first.body).toEqual({ success: true, message: NEWSLETTER_SIGNUP_SENT })
    expect(await status(email)).toBe('pending')

    const mail = await smtp.waitForMail((caught) => caught.to.includes(email) && isConfirmation(caught))
    expect(mail.text).toContain('valable 7 jours')
    const link = mail.links.find((candidate) => candidate.includes('/newsletter/confirmation?jeton='))!
    expect(link.startsWith(`${server.baseUrl}/newsletter/confirmation?jeton=`)).toBe(true)
    const token = new URL(link).searchParams.get('jeton')!
    // Only the token's hash is stored.
    const stored = await db.query<{ hash: string }>('SELECT confirm_token_hash AS hash FROM newsletter_subscribers WHERE email = $1', [
      email,
    ])
    expect(stored.rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.rows[0]!.hash).not.toContain(token)

    // The page behind the link confirms nothing on a visit (a scanner opening it); its button posts.
    expect((await fetch(link)).status).toBe(200)
    expect(await status(email)).toBe('pending')
    const confirmed = await visitor().post('/api/newsletter/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(await status(email)).toBe('confirmed')
    const again = await visitor().post('/api/newsletter/confirm', { token })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ success: false, error: NEWSLETTER_LINK_INVALID })

    // Known and confirmed: the same answer, and nothing sent.
    const before = mailsTo(email).length
    const known = await visitor().post('/api/newsletter', { email })
    expect(known.status).toBe(202)
    expect(known.body).toEqual(first.body)
    await sleep(1500)
    expect(mailsTo(email)).toHaveLength(before)
    expect(await status(email)).toBe('confirmed')
  })

  it('refuses an expired link with a French message offering to sign up again', async () => {
    const email = 'lien.expire@example.com'
    await visitor().post('/api/newsletter', { email })
    const mail = await smtp.waitForMail((caught) => caught.to.includes(email) && isConfirmation(caught))
    const token = new URL(mail.links.find((link) => link.includes('jeton='))!).searchParams.get('jeton')!
    await db.query(`UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = $1`, [email])
    const expired = await visitor().post('/api/newsletter/confirm', { token })
    expect(expired.status).toBe(400)
    expect(expired.body).toMatchObject({ error: NEWSLETTER_LINK_INVALID })
    expect(NEWSLETTER_LINK_INVALID).toContain('Inscrivez-vous à nouveau')
    expect(await status(email)).toBe('pending')
    // Unknown token, bad address: 400 in French, never a 5xx.
    expect((await visitor().post('/api/newsletter/confirm', { token: 'x'.repeat(43) })).status).toBe(400)
    const bad = await visitor().post('/api/newsletter', { email: 'pas-une-adresse' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: 'Adresse e-mail invalide' })
  })

  it('drops a bot that filled the hidden field with the same answer, storing and sending nothing', async () => {
    const email = 'robot.pot-de-miel@example.com'
    const bot = await visitor().post('/api/newsletter', { email, website: 'https://spam.example' })
    expect(bot.status).toBe(202)
    expect(bot.body).toEqual({ success: true, message: NEWSLETTER_SIGNUP_SENT })
    await sleep(1500)
    expect(await status(email)).toBeUndefined()
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('limits signups from one address (429 in French)', async () => {
    const sameVisitor = visitor()
    for (let index = 0; index < 10; index++) {
      expect((await sameVisitor.post('/api/newsletter', { email: `limite.${index}@example.com` })).status).toBe(202)
    }
    const refused = await sameVisitor.post<{ error: string }>('/api/newsletter', { email: 'limite.11@example.com' })
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^Trop d’inscriptions depuis votre connexion\. Réessayez dans \d+ minutes?\.$/)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect(await status('limite.11@example.com')).toBeUndefined()
  })

  it('works as a plain HTML form: a redirect to the page that says what happened', async () => {
    const form = (pathname: string, body: string) =>
      fetch(`${server.baseUrl}${pathname}`, {
        method: 'POST',
        redirect: 'manual',
        // As Chromium sends a form under the site's `Referrer-Policy: no-referrer`.
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'null',
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': '10.99.0.1',
        },
        body,
      })
    const sent = await form('/api/newsletter', 'email=sans.javascript%40example.com&website=')
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/newsletter?etat=inscription')
    expect(await status('sans.javascript@example.com')).toBe('pending')
    const bad = await form('/api/newsletter', 'email=nimporte')
    expect(bad.headers.get('location')).toBe('/newsletter?etat=adresse-invalide')
    const expired = await form('/api/newsletter/confirm', `token=${'y'.repeat(43)}`)
    expect(expired.headers.get('location')).toBe('/newsletter?etat=lien-invalide')
    // Another site's form is still refused.
    const foreign = await fetch(`${server.baseUrl}/api/newsletter`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      body: 'email=victime%40example.com',
    })
    expect(foreign.status).toBe(403)
    expect(await status('victime@example.com')).toBeUndefined()
    const page = await fetch(`${server.baseUrl}/newsletter?etat=inscription`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Vérifiez votre boîte de réception')
  })

  it('signs up in the page’s language, which the plain form carries, whatever the browser says (issue 37)', async () => {
    // Each page's box carries its language in a hidden field, for the form sent without JavaScript.
    const hiddenLanguage = (html: string) => /<input[^>]*name="language"[^>]*>/.exec(html)?.[0]
    const arabicPage = await (await fetch(`${server.baseUrl}/ar/newsletter`)).text()
    expect(hiddenLanguage(arabicPage)).toMatch(/type="hidden"/)
    expect(hiddenLanguage(arabicPage)).toMatch(/value="ar"/)
    expect(hiddenLanguage(await (await fetch(`${server.baseUrl}/newsletter`)).text())).toMatch(/value="fr"/)

    let ip = 0
    const form = (body: string, acceptLanguage: string) =>
      fetch(`${server.baseUrl}/api/newsletter`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Accept-Language': acceptLanguage,
          Origin: 'null',
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': `10.99.37.${++ip}`,
        },
        body,
      })
    const language = async (email: string) =>
      (await db.query<{ language: string | null }>('SELECT language FROM newsletter_subscribers WHERE email = $1', [email])).rows[0]
        ?.language

    // Signed up on an Arabic page from a browser that prefers French: Arabic, and back to the Arabic page.
    const arabic = await form('email=page.arabe%40example.com&website=&language=ar', 'fr-FR,fr;q=0.9')
    expect(arabic.status).toBe(303)
    expect(arabic.headers.get('location')).toBe('/ar/newsletter?etat=inscription')
    expect(await language('page.arabe@example.com')).toBe('ar')
    const confirmation = await smtp.waitForMail((caught) => caught.to.includes('page.arabe@example.com'))
    expect(confirmation.subject).toContain('أكِّد اشتراكك')
    const confirmLink = confirmation.links.find((link) => link.includes('/ar/newsletter/confirmation?jeton='))
    expect(confirmLink).toBeDefined()
    // Its page's button, sent without JavaScript from that French browser: the result page is the subscriber's, in Arabic.
    const confirmed = await fetch(`${server.baseUrl}/api/newsletter/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'fr-FR,fr;q=0.9',
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': `10.99.37.${++ip}`,
      },
      body: `token=${encodeURIComponent(new URL(confirmLink!).searchParams.get('jeton')!)}`,
    })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/ar/newsletter?etat=confirmee')
    expect(await status('page.arabe@example.com')).toBe('confirmed')
    // A refusal, too, lands on the page in the form's language.
    expect((await form('email=nimporte&language=ar', 'fr')).headers.get('location')).toBe('/ar/newsletter?etat=adresse-invalide')

    // And the other way round: a French page in a browser that prefers Arabic.
    const french = await form('email=page.francaise%40example.com&language=fr', 'ar')
    expect(french.headers.get('location')).toBe('/newsletter?etat=inscription')
    expect(await language('page.francaise@example.com')).toBe('fr')
    // Without the field (an older page), the browser's language still decides.
    const unsaid = await form('email=sans.champ%40example.com', 'ar')
    expect(unsaid.headers.get('location')).toBe('/ar/newsletter?etat=inscription')
    expect(await language('sans.champ@example.com')).toBe('ar')
    // Not one of ours: refused by the schema, as in JSON.
    expect((await form('email=autre.langue%40example.com&language=de', 'fr')).headers.get('location')).toBe(
      '/newsletter?etat=adresse-invalide',
    )
    expect(await status('autre.langue@example.com')).toBeUndefined()

    // The JSON API: the same field, and the same French answer as ever.
    const json = await visitor().post('/api/newsletter', { email: 'json.arabe@example.com', language: 'ar' })
    expect(json.status).toBe(202)
    expect(json.body).toEqual({ success: true, message: NEWSLETTER_SIGNUP_SENT })
    expect(await language('json.arabe@example.com')).toBe('ar')
    const refused = await visitor().post('/api/newsletter', { email: 'json.autre@example.com', language: 'de' })
    expect(refused.status).toBe(400)
    expect(await status('json.autre@example.com')).toBeUndefined()
  })
})

describe('sending articles', () => {
  const reader = 'abonne.lecteur@example.com'
  const leaver = 'abonne.partant@example.com'
  const unconfirmed = 'jamais.confirme@example.com'

  beforeAll(async () => {
    await confirmedSubscriber(reader)
    await confirmedSubscriber(leaver)
    await visitor().post('/api/newsletter', { email: unconfirmed })
    await smtp.waitForMail((caught) => caught.to.includes(unconfirmed) && isConfirmation(caught))
  }, 60_000)

  it('queues one email per confirmed subscriber when an article is published, once, whatever saves follow', async () => {
    const title = 'Domicilier sa société à Alger'
    const post = await publish(title)
    // Claimed by the save itself, in its transaction (not left to the runner's next poll).
    const mark = await db.query<{ queued: boolean }>('SELECT newsletter_queued_at IS NOT NULL AS queued FROM blog_posts WHERE id = $1', [
      post.id,
    ])
    expect(mark.rows[0]!.queued).toBe(true)
    const mail = await smtp.waitForMail((caught) => caught.to.includes(reader) && isArticle(title)(caught))
    await smtp.waitForMail((caught) => caught.to.includes(leaver) && isArticle(title)(caught))
    expect(mail.subject).toBe(`Nouvel article\u00a0: ${title}`)
    expect(mail.text).toContain('Un guide pas à pas.')
    expect(mail.text).toContain(`Lire l’article : ${server.baseUrl}/blog/${post.slug}`)

    // RFC 8058: the one-click headers, and a visible link in the body.
    const unsubscribeUrl = mail.headers['list-unsubscribe']!.replace(/^<|>$/g, '')
    expect(unsubscribeUrl).toMatch(new RegExp(`^${server.baseUrl}/api/newsletter/unsubscribe\\?abonne=\\d+&jeton=[\\w-]{43}$`))
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.html).toContain('Se désinscrire')
    expect(mail.text).toMatch(/Se désinscrire : http:\/\/\S+\/newsletter\/desinscription\?abonne=\d+&jeton=/)

    // A second save, and the same article published again: nothing more.
    const save = (changes: Record<string, unknown>) =>
      admin.request('PUT', `/api/blog/posts/${post.id}`, {
        title,
        slug: post.slug,
        content: `<p>${TEXT}</p>`,
        status: 'published',
        ...changes,
      })
    expect((await save({ title: `${title} (mis à jour)` })).status).toBe(200)
    expect((await save({ status: 'draft' })).status).toBe(200)
    expect((await save({ status: 'published' })).status).toBe(200)
    await sleep(2500)
    expect(mailsTo(reader, (caught) => caught.subject.includes('Domicilier'))).toHaveLength(1)
    expect(mailsTo(leaver, (caught) => caught.subject.includes('Domicilier'))).toHaveLength(1)
    // A pending address receives nothing but its confirmation, ever.
    expect(mailsTo(unconfirmed).every(isConfirmation)).toBe(true)
  })

  it('speaks each subscriber’s language: an Arabic signup gets Arabic emails, and only the articles in Arabic (issue 37)', async () => {
    const arabicReader = 'qari.arabi@example.com'
    const arabicVisitor = new ApiClient(server.baseUrl, { 'X-Forwarded-For': `10.37.0.${++ipCounter % 250}`, 'Accept-Language': 'ar' })
    expect((await arabicVisitor.post('/api/newsletter', { email: arabicReader })).status).toBe(202)
    const confirmation = await smtp.waitForMail((caught) => caught.to.includes(arabicReader))
    expect(confirmation.subject).toContain('أكِّد اشتراكك')
    expect(confirmation.html).toContain('dir="rtl"')
    const link = confirmation.links.find((candidate) => candidate.includes('/ar/newsletter/confirmation'))
    expect(link, confirmation.links.join(' ')).toBeDefined()
    const token = new URL(link!).searchParams.get('jeton')!
    expect((await arabicVisitor.post('/api/newsletter/confirm', { token })).status).toBe(200)

    const arabicTitle = 'التسجيل في السجل التجاري خطوة بخطوة'
    const arabicPost = await publish(arabicTitle, { language: 'ar', excerpt: 'دليل عملي.' })
    const mail = await smtp.waitForMail((caught) => caught.to.includes(arabicReader) && caught.subject.includes(arabicTitle))
    expect(mail.subject).toBe(`مقال جديد: ${arabicTitle}`)
    expect(mail.text).toContain(`${server.baseUrl}/ar/blog/${arabicPost.slug}`)
    expect(mail.text).toMatch(/\/ar\/newsletter\/desinscription\?abonne=\d+&jeton=/)
    // The mail app's List-Unsubscribe address, opened (not posted) from a browser that prefers French:
    // the page in the subscriber's language, read from their row once the link's HMAC is checked.
    const listUnsubscribe = mail.headers['list-unsubscribe']!.replace(/^<|>$/g, '')
    expect(listUnsubscribe).toMatch(new RegExp(`^${server.baseUrl}/api/newsletter/unsubscribe\\?abonne=\\d+&jeton=[\\w-]{43}$`))
    const opened = await fetch(listUnsubscribe, { redirect: 'manual', headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } })
    expect(opened.status).toBe(303)
    const landing = opened.headers.get('location')!
    expect(landing).toMatch(/^\/ar\/newsletter\/desinscription\?abonne=\d+&jeton=[\w-]{43}$/)
    expect(new URL(landing, server.baseUrl).search).toBe(new URL(listUnsubscribe).search)
    expect(await status(arabicReader)).toBe('confirmed')
    const page = await fetch(new URL(landing, server.baseUrl))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('dir="rtl"')
    // A link that is not ours says nothing of the subscriber: the request's language.
    const forged = listUnsubscribe.replace(/jeton=[\w-]+/, `jeton=${'A'.repeat(43)}`)
    const forgedVisit = await fetch(forged, { redirect: 'manual', headers: { 'Accept-Language': 'fr' } })
    expect(forgedVisit.headers.get('location')).toMatch(/^\/newsletter\/desinscription\?/)

    const frenchTitle = 'Ouvrir le compte bancaire de sa SARL'
    await publish(frenchTitle)
    await smtp.waitForMail((caught) => caught.to.includes(reader) && caught.subject.includes(frenchTitle))
    await sleep(2000)
    // The French reader never gets the Arabic article, nor the Arabic reader the French one.
    expect(mailsTo(reader, (caught) => caught.subject.includes(arabicTitle))).toHaveLength(0)
    expect(mailsTo(arabicReader, (caught) => caught.subject.includes(frenchTitle))).toHaveLength(0)

    // The unsubscribe page's button, sent without JavaScript from a French browser: the result page in Arabic.
    const left = await fetch(listUnsubscribe, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'fr',
        Origin: 'null',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: '',
    })
    expect(left.status).toBe(303)
    expect(left.headers.get('location')).toBe('/ar/newsletter?etat=desinscrite')
    expect(await status(arabicReader)).toBe('unsubscribed')
  })

  it('sends nothing for an old article published again, nor for a draft', async () => {
    const old = 'Ancien article republié'
    await publish(old, { publishedAt: new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString() })
    await publish('Brouillon jamais envoyé', { status: 'draft' })
    await sleep(2500)
    expect(mailsTo(reader, (caught) => caught.subject.includes(old) || caught.subject.includes('Brouillon'))).toHaveLength(0)
  })

  it('sends a scheduled article when its time comes, and only then', async () => {
    const title = 'Article programmé pour plus tard'
    await publish(title, { publishedAt: new Date(Date.now() + 4000).toISOString() })
    await sleep(1500)
    expect(mailsTo(reader, isArticle(title))).toHaveLength(0)
    await smtp.waitForMail((caught) => caught.to.includes(reader) && isArticle(title)(caught), 15_000)
    await sleep(2000)
    expect(mailsTo(reader, isArticle(title))).toHaveLength(1)
    expect(mailsTo(leaver, isArticle(title))).toHaveLength(1)
  })

  it('unsubscribes at once on the one-click POST (no cookie, no origin of ours), then sends no more', async () => {
    const mail = mailsTo(leaver, isArticle('Domicilier'))[0]!
    const unsubscribeUrl = mail.headers['list-unsubscribe']!.replace(/^<|>$/g, '')
    // A forged token is refused.
    const forged = await fetch(unsubscribeUrl.replace(/jeton=[\w-]+/, `jeton=${'A'.repeat(43)}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(400)
    expect(await status(leaver)).toBe('confirmed')
    // A GET shows the page with the button; it unsubscribes nobody.
    const visit = await fetch(unsubscribeUrl, { redirect: 'manual' })
    expect(visit.status).toBe(303)
    expect(visit.headers.get('location')).toMatch(/^\/newsletter\/desinscription\?abonne=\d+&jeton=/)
    expect(await status(leaver)).toBe('confirmed')

    // As a mail provider sends it: another origin, no cookie.
    const oneClick = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await status(leaver)).toBe('unsubscribed')
    // Again: still fine.
    expect((await fetch(unsubscribeUrl, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200)

    const title = 'Après la désinscription'
    await publish(title)
    await smtp.waitForMail((caught) => caught.to.includes(reader) && isArticle(title)(caught))
    await sleep(2000)
    expect(mailsTo(leaver, isArticle(title))).toHaveLength(0)
  })

  it('sends the rest of a mailing nothing once its article is withdrawn, though the article was read for the first emails', async () => {
    const late = 'abonne.retardataire@example.com'
    await confirmedSubscriber(late)
    // The late subscriber's email of the mailing waits (as the tail of a long mailing does) until
    // released below; every other email of the mailing goes at once.
    await db.query(`
      CREATE FUNCTION test_hold_late_article() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.input->'email'->>'kind' = 'newsletter-article' AND NEW.input->'email'->>'to' = '${late}' THEN
          NEW.wait_until := now() + interval '1 hour';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_hold_late_article BEFORE INSERT ON payload_jobs FOR EACH ROW EXECUTE FUNCTION test_hold_late_article();`)
    try {
      const title = 'Article retiré en pleine lettre'
      const post = await publish(title)
      // The first email rendered the article, so this server keeps it (a minute, for the rest of the mailing).
      await smtp.waitForMail((caught) => caught.to.includes(reader) && isArticle(title)(caught))
      const held = await db.query<{ id: number }>(
        `SELECT id FROM payload_jobs WHERE input->'email'->>'to' = $1 AND (input->'email'->>'postId')::int = $2`,
        [late, post.id],
      )
      expect(held.rows).toHaveLength(1)

      // Put back to draft: the write's announcement empties the kept copy on every instance.
      const withdrawn = await admin.request('PUT', `/api/blog/posts/${post.id}`, {
        title,
        slug: post.slug,
        content: `<p>${TEXT}</p>`,
        status: 'draft',
      })
      expect(withdrawn.status).toBe(200)
      await db.query('UPDATE payload_jobs SET wait_until = now() WHERE id = $1', [held.rows[0]!.id])

      // The runner (every second) takes the late email, finds the article withdrawn and sends nothing.
      const settled = async () =>
        (await db.query<{ pending: boolean }>('SELECT completed_at IS NULL AS pending FROM payload_jobs WHERE id = $1', [held.rows[0]!.id]))
          .rows[0]
      for (let waited = 0; (await settled())?.pending && waited < 15_000; waited += 250) await sleep(250)
      expect((await settled())?.pending ?? false).toBe(false)
      await sleep(1000)
      expect(mailsTo(late, isArticle(title))).toHaveLength(0)
      expect(mailsTo(reader, isArticle(title))).toHaveLength(1)
    } finally {
      await db.query('DROP TRIGGER test_hold_late_article ON payload_jobs; DROP FUNCTION test_hold_late_article()')
    }
  })

  it('with two instances on one database, a scheduled article goes out once', async () => {
    const { payloadSecret } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { payloadSecret: string }
    const { postgresPassword } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8')) as {
      postgresPassword: string
    }
    const port = Number(fs.readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
    second = await startTestServer({
      smtpUrl: smtp.url,
      env: {
        DATABASE_URL: `postgres://postgres:${postgresPassword}@127.0.0.1:${port}/app`,
        PAYLOAD_SECRET: payloadSecret,
        ADMIN_KEY: server.adminKey,
        TRUST_PROXY: '1',
        JOBS_POLL_SECONDS: '1',
      },
    })
    const title = 'Programmé, deux serveurs'
    // Saved through the second instance, due a few seconds later: both instances' polls look for it.
    const other = await adminSession(second)
    const saved = await other.post('/api/blog/posts', {
      title,
      slug: uniqueSlug(),
      content: `<p>${TEXT}</p>`,
      status: 'published',
      publishedAt: new Date(Date.now() + 3000).toISOString(),
    })
    expect(saved.status).toBe(201)
    await smtp.waitForMail((caught) => caught.to.includes(reader) && isArticle(title)(caught), 15_000)
    await sleep(3000)
    expect(mailsTo(reader, isArticle(title))).toHaveLength(1)
  }, 120_000)
})

describe('staff and retention', () => {
  it('counts subscribers and exports the confirmed ones, for the back-office only', async () => {
    const stats = await admin.get<{ stats: Record<string, number> }>('/api/admin/newsletter')
    expect(stats.status).toBe(200)
    const { rows } = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status',
    )
    const of = (name: string) => rows.find((row) => row.status === name)?.n ?? 0
    expect(stats.body.stats).toEqual({
      pending: of('pending'),
      confirmed: of('confirmed'),
      unsubscribed: of('unsubscribed'),
      confirmedLast30Days: of('confirmed'),
    })
    expect(stats.body.stats.confirmed).toBeGreaterThanOrEqual(2)

    const csv = await fetch(`${server.baseUrl}/api/admin/newsletter/export`, { headers: { Cookie: admin.cookieHeader() } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await csv.arrayBuffer())
    const text = bytes.toString('utf8')
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(text.slice(1).startsWith('E-mail;Confirmé le\r\n')).toBe(true)
    expect(text).toContain('abonne.lecteur@example.com;')
    expect(text).not.toContain('abonne.partant@example.com')
    expect(text).not.toContain('jamais.confirme@example.com')

    const { api: client } = await loggedInClient(server)
    for (const caller of [visitor(), client]) {
      expect((await caller.get('/api/admin/newsletter')).status).toBe(401)
      expect((await caller.get('/api/admin/newsletter/export')).status).toBe(401)
    }
  })

  it('erases expired pending addresses and those unsubscribed over 30 days ago, keeps the rest', async () => {
    const insert = (email: string, status: string, extra: string) =>
      db.query(
        `INSERT INTO newsletter_subscribers (email, status, confirm_expires_at, unsubscribed_at, confirmed_at) VALUES ($1, $2, ${extra})`,
        [email, status],
      )
    await insert('attente.expiree@example.com', 'pending', `now() - interval '1 day', NULL, NULL`)
    await insert('attente.valable@example.com', 'pending', `now() + interval '6 days', NULL, NULL`)
    await insert('parti.longtemps@example.com', 'unsubscribed', `NULL, now() - interval '31 days', now() - interval '90 days'`)
    await insert('parti.recemment@example.com', 'unsubscribed', `NULL, now() - interval '5 days', now() - interval '90 days'`)
    await insert('fidele.ancien@example.com', 'confirmed', `NULL, NULL, now() - interval '400 days'`)

    const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'DATABASE_URL')
    const own: Record<string, string> = { DATA_DIR: server.dataDir }
    const env = { ...Object.fromEntries(inherited), ...own } as NodeJS.ProcessEnv
    const { stdout } = await run('npm', ['run', '--silent', 'housekeeping'], { cwd: root, env, timeout: 120_000 })
    const line = stdout
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.housekeeping === 'housekeeping-expired-credentials')!
    expect(line.newsletterPendingDeleted).toBeGreaterThanOrEqual(1)
    expect(line.newsletterUnsubscribedDeleted).toBe(1)
    // Counts only in the log, never an address.
    expect(stdout).not.toContain('@example.com')

    expect(await status('attente.expiree@example.com')).toBeUndefined()
    expect(await status('parti.longtemps@example.com')).toBeUndefined()
    expect(await status('attente.valable@example.com')).toBe('pending')
    expect(await status('parti.recemment@example.com')).toBe('unsubscribed')
    expect(await status('fidele.ancien@example.com')).toBe('confirmed')
    expect(await status('abonne.lecteur@example.com')).toBe('confirmed')
  }, 150_000)
})
