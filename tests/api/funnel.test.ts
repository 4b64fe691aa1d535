/**
 * The funnel's calls with the local test provider (the default): POST /api/save-lead, POST
 * /api/create-payment-session, GET /api/stripe/session/{id}, the test checkout's pay and
 * cancel, and the one completion behind them (account, project, emails).
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { registerClient } from '../helpers/factories'
import { checkoutRequest, guideRequest } from '../helpers/funnel'
import { startMailedServer } from '../helpers/mailed-server'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import type { TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ server, smtp, db, stop } = await startMailedServer())
})
afterAll(() => stop?.())

let visitors = 0
/** Each test is its own visitor (own address): rate limits never carry over. */
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++visitors}` })
const count = async (table: string) => Number((await db.query(`SELECT count(*) FROM ${table}`)).rows[0].count)
const counts = async () => ({ leads: await count('leads'), payments: await count('payments'), users: await count('users') })

/** Opens a checkout and returns its session id. */
async function openCheckout(formOverrides: Record<string, unknown> = {}) {
  const { body, formData } = checkoutRequest(formOverrides)
  const response = await visitor().post<{ success: boolean; url: string }>('/api/create-payment-session', body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const sessionId = new URL(response.body.url).pathname.split('/').pop()!
  return { sessionId, formData, url: response.body.url }
}

describe('POST /api/save-lead', () => {
  it('stores the guide request, answers at once, and emails the guide with its PDF', async () => {
    const body = guideRequest({ telephone: '+213 0550 12-34.56', nomComplet: '  Amina Benali ' })
    const response = await visitor().post('/api/save-lead', body)
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ success: true, lead: { id: expect.any(Number) } })
    const { rows } = await db.query('SELECT nom_complet, email, telephone, offre, type FROM leads WHERE email = $1', [body.email])
    expect(rows).toEqual([
      { nom_complet: 'Amina Benali', email: body.email, telephone: '+213 0550123456', offre: 'guide', type: 'guide_request' },
    ])

    const mail = await smtp.waitForMail((m) => m.to.includes(body.email as string), 20_000)
    expect(mail.text).toContain('Amina')
    const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf')
    expect(pdf?.filename).toMatch(/\.pdf$/)
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf!.content.length).toBeGreaterThan(10_000)
  })

  it('works for a client that sends no Origin header (script, old browser)', async () => {
    const body = guideRequest()
    const response = await fetch(`${server.baseUrl}/api/save-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++visitors}` },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(201)
  })

  it.each([
    [{ nomComplet: ' A ' }, 'Le nom doit contenir au moins 2 caractères'],
    [{ email: 'amina@exemple' }, 'Format d’email invalide (ex: nom@exemple.com)'],
    [{ telephone: '+33 612345678' }, 'Format invalide (ex: '],
    [{ telephone: '+213 05501234567' }, 'Format invalide (ex: '],
    [{ telephone: '+1 555 0100' }, 'Format invalide (ex: '],
    [{ telephone: '0612345678' }, ''],
    [{ telephone: '+999 0612345678' }, ''],
    [{ offre: 'complet' }, 'Veuillez choisir une offre'],
    [{ type: 'lead_request' }, ''],
    [{ nomComplet: 42 }, ''],
    [{ nomComplet: 'x'.repeat(500) }, ''],
  ])('refuses %o with a French message and stores nothing', async (override, message) => {
    const before = await counts()
    const response = await visitor().post('/api/save-lead', guideRequest(override))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false })
    expect(String(response.body.error)).toContain(message)
    expect(String(response.body.error)).toMatch(/[a-zéèàç]/)
    expect(await counts()).toEqual(before)
  })

  it('refuses a body that is not JSON, and a foreign origin', async () => {
    const before = await counts()
    expect((await visitor().raw('POST', '/api/save-lead', '{nope')).status).toBe(400)
    const foreign = new ApiClient(server.baseUrl, { Origin: 'https://evil.example', 'X-Forwarded-For': '198.51.100.250' })
    expect((await foreign.post('/api/save-lead', guideRequest())).status).toBe(403)
    expect(await counts()).toEqual(before)
  })
})

describe('POST /api/create-payment-session (local test provider)', () => {
  it('records the lead and a pending 997.00 EUR payment, and answers the test checkout URL', async () => {
    const { sessionId, formData, url } = await openCheckout()
    expect(url).toBe(`${server.baseUrl}/paiement-test/${sessionId}`)
    const { rows } = await db.query(
      `SELECT p.amount, p.currency, p.status, p.provider, p.terms_accepted_at, l.offre, l.type, l.email, l.telephone
         FROM payments p JOIN leads l ON l.id = p.lead_id WHERE p.provider_session_id = $1`,
      [sessionId],
    )
    expect(rows).toEqual([
      {
        amount: '997.00',
        currency: 'EUR',
        status: 'pending',
        provider: 'local',
        terms_accepted_at: expect.any(Date),
        offre: 'premium',
        type: 'lead_request',
        email: formData.email,
        telephone: '+33 0612345678',
      },
    ])
  })

  it('never takes the price from the client', async () => {
    const { body } = checkoutRequest({ amount: 1, price: 1 }, { priceId: 'price_one_cent', amount_total: 1, amount: '0.01' })
    const response = await visitor().post<{ url: string }>('/api/create-payment-session', body)
    expect(response.status).toBe(200)
    const sessionId = new URL(response.body.url).pathname.split('/').pop()
    const { rows } = await db.query('SELECT amount, currency FROM payments WHERE provider_session_id = $1', [sessionId])
    expect(rows).toEqual([{ amount: '997.00', currency: 'EUR' }])
  })

  it.each([
    ['formData not JSON', { metadata: { service: 'business_creation_complete', formData: '{nope' } }, 'Données du formulaire invalides'],
    ['formData missing', { metadata: { service: 'business_creation_complete' } }, 'Données du formulaire invalides'],
    ['another service', { metadata: { service: 'something_else', formData: '{}' } }, ''],
    ['no consents', { consents: undefined }, ''],
    ['terms refused', { consents: { terms: false, immediateStart: true } }, 'Veuillez accepter les conditions générales de vente'],
    [
      'no immediate start',
      { consents: { terms: true, immediateStart: false } },
      'Veuillez confirmer le démarrage immédiat de la prestation et la renonciation au droit de rétractation',
    ],
  ])('refuses %s with a French message and stores nothing', async (_label, override, message) => {
    const before = await counts()
    const response = await visitor().post('/api/create-payment-session', checkoutRequest({}, override).body)
    expect(response.status).toBe(400)
    expect(response.body.success).toBe(false)
    expect(String(response.body.error)).toContain(message)
    expect(await counts()).toEqual(before)
  })

  it.each([
    [{ telephone: '+33 61234' }, 'Format invalide (ex: '],
    [{ email: 'pas-un-email' }, 'Format d’email invalide (ex: nom@exemple.com)'],
    [{ nomComplet: 'K' }, 'Le nom doit contenir au moins 2 caractères'],
    [{ offre: 'guide' }, 'Veuillez choisir une offre'],
  ])('refuses the lead %o inside formData', async (formOverride, message) => {
    const before = await counts()
    const response = await visitor().post('/api/create-payment-session', checkoutRequest(formOverride).body)
    expect(response.status).toBe(400)
    expect(String(response.body.error)).toContain(message)
    expect(await counts()).toEqual(before)
  })
})

describe('GET /api/stripe/session/{id}', () => {
  it("answers the spec's session fields for that session", async () => {
    const { sessionId, formData } = await openCheckout()
    const started = Math.floor(Date.now() / 1000)
    // A plain client: no Origin, no cookie.
    const response = await fetch(`${server.baseUrl}/api/stripe/session/${sessionId}`)
    expect(response.status).toBe(200)
    const { success, session } = await response.json()
    expect(success).toBe(true)
    expect(session).toMatchObject({
      id: sessionId,
      amount_total: 99_700,
      currency: 'EUR',
      customer_details: { name: 'Karim Haddad', email: formData.email },
      payment_status: 'unpaid',
      status: 'open',
      order_status: 'pending',
      metadata: { service: 'business_creation_complete' },
    })
    expect(JSON.parse(session.metadata.formData)).toEqual({ ...formData, telephone: '+33 0612345678' })
    expect(Math.abs(session.created - started)).toBeLessThan(30)
  })

  it('answers a cancelled checkout as Stripe does: expired and unpaid, cancelled for our order', async () => {
    const { sessionId } = await openCheckout()
    const cancelled = await visitor().post(`/api/test-checkout/${sessionId}/cancel`, {})
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const response = await visitor().get<{ session: Record<string, unknown> }>(`/api/stripe/session/${sessionId}`)
    expect(response.body.session).toMatchObject({ payment_status: 'unpaid', status: 'expired', order_status: 'cancelled' })
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['cs_local_unknown0000', 'cs_test_a1b2c3d4e5', '..%2F..%2Fetc', 'x']) {
      const response = await visitor().get(`/api/stripe/session/${id}`)
      expect(response.status, id).toBe(404)
      expect(response.body).toMatchObject({ success: false, error: 'Session de paiement introuvable.' })
    }
  })
})

describe('local test checkout and the completion', () => {
  it('completes once: account, project with its steps, links, emails; the set-password link opens the account', async () => {
    const { sessionId, formData } = await openCheckout({ nomComplet: 'Karim Ali Haddad' })
    const pay = await visitor().post<{ success: boolean; redirectUrl: string }>(`/api/test-checkout/${sessionId}/pay`)
    expect(pay.status).toBe(200)
    expect(pay.body.redirectUrl).toBe(`${server.baseUrl}/confirmation-commande?session_id=${sessionId}`)

    const { rows: payments } = await db.query(
      'SELECT id, status, paid_at, user_id, project_id, lead_id, confirmed_by::text FROM payments WHERE provider_session_id = $1',
      [sessionId],
    )
    expect(payments).toHaveLength(1)
    const payment = payments[0]
    expect(payment).toMatchObject({
      status: 'completed',
      confirmed_by: 'provider',
      paid_at: expect.any(Date),
      user_id: expect.any(Number),
      project_id: expect.any(Number),
    })
    const { rows: users } = await db.query('SELECT id, first_name, last_name, phone FROM users WHERE email = $1', [formData.email])
    expect(users).toEqual([{ id: payment.user_id, first_name: 'Karim', last_name: 'Ali Haddad', phone: '+33 0612345678' }])
    const { rows: projects } = await db.query('SELECT user_id, type, status FROM projects WHERE id = $1', [payment.project_id])
    expect(projects).toEqual([{ user_id: payment.user_id, type: 'creation', status: 'pending' }])
    expect(await count(`project_steps WHERE project_id = ${Number(payment.project_id)}`)).toBe(7)
    const { rows: leads } = await db.query('SELECT converted_at FROM leads WHERE id = $1', [payment.lead_id])
    expect(leads[0].converted_at).toBeInstanceOf(Date)

    const session = await visitor().get<{ session: { payment_status: string; status: string } }>(`/api/stripe/session/${sessionId}`)
    expect(session.body.session).toMatchObject({ payment_status: 'paid', status: 'complete', order_status: 'completed' })

    const orderNumber = `GS-${sessionId.slice(-8).toUpperCase()}`
    const confirmation = await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes(orderNumber), 20_000)
    expect(confirmation.text).toContain('997,00')
    expect(confirmation.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true)
    const setPassword = await smtp.waitForMail((m) => m.to.includes(formData.email) && m.links.some((l) => l.includes('token=')), 20_000)
    const token = new URL(setPassword.links.find((l) => l.includes('token='))!).searchParams.get('token')
    const client = new ApiClient(server.baseUrl)
    expect((await client.post('/api/reset-password', { token, password: 'mon-mot-de-passe' })).status).toBe(200)
    expect((await client.post('/api/login', { email: formData.email, password: 'mon-mot-de-passe' })).status).toBe(200)
    const me = await client.get<{ user: { id: number; firstName: string } }>('/api/user')
    expect(me.body.user).toMatchObject({ id: payment.user_id, firstName: 'Karim' })
  })

  it('completes exactly once when the buyer clicks pay several times at once', async () => {
    const { sessionId, formData } = await openCheckout()
    const answers = await Promise.all(Array.from({ length: 6 }, () => visitor().post(`/api/test-checkout/${sessionId}/pay`)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    expect(await count(`users WHERE email = '${formData.email}'`)).toBe(1)
    const { rows } = await db.query('SELECT user_id FROM payments WHERE provider_session_id = $1', [sessionId])
    expect(await count(`projects WHERE user_id = ${Number(rows[0].user_id)}`)).toBe(1)
    await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes('GS-'), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(smtp.mails.filter((m) => m.to.includes(formData.email) && m.subject.includes('GS-'))).toHaveLength(1)
  })

  it('opens one account when two orders of a new buyer are paid at the same instant, each with its project and invoice', async () => {
    const email = `deux-commandes-${Date.now()}@example.com`
    const orders = [await openCheckout({ email }), await openCheckout({ email })]
    const answers = await Promise.all(orders.map(({ sessionId }) => visitor().post(`/api/test-checkout/${sessionId}/pay`)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const { rows: accounts } = await db.query('SELECT id, hash, salt, password_pending FROM users WHERE email = $1', [email])
    // No password until its owner chooses one: hash and salt stay empty, and no login can match.
    expect(accounts).toEqual([{ id: expect.any(Number), hash: null, salt: null, password_pending: true }])
    const { rows: paid } = await db.query(
      `SELECT p.status, p.user_id, p.project_id, i.number FROM payments p JOIN invoices i ON i.payment_id = p.id AND i.kind = 'invoice'
        WHERE p.provider_session_id = ANY($1) ORDER BY i.number`,
      [orders.map(({ sessionId }) => sessionId)],
    )
    expect(paid).toHaveLength(2)
    for (const payment of paid) expect(payment).toMatchObject({ status: 'completed', user_id: accounts[0].id })
    expect(new Set(paid.map((payment) => payment.project_id)).size).toBe(2)
    const [first, second] = paid.map((payment) => Number(String(payment.number).slice(-6)))
    expect(second! - first!).toBe(1)
    const login = await visitor().post('/api/login', { email, password: 'un-mot-de-passe-au-hasard' })
    expect(login.status).toBe(401)
  })

  it('attaches the order to an existing account without a set-password email', async () => {
    const existing = await registerClient(server, { email: `deja-client-${Date.now()}@example.com` })
    const { sessionId } = await openCheckout({ email: existing.email })
    expect((await visitor().post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200)
    const { rows } = await db.query('SELECT user_id FROM payments WHERE provider_session_id = $1', [sessionId])
    expect(rows[0].user_id).toBe(existing.id)
    expect(await count(`users WHERE email = '${existing.email}'`)).toBe(1)
    await smtp.waitForMail((m) => m.to.includes(existing.email) && m.subject.includes('GS-'), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(smtp.mails.filter((m) => m.to.includes(existing.email) && m.links.some((l) => l.includes('token=')))).toHaveLength(0)
  })

  it('cancels a pending checkout, and neither pays a cancelled one nor cancels a paid one', async () => {
    const pending = await openCheckout()
    const cancel = await visitor().post<{ redirectUrl: string }>(`/api/test-checkout/${pending.sessionId}/cancel`)
    expect(cancel.status).toBe(200)
    expect(cancel.body.redirectUrl).toMatch(new RegExp(String.raw`^${server.baseUrl}/creer-entreprise\?reprise=\d+\.[\w-]{43}$`))
    expect((await db.query('SELECT status FROM payments WHERE provider_session_id = $1', [pending.sessionId])).rows[0].status).toBe(
      'cancelled',
    )
    const payCancelled = await visitor().post(`/api/test-checkout/${pending.sessionId}/pay`)
    expect(payCancelled.status).toBe(409)
    expect(await count(`users WHERE email = '${pending.formData.email}'`)).toBe(0)

    const paid = await openCheckout()
    expect((await visitor().post(`/api/test-checkout/${paid.sessionId}/pay`)).status).toBe(200)
    expect((await visitor().post(`/api/test-checkout/${paid.sessionId}/cancel`)).status).toBe(409)
    expect((await db.query('SELECT status FROM payments WHERE provider_session_id = $1', [paid.sessionId])).rows[0].status).toBe(
      'completed',
    )
  })

  it('answers 404 to the test checkout for an unknown session, and to the Stripe webhook when Stripe is not configured', async () => {
    expect((await visitor().post('/api/test-checkout/cs_local_unknown0000/pay')).status).toBe(404)
    expect((await visitor().post('/api/test-checkout/cs_local_unknown0000/cancel')).status).toBe(404)
    const webhook = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      body: '{}',
      headers: { 'Stripe-Signature': 't=1,v1=x' },
    })
    expect(webhook.status).toBe(404)
  })
})

describe('GET /api/projects', () => {
  it('lists only the caller’s own projects, to a client holding just the session cookie', async () => {
    const first = await openCheckout()
    const second = await openCheckout()
    for (const { sessionId } of [first, second]) expect((await visitor().post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200)
    const { rows } = await db.query('SELECT u.id FROM users u WHERE u.email = $1', [first.formData.email])
    // Set a password through the token Payload stores, as the set-password link would.
    const token = (await db.query('SELECT reset_password_token FROM users WHERE id = $1', [rows[0].id])).rows[0].reset_password_token
    await expect
      .poll(
        async () => (await db.query('SELECT reset_password_token FROM users WHERE id = $1', [rows[0].id])).rows[0].reset_password_token,
        { timeout: 15_000 },
      )
      .toBeTruthy()
    const currentToken =
      token ?? (await db.query('SELECT reset_password_token FROM users WHERE id = $1', [rows[0].id])).rows[0].reset_password_token
    const browser = new ApiClient(server.baseUrl)
    expect((await browser.post('/api/reset-password', { token: currentToken, password: 'secret-projets' })).status).toBe(200)
    expect((await browser.post('/api/login', { email: first.formData.email, password: 'secret-projets' })).status).toBe(200)

    // Only the cookie: no Origin, no Sec-Fetch-Site.
    const plain = await fetch(`${server.baseUrl}/api/projects`, { headers: { Cookie: browser.cookieHeader() } })
    expect(plain.status).toBe(200)
    const body = await plain.json()
    expect(body).toMatchObject({ success: true, total: 1, page: 1 })
    expect(body.projects).toEqual([
      expect.objectContaining({ name: 'Création d’entreprise — Karim Haddad', type: 'creation', status: 'pending' }),
    ])
    expect(JSON.stringify(body)).not.toContain(second.formData.email)

    expect((await visitor().get('/api/projects')).status).toBe(401)
    expect((await browser.get('/api/projects?limit=0')).status).toBe(400)
  })
})
