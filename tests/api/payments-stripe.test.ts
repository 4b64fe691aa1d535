/**
 * The Stripe provider with the real `stripe` SDK against a local stand-in for Stripe's API,
 * and webhooks signed as Stripe signs them.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { checkoutRequest } from '../helpers/funnel'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import {
  signedEvent,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../helpers/stripe-stand-in'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let stripe: StripeStandIn
let db: pg.Client

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  stripe = await startStripeStandIn()
  server = await startTestServer({
    smtpUrl: smtp.url,
    env: {
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  })
  db = await connectToDatabase(server)
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await stripe?.stop()
  await smtp?.stop()
})

let visitors = 0
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `192.0.2.${++visitors}` })
const count = async (sql: string, values: unknown[] = []) => Number((await db.query(`SELECT count(*) FROM ${sql}`, values)).rows[0].count)
const statusOf = async (sessionId: string) =>
  (await db.query('SELECT status FROM payments WHERE provider_session_id = $1', [sessionId])).rows[0]?.status as string

/** Stripe's delivery: the exact bytes, their signature header, no Origin, no cookie. */
const deliver = (event: { body: string; signature: string }) =>
  fetch(`${server.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': event.signature, 'User-Agent': 'Stripe/1.0' },
    body: event.body,
  })

async function openCheckout(formOverrides: Record<string, unknown> = {}) {
  const { body, formData } = checkoutRequest(formOverrides)
  const response = await visitor().post<{ success: boolean; url: string }>('/api/create-payment-session', body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const session = [...stripe.sessions.values()].find((s) => s.customer_email === formData.email)!
  expect(response.body.url).toBe(session.url)
  return { session, formData }
}

const completedEvent = (sessionId: string) => signedEvent('checkout.session.completed', stripe.pay(sessionId))
const confirmationsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('GS-'))

describe('Stripe Checkout session', () => {
  it('opens a payment-mode session in EUR with our price, the email, the metadata and the return URLs', async () => {
    const { session, formData } = await openCheckout()
    const form = stripe.createRequests.at(-1)!
    expect(form.get('mode')).toBe('payment')
    expect(form.get('customer_email')).toBe(formData.email)
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('99700')
    // The client's priceId ("price_business_creation_complete") is never passed on.
    expect(form.get('line_items[0][price]')).toBeNull()
    expect(form.get('success_url')).toBe(`${server.baseUrl}/confirmation-commande?session_id={CHECKOUT_SESSION_ID}`)
    expect(form.get('cancel_url')).toMatch(new RegExp(String.raw`^${server.baseUrl}/creer-entreprise\?reprise=\d+\.[\w-]{43}$`))
    expect(session.metadata.service).toBe('business_creation_complete')
    expect(JSON.parse(session.metadata.formData)).toMatchObject({ nomComplet: 'Karim Haddad', email: formData.email, offre: 'complet' })
    const { rows } = await db.query('SELECT amount, currency, status, provider FROM payments WHERE provider_session_id = $1', [session.id])
    expect(rows).toEqual([{ amount: '997.00', currency: 'EUR', status: 'pending', provider: 'stripe' }])
  })

  it('answers 502 in French when Stripe is unreachable, keeping the lead for a call back', async () => {
    stripe.failing = true
    try {
      const { body, formData } = checkoutRequest()
      const response = await visitor().post('/api/create-payment-session', body)
      expect(response.status).toBe(502)
      expect(response.body.error).toContain('paiement en ligne est momentanément indisponible')
      expect(await count('leads WHERE email = $1', [formData.email])).toBe(1)
      expect(await count('payments p JOIN leads l ON l.id = p.lead_id WHERE l.email = $1', [formData.email])).toBe(0)
    } finally {
      stripe.failing = false
    }
  })
})

describe('POST /api/stripe/webhook', () => {
  it('completes the order on checkout.session.completed, once, whatever is replayed', async () => {
    const { session, formData } = await openCheckout()
    const event = completedEvent(session.id)
    expect((await deliver(event)).status).toBe(200)
    expect(await statusOf(session.id)).toBe('completed')
    // The same event again, and the same event twice at once.
    const replays = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200])
    // expired after completed changes nothing.
    expect((await deliver(signedEvent('checkout.session.expired', { ...session, status: 'expired' }))).status).toBe(200)
    expect(await statusOf(session.id)).toBe('completed')
    expect(await count('users WHERE email = $1', [formData.email])).toBe(1)
    expect(await count('projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [formData.email])).toBe(1)
    expect(await count('payments WHERE provider_session_id = $1', [session.id])).toBe(1)
    const { rows } = await db.query('SELECT provider_payment_id FROM payments WHERE provider_session_id = $1', [session.id])
    expect(rows[0].provider_payment_id).toBe(session.payment_intent)
    await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes(`GS-${session.id.slice(-8).toUpperCase()}`), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(confirmationsTo(formData.email)).toHaveLength(1)
  })

  it('completes exactly once when distinct deliveries of the completion race', async () => {
    const { session, formData } = await openCheckout()
    const paid = stripe.pay(session.id)
    // Two different events (completed and async_payment_succeeded) and duplicates, all at once.
    const events = [
      signedEvent('checkout.session.completed', paid),
      signedEvent('checkout.session.completed', paid),
      signedEvent('checkout.session.async_payment_succeeded', paid),
      signedEvent('checkout.session.completed', paid),
    ]
    const answers = await Promise.all(events.map(deliver))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(await count('users WHERE email = $1', [formData.email])).toBe(1)
    expect(await count('projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [formData.email])).toBe(1)
    await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes('GS-'), 20_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(confirmationsTo(formData.email)).toHaveLength(1)
  })

  it('refuses a bad signature or a body changed after signing, and changes nothing', async () => {
    const { session, formData } = await openCheckout()
    const event = completedEvent(session.id)
    const wrongSecret = signedEvent('checkout.session.completed', stripe.sessions.get(session.id)!, 'whsec_not_ours')
    const tampered = { body: event.body.replace('"livemode":false', '"livemode":true'), signature: event.signature }
    const unsigned = { body: event.body, signature: '' }
    for (const attempt of [wrongSecret, tampered, unsigned]) {
      const response = await deliver(attempt)
      expect(response.status).toBe(400)
      expect((await response.json()).success).toBe(false)
    }
    expect(await statusOf(session.id)).toBe('pending')
    expect(await count('users WHERE email = $1', [formData.email])).toBe(0)
  })

  it('marks an expired session cancelled and a failed delayed payment failed, once', async () => {
    const expired = await openCheckout()
    const expiredEvent = signedEvent('checkout.session.expired', { ...expired.session, status: 'expired' })
    expect((await deliver(expiredEvent)).status).toBe(200)
    expect((await deliver(expiredEvent)).status).toBe(200)
    expect(await statusOf(expired.session.id)).toBe('cancelled')
    // A completion arriving after the expiry (out of order, impossible at Stripe) creates nothing.
    expect((await deliver(completedEvent(expired.session.id))).status).toBe(200)
    expect(await statusOf(expired.session.id)).toBe('cancelled')
    expect(await count('users WHERE email = $1', [expired.formData.email])).toBe(0)

    const failed = await openCheckout()
    expect((await deliver(signedEvent('checkout.session.async_payment_failed', failed.session))).status).toBe(200)
    expect(await statusOf(failed.session.id)).toBe('failed')
  })

  it('marks a paid order refunded on a full refund only', async () => {
    const { session } = await openCheckout()
    expect((await deliver(completedEvent(session.id))).status).toBe(200)
    const charge = { id: 'ch_stand_in', object: 'charge', payment_intent: session.payment_intent, amount: 99_700 }
    expect((await deliver(signedEvent('charge.refunded', { ...charge, amount_refunded: 20_000, refunded: false }))).status).toBe(200)
    expect(await statusOf(session.id)).toBe('completed')
    const full = signedEvent('charge.refunded', { ...charge, amount_refunded: 99_700, refunded: true })
    expect((await deliver(full)).status).toBe(200)
    expect((await deliver(full)).status).toBe(200)
    expect(await statusOf(session.id)).toBe('refunded')
  })

  it('ignores events of other products on the same Stripe account', async () => {
    const foreign = signedEvent('checkout.session.completed', {
      id: 'cs_test_other_product',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: {},
    })
    expect((await deliver(foreign)).status).toBe(200)
  })
})

describe('GET /api/stripe/session/{id} with Stripe', () => {
  it('completes a paid session the buyer reaches before the webhook, and answers it', async () => {
    const { session, formData } = await openCheckout()
    stripe.pay(session.id)
    const response = await fetch(`${server.baseUrl}/api/stripe/session/${session.id}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.session).toMatchObject({
      id: session.id,
      amount_total: 99_700,
      payment_status: 'paid',
      status: 'complete',
      order_status: 'completed',
      provider: 'stripe',
    })
    expect(await count('users WHERE email = $1', [formData.email])).toBe(1)
    // The webhook arriving afterwards changes nothing more.
    expect((await deliver(signedEvent('checkout.session.completed', stripe.sessions.get(session.id)!))).status).toBe(200)
    expect(await count('projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1', [formData.email])).toBe(1)
  })

  it('answers an unpaid session as unpaid, and an unknown one with 404', async () => {
    const { session } = await openCheckout()
    const response = await visitor().get<{ session: { payment_status: string } }>(`/api/stripe/session/${session.id}`)
    expect(response.body.session).toMatchObject({ payment_status: 'unpaid', status: 'open', order_status: 'pending' })
    expect((await visitor().get('/api/stripe/session/cs_test_not_ours_at_all')).status).toBe(404)
  })

  it('refuses the local test checkout when Stripe is the provider', async () => {
    const { session } = await openCheckout()
    expect((await visitor().post(`/api/test-checkout/${session.id}/pay`)).status).toBe(404)
    expect(await statusOf(session.id)).toBe('pending')
  })
})

describe('STRIPE_PRICE_ID', () => {
  it('uses the configured Stripe price instead of the inline one', async () => {
    const priced = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        STRIPE_PRICE_ID: 'price_configured_997',
      },
    })
    try {
      const response = await new ApiClient(priced.baseUrl).post('/api/create-payment-session', checkoutRequest().body)
      expect(response.status).toBe(200)
      const form = stripe.createRequests.at(-1)!
      expect(form.get('line_items[0][price]')).toBe('price_configured_997')
      expect(form.get('line_items[0][price_data][unit_amount]')).toBeNull()
    } finally {
      await priced.stop()
    }
  }, 60_000)
})
