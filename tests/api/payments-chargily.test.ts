/**
 * Chargily Pay (issue 19): the real provider code against a local stand-in for Chargily's API
 * version 2 (reached through CHARGILY_API_URL by the provider's own HTTP client: the library's
 * client has no other address than Chargily's), and webhooks signed as Chargily signs them.
 * The main server has Stripe and Chargily (the funnel's choice); a second one Chargily alone.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPaymentsResponse } from '@/contract/admin-payments'
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@/contract/site-config'
import { ApiClient } from '../helpers/api-client'
import { startCardProvidersServer } from '../helpers/card-providers-server'
import { CHARGILY_STAND_IN_KEY, type ChargilyStandIn, deliverChargilyEvent, signedChargilyEvent } from '../helpers/chargily-stand-in'
import { connectToDatabase } from '../helpers/database'
import { adminSession } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let chargily: ChargilyStandIn
let db: pg.Client
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ server, smtp, chargily, stop } = await startCardProvidersServer({ TRUST_PROXY: '1' }))
  db = await connectToDatabase(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await stop?.()
})

let visitors = 0
const visitor = (base = server.baseUrl) => new ApiClient(base, { 'X-Forwarded-For': `198.51.100.${++visitors}` })
const count = async (sql: string, values: unknown[] = []) => Number((await db.query(`SELECT count(*) FROM ${sql}`, values)).rows[0].count)
const paymentOf = async (checkoutId: string) =>
  (
    await db.query(
      'SELECT amount, currency, status, provider, provider_session_id, provider_payment_id FROM payments WHERE provider_payment_id = $1',
      [checkoutId],
    )
  ).rows[0] as { amount: string; currency: string; status: string; provider: string; provider_session_id: string }
const statusOf = async (checkoutId: string) => (await paymentOf(checkoutId))?.status
const deliver = (event: { body: string; signature: string }) => deliverChargilyEvent(`${server.baseUrl}/api/chargily/webhook`, event)
const confirmationsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('GS-'))

async function openChargilyCheckout(base = server.baseUrl, paymentMethod: string | undefined = 'algerian-card') {
  const { body, formData } = checkoutRequest({ telephone: '+213 0550123456' }, paymentMethod ? { paymentMethod } : {})
  const response = await visitor(base).post<{ success: boolean; url: string }>('/api/create-payment-session', body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const checkout = [...chargily.checkouts.values()].find((c) => c.checkout_url === response.body.url)!
  expect(checkout).toBeDefined()
  return { checkout, formData }
}

const paidEvent = (checkoutId: string) => signedChargilyEvent('checkout.paid', chargily.settle(checkoutId, 'paid'))

describe('Chargily checkout', () => {
  it('opens a checkout in whole dinars at the configured price, with the buyer, the return URLs and the webhook', async () => {
    const { checkout, formData } = await openChargilyCheckout()
    const sent = chargily.createRequests.at(-1)!
    expect(sent).toMatchObject({
      amount: 150_000,
      currency: 'dzd',
      failure_url: expect.stringMatching(new RegExp(String.raw`^${server.baseUrl}/creer-entreprise\?reprise=\d+\.[\w-]{43}$`)),
      webhook_endpoint: `${server.baseUrl}/api/chargily/webhook`,
      locale: 'fr',
      metadata: { service: 'business_creation_complete' },
    })
    const payment = await paymentOf(checkout.id)
    expect(payment).toMatchObject({ amount: '150000.00', currency: 'DZD', status: 'pending', provider: 'chargily' })
    expect(payment.provider_session_id).toMatch(/^chg_[A-Za-z0-9]{32}$/)
    expect(sent.success_url).toBe(`${server.baseUrl}/confirmation-commande?session_id=${payment.provider_session_id}`)
    expect(chargily.customers.get(sent.customer_id as string)).toMatchObject({
      name: 'Karim Haddad',
      email: formData.email,
      phone: '+2130550123456',
    })
    const lead = await db.query(
      'SELECT l.email, l.offre FROM leads l JOIN payments p ON p.lead_id = l.id WHERE p.provider_payment_id = $1',
      [checkout.id],
    )
    expect(lead.rows).toEqual([{ email: formData.email, offre: 'premium' }])
  })

  it('keeps Stripe in euros when the international card is chosen, or when the call names no method (the spec’s call)', async () => {
    for (const method of ['international-card', undefined]) {
      const { body, formData } = checkoutRequest({}, method ? { paymentMethod: method } : {})
      const response = await visitor().post<{ url: string }>('/api/create-payment-session', body)
      expect(response.status).toBe(200)
      const { rows } = await db.query(
        'SELECT p.amount, p.currency, p.provider FROM payments p JOIN leads l ON l.id = p.lead_id WHERE l.email = $1',
        [formData.email],
      )
      expect(rows).toEqual([{ amount: '997.00', currency: 'EUR', provider: 'stripe' }])
    }
  })

  it('refuses an unknown method in French, and never takes a price from the request', async () => {
    const unknown = await visitor().post('/api/create-payment-session', checkoutRequest({}, { paymentMethod: 'bitcoin' }).body)
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields).toMatchObject({ paymentMethod: 'Veuillez choisir un moyen de paiement' })
    const priced = checkoutRequest({}, { paymentMethod: 'algerian-card', amount: 1, priceId: 'price_1da' })
    expect((await visitor().post('/api/create-payment-session', priced.body)).status).toBe(200)
    expect(chargily.createRequests.at(-1)!.amount).toBe(150_000)
  })

  it('answers 502 in French when Chargily is unreachable, keeping the lead for a call back', async () => {
    chargily.failing = true
    try {
      const { body, formData } = checkoutRequest({}, { paymentMethod: 'algerian-card' })
      const response = await visitor().post('/api/create-payment-session', body)
      expect(response.status).toBe(502)
      expect(response.body.error).toContain('paiement en ligne est momentanément indisponible')
      expect(await count('leads WHERE email = $1', [formData.email])).toBe(1)
      expect(await count('payments p JOIN leads l ON l.id = p.lead_id WHERE l.email = $1', [formData.email])).toBe(0)
    } finally {
      chargily.failing = false
    }
  })

  it('tells the funnel both ways to pay with their prices, in the page’s site config', async () => {
    const html = await (await fetch(`${server.baseUrl}/creer-entreprise`)).text()
    const json = new RegExp(`<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]
    const config = JSON.parse(json) as SiteConfig
    expect(config.paymentMethods).toEqual([
      { id: 'algerian-card', label: 'Carte EDAHABIA / CIB (DZD)', amountMinor: 15_000_000, currency: 'DZD' },
      { id: 'international-card', label: 'Carte bancaire internationale (EUR)', amountMinor: 99_700, currency: 'EUR' },
    ])
    expect(json).not.toContain(CHARGILY_STAND_IN_KEY)
  })
})

describe('POST /api/chargily/webhook', () => {
  it('completes the order on checkout.paid, once, whatever is replayed', async () => {
    const { checkout, formData } = await openChargilyCheckout()
    const event = paidEvent(checkout.id)
    expect((await deliver(event)).status).toBe(200)
    expect(await statusOf(checkout.id)).toBe('completed')
    // The same event again, and three times at once.
    const replays = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200])
    // A late cancel or failure changes nothing.
    expect((await deliver(signedChargilyEvent('checkout.canceled', { ...checkout, status: 'canceled' }))).status).toBe(200)
    expect((await deliver(signedChargilyEvent('checkout.failed', { ...checkout, status: 'failed' }))).status).toBe(200)
    expect(await statusOf(checkout.id)).toBe('completed')
    expect(await count('users WHERE email = $1', [formData.email])).toBe(1)
    expect(await count('projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [formData.email])).toBe(1)
    const { rows } = await db.query(
      'SELECT p.user_id IS NOT NULL AS linked, p.paid_at IS NOT NULL AS paid FROM payments p WHERE provider_payment_id = $1',
      [checkout.id],
    )
    expect(rows).toEqual([{ linked: true, paid: true }])
    const confirmation = await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes('GS-'), 20_000)
    expect(confirmation.text).toContain('150\u00a0000,00\u00a0DA')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(confirmationsTo(formData.email)).toHaveLength(1)
  })

  it('completes exactly once when two deliveries arrive at once', async () => {
    const { checkout, formData } = await openChargilyCheckout()
    const paid = chargily.settle(checkout.id, 'paid')
    const events = [signedChargilyEvent('checkout.paid', paid), signedChargilyEvent('checkout.paid', paid)]
    const answers = await Promise.all([...events, ...events].map(deliver))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(await count('users WHERE email = $1', [formData.email])).toBe(1)
    expect(await count('projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [formData.email])).toBe(1)
    await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes('GS-'), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(confirmationsTo(formData.email)).toHaveLength(1)
  })

  it('refuses a bad signature, another key’s, a missing one or a body changed after signing, and changes nothing', async () => {
    const { checkout, formData } = await openChargilyCheckout()
    const event = paidEvent(checkout.id)
    const attempts = [
      signedChargilyEvent('checkout.paid', checkout, 'test_sk_someone_else'),
      { body: event.body.replace('"amount":150000', '"amount":150001'), signature: event.signature },
      { body: event.body, signature: event.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { body: event.body, signature: 'not-hex' },
      { body: event.body, signature: '' },
    ]
    for (const attempt of attempts) {
      const response = await deliver(attempt)
      expect(response.status).toBe(400)
      expect((await response.json()).success).toBe(false)
    }
    expect(await statusOf(checkout.id)).toBe('pending')
    expect(await count('users WHERE email = $1', [formData.email])).toBe(0)
  })

  it('marks a failed payment failed and a canceled or expired one cancelled, once; a later paid event creates nothing', async () => {
    const failed = await openChargilyCheckout()
    const failedEvent = signedChargilyEvent('checkout.failed', chargily.settle(failed.checkout.id, 'failed'))
    expect((await deliver(failedEvent)).status).toBe(200)
    expect((await deliver(failedEvent)).status).toBe(200)
    expect(await statusOf(failed.checkout.id)).toBe('failed')

    for (const type of ['checkout.canceled', 'checkout.expired']) {
      const left = await openChargilyCheckout()
      expect((await deliver(signedChargilyEvent(type, { ...left.checkout, status: 'canceled' }))).status).toBe(200)
      expect(await statusOf(left.checkout.id)).toBe('cancelled')
      // Out of order: a paid event after the cancel changes nothing.
      expect((await deliver(paidEvent(left.checkout.id))).status).toBe(200)
      expect(await statusOf(left.checkout.id)).toBe('cancelled')
      expect(await count('users WHERE email = $1', [left.formData.email])).toBe(0)
    }
  })

  it('leaves the order pending when Chargily reports less than the recorded amount', async () => {
    const { checkout, formData } = await openChargilyCheckout()
    const short = signedChargilyEvent('checkout.paid', { ...chargily.settle(checkout.id, 'paid'), amount: 1500 })
    expect((await deliver(short)).status).toBe(200)
    expect(await statusOf(checkout.id)).toBe('pending')
    expect(await count('users WHERE email = $1', [formData.email])).toBe(0)
  })

  it('ignores checkouts of other products, and asks for a retry of an unrecorded one of ours', async () => {
    const foreign = { id: '01hjjj9aymmrwe664nbzrv84sg', entity: 'checkout', status: 'paid', amount: 500, currency: 'dzd', metadata: null }
    expect((await deliver(signedChargilyEvent('checkout.paid', foreign))).status).toBe(200)
    const ours = { ...foreign, id: '01hjjj9aymmrwe664nbzrv8zzz', metadata: { service: 'business_creation_complete' } }
    expect((await deliver(signedChargilyEvent('checkout.paid', ours))).status).toBe(409)
    // Other event types are acknowledged and ignored.
    expect((await deliver(signedChargilyEvent('checkout.processing', foreign))).status).toBe(200)
  })

  it('answers 400 to a signed body that is not an event', async () => {
    const body = '{"hello":"world"}'
    const { createHmac } = await import('node:crypto')
    const signature = createHmac('sha256', CHARGILY_STAND_IN_KEY).update(body).digest('hex')
    expect((await deliver({ body, signature })).status).toBe(400)
  })
})

describe('GET /api/stripe/session/{id} with Chargily', () => {
  it('answers the checkout in centimes with its currency, completing it when Chargily says paid before the webhook', async () => {
    const { checkout, formData } = await openChargilyCheckout()
    const sessionId = (await paymentOf(checkout.id)).provider_session_id
    const unpaid = await visitor().get<{ session: Record<string, unknown> }>(`/api/stripe/session/${sessionId}`)
    expect(unpaid.body.session).toMatchObject({
      payment_status: 'unpaid',
      status: 'open',
      order_status: 'pending',
      amount_total: 15_000_000,
      currency: 'DZD',
    })

    chargily.settle(checkout.id, 'paid')
    const paid = await visitor().get<{ session: Record<string, unknown> }>(`/api/stripe/session/${sessionId}`)
    expect(paid.status).toBe(200)
    expect(paid.body.session).toMatchObject({
      id: sessionId,
      amount_total: 15_000_000,
      currency: 'DZD',
      payment_status: 'paid',
      status: 'complete',
      order_status: 'completed',
      provider: 'chargily',
      customer_details: { name: 'Karim Haddad', email: formData.email },
    })
    // The webhook arriving afterwards changes nothing more.
    expect((await deliver(paidEvent(checkout.id))).status).toBe(200)
    expect(await count('projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [formData.email])).toBe(1)
  })

  it('does not answer for Chargily’s own checkout id', async () => {
    const { checkout } = await openChargilyCheckout()
    expect((await visitor().get(`/api/stripe/session/${checkout.id}`)).status).toBe(404)
  })
})

describe('back-office with dinars', () => {
  it('lists the payment in DZD, totals per currency (never added to euros), and exports the currency', async () => {
    const admin = await adminSession(server)
    const before = (await admin.get<AdminPaymentsResponse>('/api/admin/payments?status=completed&limit=100')).body.stats.totalCompleted
    const { checkout } = await openChargilyCheckout()
    expect((await deliver(paidEvent(checkout.id))).status).toBe(200)
    const list = await admin.get<AdminPaymentsResponse>('/api/admin/payments?status=completed&limit=100')
    expect(list.status).toBe(200)
    const row = list.body.payments.find((payment) => payment.provider === 'chargily' && payment.status === 'completed')
    expect(row).toMatchObject({ currency: 'DZD', amount: '150000.00' })
    expect(list.body.stats.totalCompleted.DZD - (before.DZD ?? 0)).toBe(15_000_000)
    expect(list.body.stats.totalCompleted.EUR ?? 0).toBe(before.EUR ?? 0)
    const csv = await admin.get<string>('/api/admin/payments/export.csv?status=completed')
    expect(csv.status).toBe(200)
    expect(csv.body).toMatch(/;150000,00;DZD;Payé;.*;Chargily Pay;/)
    // Anonymous callers see none of it.
    expect((await visitor().get('/api/admin/payments')).status).toBe(401)
  })
})

describe('Chargily alone', () => {
  let alone: TestServer
  beforeAll(async () => {
    alone = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        CHARGILY_SECRET_KEY: CHARGILY_STAND_IN_KEY,
        CHARGILY_API_URL: chargily.apiUrl,
        OFFER_PRICE_DZD: '120000',
      },
    })
  }, 120_000)
  afterAll(async () => {
    await alone?.stop()
  })

  it('charges OFFER_PRICE_DZD without a choice, refuses the euro card and the local test checkout', async () => {
    const { checkout } = await openChargilyCheckout(alone.baseUrl, undefined)
    expect(chargily.createRequests.at(-1)!.amount).toBe(120_000)
    expect(checkout.amount).toBe(120_000)
    const euro = await visitor(alone.baseUrl).post(
      '/api/create-payment-session',
      checkoutRequest({}, { paymentMethod: 'international-card' }).body,
    )
    expect(euro.status).toBe(400)
    expect(euro.body.error).toContain('moyen de paiement n’est pas disponible')
    const sessionId = new URL(String(chargily.createRequests.at(-1)!.success_url)).searchParams.get('session_id')!
    expect((await visitor(alone.baseUrl).post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(404)
    const html = await (await fetch(`${alone.baseUrl}/creer-entreprise`)).text()
    expect(html).toContain(
      '"paymentMethods":[{"id":"algerian-card","label":"Carte EDAHABIA / CIB (DZD)","amountMinor":12000000,"currency":"DZD"}]',
    )
  })

  it('refuses a production configuration in test mode or with a stand-in address', async () => {
    const { loadConfig, ConfigError } = await import('@/cms/infra/config/env')
    const { PRODUCTION_ENV } = await import('@/cms/infra/config/test-environments')
    const production = { ...PRODUCTION_ENV, CHARGILY_SECRET_KEY: 'live_sk_x' }
    expect(() => loadConfig({ ...production, CHARGILY_MODE: 'test' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...production, CHARGILY_MODE: 'live', CHARGILY_API_URL: 'http://127.0.0.1:9' })).toThrow(ConfigError)
    expect(loadConfig({ ...production, CHARGILY_MODE: 'live' }).offerPrices).toEqual({ EUR: 99_700, DZD: 15_000_000 })
    expect(() => loadConfig({ ...production, CHARGILY_MODE: 'live', OFFER_PRICE_DZD: '1500.50' })).toThrow(/OFFER_PRICE_DZD/)
  })
})
