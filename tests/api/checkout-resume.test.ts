/**
 * A cancelled checkout keeps the founder's work (issue 33 item 5): every provider's cancel address
 * carries a signed token of the lead; POST /api/checkout/resume answers the funnel's details from
 * the server, closes the checkout at its provider and marks the payment cancelled. A forged,
 * foreign or old token gets a French 404 and changes nothing.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKOUT_RESUME_EXPIRED, type CheckoutResume } from '@/contract/payments'
import { ApiClient } from '../helpers/api-client'
import { CHARGILY_STAND_IN_KEY, type ChargilyStandIn, startChargilyStandIn } from '../helpers/chargily-stand-in'
import { connectToDatabase } from '../helpers/database'
import { checkoutRequest } from '../helpers/funnel'
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in'
import { startTestServer, type TestServer } from '../helpers/test-server'

let visitors = 0
const visitorOf = (server: TestServer) => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `203.0.113.${++visitors}` })
const statusOf = async (db: pg.Client, sessionId: string) =>
  (await db.query('SELECT status FROM payments WHERE provider_session_id = $1', [sessionId])).rows[0]?.status as string
const tokenIn = (address: string) => new URL(address).searchParams.get('reprise')!

describe('with the local test provider', () => {
  let server: TestServer
  let db: pg.Client
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } })
    db = await connectToDatabase(server)
  })
  afterAll(async () => {
    await db?.end()
    await server?.stop()
  })

  it('the cancel button leads back to the funnel with a token that gives the details and the cancelled payment', async () => {
    const buyer = visitorOf(server)
    const { body, formData } = checkoutRequest({ nomComplet: 'Yasmine Haddad', telephone: '+213 0550123456' })
    const opened = await buyer.post<{ url: string }>('/api/create-payment-session', body)
    const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
    const cancelled = await buyer.post<{ redirectUrl: string }>(`/api/test-checkout/${sessionId}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(new URL(cancelled.body.redirectUrl).pathname).toBe('/creer-entreprise')
    const token = tokenIn(cancelled.body.redirectUrl)
    expect(token).toMatch(/^\d+\.[\w-]{43}$/)
    // Nothing of the buyer in the address itself.
    expect(cancelled.body.redirectUrl).not.toContain('Yasmine')
    expect(cancelled.body.redirectUrl).not.toContain(encodeURIComponent(formData.email as string))

    // Another browser (the token is the capability, as the provider's session id is).
    const resumed = await visitorOf(server).post<{ resume: CheckoutResume }>('/api/checkout/resume', { token })
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200)
    expect(resumed.body.resume).toEqual({
      nomComplet: 'Yasmine Haddad',
      email: formData.email,
      telephone: '+213 0550123456',
      offre: 'complet',
      payment: 'cancelled',
      confirmationUrl: null,
    })
    expect(await statusOf(db, sessionId)).toBe('cancelled')
  })

  it('a token is bound to its lead: forged, foreign or malformed ones get the French 404 and change nothing', async () => {
    const buyer = visitorOf(server)
    const opened = await buyer.post<{ url: string }>('/api/create-payment-session', checkoutRequest().body)
    const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
    const leadId = (await db.query('SELECT lead_id FROM payments WHERE provider_session_id = $1', [sessionId])).rows[0].lead_id as number
    const other = await buyer.post<{ url: string }>('/api/create-payment-session', checkoutRequest().body)
    const otherSession = new URL(other.body.url).pathname.split('/').pop()!
    const { redirectUrl } = (await buyer.post<{ redirectUrl: string }>(`/api/test-checkout/${otherSession}/cancel`, {})).body
    const otherSignature = tokenIn(redirectUrl).split('.')[1]

    for (const token of [`${leadId}.${otherSignature}`, 'abc', `${leadId}.${'A'.repeat(43)}`, `${'9'.repeat(11)}.${otherSignature}`]) {
      const refused = await buyer.post('/api/checkout/resume', { token })
      expect(refused.status).toBe(404)
      expect(refused.body.error).toBe(CHECKOUT_RESUME_EXPIRED)
    }
    expect(await statusOf(db, sessionId)).toBe('pending')
    const empty = await buyer.post('/api/checkout/resume', {})
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain('lien de reprise')
  })

  it('a lead older than seven days gets the French 404', async () => {
    const buyer = visitorOf(server)
    const opened = await buyer.post<{ url: string }>('/api/create-payment-session', checkoutRequest().body)
    const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
    const { redirectUrl } = (await buyer.post<{ redirectUrl: string }>(`/api/test-checkout/${sessionId}/cancel`, {})).body
    await db.query(
      `UPDATE leads SET created_at = now() - interval '8 days' WHERE id = (SELECT lead_id FROM payments WHERE provider_session_id = $1)`,
      [sessionId],
    )
    const old = await buyer.post('/api/checkout/resume', { token: tokenIn(redirectUrl) })
    expect(old.status).toBe(404)
    expect(old.body.error).toBe(CHECKOUT_RESUME_EXPIRED)
  })
})

describe('with Stripe and Chargily (local stand-ins speaking their APIs)', () => {
  let server: TestServer
  let db: pg.Client
  let stripe: StripeStandIn
  let chargily: ChargilyStandIn
  beforeAll(async () => {
    stripe = await startStripeStandIn()
    chargily = await startChargilyStandIn()
    server = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        CHARGILY_SECRET_KEY: CHARGILY_STAND_IN_KEY,
        CHARGILY_MODE: 'test',
        CHARGILY_API_URL: chargily.apiUrl,
      },
    })
    db = await connectToDatabase(server)
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    await server?.stop()
    await stripe?.stop()
    await chargily?.stop()
  })

  const open = async (buyer: ApiClient, paymentMethod: 'international-card' | 'algerian-card') => {
    const opened = await buyer.post<{ url: string }>('/api/create-payment-session', checkoutRequest({}, { paymentMethod }).body)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  }

  it('Stripe: back through cancel_url, the open session is expired at Stripe and the payment cancelled', async () => {
    const buyer = visitorOf(server)
    await open(buyer, 'international-card')
    const form = stripe.createRequests.at(-1)!
    const session = [...stripe.sessions.values()].at(-1)!
    expect(new URL(form.get('cancel_url')!).pathname).toBe('/creer-entreprise')
    const resumed = await buyer.post<{ resume: CheckoutResume }>('/api/checkout/resume', { token: tokenIn(form.get('cancel_url')!) })
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200)
    expect(resumed.body.resume).toMatchObject({ payment: 'cancelled', confirmationUrl: null, offre: 'complet' })
    expect(session.status).toBe('expired')
    expect(await statusOf(db, session.id)).toBe('cancelled')
  })

  it('Stripe: paid meanwhile in another tab, the order is completed and the funnel sent to its confirmation', async () => {
    const buyer = visitorOf(server)
    await open(buyer, 'international-card')
    const form = stripe.createRequests.at(-1)!
    const session = stripe.pay([...stripe.sessions.values()].at(-1)!.id)
    const resumed = await buyer.post<{ resume: CheckoutResume }>('/api/checkout/resume', { token: tokenIn(form.get('cancel_url')!) })
    expect(resumed.body.resume).toMatchObject({
      payment: 'completed',
      confirmationUrl: `/confirmation-commande?session_id=${session.id}`,
    })
    expect(await statusOf(db, session.id)).toBe('completed')
  })

  it('Stripe unreachable: the details come back, the payment stays pending for its webhook', async () => {
    const buyer = visitorOf(server)
    await open(buyer, 'international-card')
    const form = stripe.createRequests.at(-1)!
    const session = [...stripe.sessions.values()].at(-1)!
    stripe.failing = true
    try {
      const resumed = await buyer.post<{ resume: CheckoutResume }>('/api/checkout/resume', { token: tokenIn(form.get('cancel_url')!) })
      expect(resumed.status).toBe(200)
      expect(resumed.body.resume.payment).toBe('pending')
    } finally {
      stripe.failing = false
    }
    expect(await statusOf(db, session.id)).toBe('pending')
  })

  it('Chargily: a pending checkout is expired at Chargily; one the buyer cancelled there stays cancelled', async () => {
    const buyer = visitorOf(server)
    await open(buyer, 'algerian-card')
    const checkout = [...chargily.checkouts.values()].at(-1)!
    expect(new URL(checkout.failure_url!).pathname).toBe('/creer-entreprise')
    const resumed = await buyer.post<{ resume: CheckoutResume }>('/api/checkout/resume', { token: tokenIn(checkout.failure_url!) })
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200)
    expect(resumed.body.resume.payment).toBe('cancelled')
    expect(checkout.status).toBe('expired')
    const sessionId = (await db.query('SELECT provider_session_id FROM payments WHERE provider_payment_id = $1', [checkout.id])).rows[0]
      .provider_session_id as string
    expect(await statusOf(db, sessionId)).toBe('cancelled')

    // Cancelled on Chargily's own page: its webhook, then the redirect to failure_url.
    await open(buyer, 'algerian-card')
    const second = [...chargily.checkouts.values()].at(-1)!
    const page = await fetch(`${chargily.url}/checkouts/${second.id}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(page.headers.get('location')).toBe(second.failure_url)
    const again = await buyer.post<{ resume: CheckoutResume }>('/api/checkout/resume', { token: tokenIn(second.failure_url!) })
    expect(again.body.resume.payment).toBe('cancelled')
  })
})
