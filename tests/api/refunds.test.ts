/**
 * Refunds and credit notes (issue 34 item 2): POST /api/admin/payments/{id}/refund, full or
 * partial, through the provider that took the money (the local test provider at once; Stripe's
 * refund API, here its stand-in spoken to by the real SDK; by hand for Chargily and for payments
 * confirmed in the back-office), each with its credit note and email, in one transaction; and
 * Stripe's `charge.refunded` for a refund made in its dashboard, signed by the real SDK, exactly once.
 * Two servers: the local test provider alone (its checkout completes orders; /cms on, for an editor's
 * session), and Stripe with Chargily.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPaymentsResponse, RefundPaymentResponse } from '@/contract/admin-payments'
import { type Actor, adminActor, anonymousActor, call, cookieOnly, editorActor, newClient, seededEditorPassword } from '../helpers/actors'
import { ApiClient } from '../helpers/api-client'
import {
  CHARGILY_STAND_IN_KEY,
  type ChargilyStandIn,
  deliverChargilyEvent,
  signedChargilyEvent,
  startChargilyStandIn,
} from '../helpers/chargily-stand-in'
import { connectToDatabase } from '../helpers/database'
import { dataOf, EventStream } from '../helpers/event-stream'
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

let smtp: SmtpCatcher
let stripe: StripeStandIn
let chargily: ChargilyStandIn
/** The local test provider alone. */
let local: TestServer
let localDb: pg.Client
let localAdmin: Actor
/** Stripe and Chargily (their stand-ins). */
let providers: TestServer
let providersDb: pg.Client
let providersAdmin: Actor

beforeAll(async () => {
  ;[smtp, stripe, chargily] = await Promise.all([startSmtpCatcher(), startStripeStandIn(), startChargilyStandIn()])
  ;[local, providers] = await Promise.all([
    startTestServer({ smtpUrl: smtp.url, seedDemo: true, cmsAdmin: true, env: { TRUST_PROXY: '1', COUNTERS_CACHE_SECONDS: '0' } }),
    startTestServer({
      smtpUrl: smtp.url,
      env: {
        TRUST_PROXY: '1',
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        CHARGILY_SECRET_KEY: CHARGILY_STAND_IN_KEY,
        CHARGILY_MODE: 'test',
        CHARGILY_API_URL: chargily.apiUrl,
      },
    }),
  ])
  ;[localDb, providersDb] = await Promise.all([connectToDatabase(local), connectToDatabase(providers)])
  ;[localAdmin, providersAdmin] = await Promise.all([adminActor(local), adminActor(providers)])
}, 180_000)
afterAll(async () => {
  await Promise.all([localDb?.end(), providersDb?.end()])
  await Promise.all([local?.stop(), providers?.stop()])
  await Promise.all([stripe?.stop(), chargily?.stop(), smtp?.stop()])
})

let visitors = 0
const visitor = (server: TestServer) => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${(++visitors % 250) + 1}` })

interface PaymentRow {
  id: number
  status: string
  refunded_amount: string
  provider_payment_id: string | null
}
const paymentRow = async (db: pg.Client, id: number) =>
  (await db.query<PaymentRow>('SELECT id, status::text, refunded_amount, provider_payment_id FROM payments WHERE id = $1', [id])).rows[0]!

interface DocumentRow {
  number: string
  kind: string
  amount: string
  invoice_id: number | null
  reason: string | null
  refund_method: string | null
}
const creditNotesOf = async (db: pg.Client, paymentId: number) =>
  (
    await db.query<DocumentRow>(
      `SELECT number, kind::text, amount, invoice_id, reason, refund_method::text FROM invoices
        WHERE payment_id = $1 AND kind = 'credit-note' ORDER BY id`,
      [paymentId],
    )
  ).rows
/** The status of the procedure the payment opened. */
const projectStatusOf = async (db: pg.Client, paymentId: number) =>
  (
    await db.query<{ status: string }>(
      'SELECT p.status::text FROM projects p JOIN payments pay ON pay.project_id = p.id WHERE pay.id = $1',
      [paymentId],
    )
  ).rows[0]?.status

const invoiceIdOf = async (db: pg.Client, paymentId: number) =>
  (await db.query<{ id: number }>(`SELECT id FROM invoices WHERE payment_id = $1 AND kind = 'invoice'`, [paymentId])).rows[0]!.id

/** A paid order of the full offer, through the local test checkout (its invoice issued): the payment's id and buyer's email. */
async function paidLocalOrder(name = 'Karim Haddad') {
  const { body, formData } = checkoutRequest({ nomComplet: name })
  const opened = await visitor(local).post<{ url: string }>('/api/create-payment-session', body)
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
  const paid = await fetch(`${local.baseUrl}/api/test-checkout/${sessionId}/pay`, { method: 'POST', headers: { Origin: local.baseUrl } })
  expect(paid.status).toBe(200)
  const { rows } = await localDb.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])
  return { id: rows[0]!.id, email: formData.email, sessionId }
}

const refund = (server: TestServer, actor: Actor, id: number, body: unknown) =>
  call(server.baseUrl, actor, 'POST', `/api/admin/payments/${id}/refund`, { json: body })

/** Stripe's delivery: the exact bytes and their signature header. */
const deliverStripe = (event: { body: string; signature: string }) =>
  fetch(`${providers.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': event.signature },
    body: event.body,
  })

/** A Stripe checkout paid and completed by its webhook: the payment and its payment intent. */
async function paidStripeOrder() {
  const { body, formData } = checkoutRequest({}, { paymentMethod: 'international-card' })
  const opened = await visitor(providers).post<{ url: string }>('/api/create-payment-session', body)
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const session = [...stripe.sessions.values()].find((s) => s.customer_email === formData.email)!
  expect((await deliverStripe(signedEvent('checkout.session.completed', stripe.pay(session.id)))).status).toBe(200)
  const { rows } = await providersDb.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [session.id])
  return { id: rows[0]!.id, email: formData.email, paymentIntent: session.payment_intent! }
}

describe('who may refund', () => {
  it('only the back-office: no session, a client, a client cookie alone and an editor are refused and nothing changes', async () => {
    const order = await paidLocalOrder()
    const { actor: client } = await newClient(local, 'Refund', 'Nadia')
    const editor = await editorActor(local, 'editeur@example.com', seededEditorPassword(local), 'editor')
    for (const caller of [anonymousActor(local), client, cookieOnly(client, 'cookie only'), editor]) {
      const answer = await refund(local, caller, order.id, { reason: 'Geste commercial' })
      expect([401, 403], caller.name).toContain(answer.status)
      expect(answer.body).toMatchObject({ success: false, error: expect.any(String) })
    }
    expect(await paymentRow(localDb, order.id)).toMatchObject({ status: 'completed', refunded_amount: '0.00' })
    expect(await creditNotesOf(localDb, order.id)).toEqual([])

    const allowed = await refund(local, localAdmin, order.id, { reason: 'Geste commercial' })
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
  })
})

describe('POST /api/admin/payments/{id}/refund with the local test provider', () => {
  it('refunds all that remains: refunded, a credit note on the invoice, the client emailed, and the answer says so', async () => {
    const order = await paidLocalOrder('Yasmine Aït-Ouarab')
    // The back-office's live stream, open while the refund is made.
    const stream = await EventStream.open(local.baseUrl, { cookie: localAdmin.headers.Cookie })
    if (!(stream instanceof EventStream)) throw new Error(`Stream refused: ${stream.status}`)
    const answer = await refund(local, localAdmin, order.id, { reason: 'Garantie 30 jours' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const body = answer.body as RefundPaymentResponse
    expect(body).toMatchObject({
      success: true,
      refundMethod: 'provider',
      creditNote: { id: expect.any(Number), number: expect.stringMatching(/^A-\d{4}-\d{6}$/) },
      payment: { id: order.id, status: 'refunded', amount: '997.00', refundedAmount: '997.00' },
    })
    expect(body.payment.documents.map((document) => [document.kind, document.amount])).toEqual([
      ['invoice', '997.00'],
      ['credit-note', '997.00'],
    ])
    expect(body.payment.documents[1]).toMatchObject({ number: body.creditNote.number, pdfUrl: `/api/invoices/${body.creditNote.id}/pdf` })
    expect(await paymentRow(localDb, order.id)).toMatchObject({ status: 'refunded', refunded_amount: '997.00' })
    expect(await creditNotesOf(localDb, order.id)).toEqual([
      {
        number: body.creditNote.number,
        kind: 'credit-note',
        amount: '997.00',
        invoice_id: await invoiceIdOf(localDb, order.id),
        reason: 'Garantie 30 jours',
        refund_method: 'provider',
      },
    ])
    // Live: the back-office hears of it, and the client's own streams too (its orders and credit note).
    const heard = await stream.waitFor((event) => event.event === 'order' && dataOf(event).paymentId === order.id, 5_000)
    expect(heard).toBeDefined()
    stream.close()
    const audiences = await localDb.query<{ user_id: number | null; staff_only: boolean }>(
      `SELECT e.user_id, e.staff_only FROM live_events e WHERE e.type = 'order' AND (e.data->>'paymentId')::int = $1`,
      [order.id],
    )
    const buyer = (await localDb.query<{ user_id: number }>('SELECT user_id FROM payments WHERE id = $1', [order.id])).rows[0]!.user_id
    expect(audiences.rows).toContainEqual({ user_id: buyer, staff_only: false })
    const mail = await smtp.waitForMail((m) => m.to.includes(order.email) && m.subject.includes(body.creditNote.number), 20_000)
    expect(mail.subject).toContain('Remboursement de votre commande')
    expect(mail.text).toContain('997,00')
  })

  it('refunds in two parts: the first keeps the payment paid with its refunded amount, the second (no amount) takes the rest', async () => {
    const order = await paidLocalOrder()
    const first = await refund(local, localAdmin, order.id, { amount: '200,50', reason: 'Prestation partielle' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect((first.body as RefundPaymentResponse).payment).toMatchObject({ status: 'completed', refundedAmount: '200.50' })
    // A partial refund leaves the procedure as it was; the full refund (below) cancels it.
    const before = await projectStatusOf(localDb, order.id)
    expect(before).toMatch(/^(draft|pending|in_progress)$/)
    // More than what remains is refused, and changes nothing.
    const tooMuch = await refund(local, localAdmin, order.id, { amount: '796.51', reason: 'Le reste' })
    expect(tooMuch.status).toBe(400)
    expect((tooMuch.body as { error: string }).error).toBe('Le montant dépasse ce qui reste à rembourser sur ce paiement (796,50\u00a0€).')
    const rest = await refund(local, localAdmin, order.id, { reason: 'Le reste' })
    expect(rest.status, JSON.stringify(rest.body)).toBe(200)
    expect((rest.body as RefundPaymentResponse).payment).toMatchObject({ status: 'refunded', refundedAmount: '997.00' })
    expect(await projectStatusOf(localDb, order.id)).toBe('cancelled')
    const notes = await creditNotesOf(localDb, order.id)
    expect(notes.map((note) => note.amount)).toEqual(['200.50', '796.50'])
    // Consecutive numbers in the credit notes' own sequence.
    expect(Number(notes[1]!.number.slice(-6)) - Number(notes[0]!.number.slice(-6))).toBe(1)
  })

  it('refunds once when asked twice, even at the same time: one credit note, and a French 409', async () => {
    const order = await paidLocalOrder()
    const answers = await Promise.all([
      refund(local, localAdmin, order.id, { reason: 'Doublon' }),
      refund(local, localAdmin, order.id, { reason: 'Doublon' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.body).toMatchObject({ success: false, error: 'Ce paiement est déjà entièrement remboursé.' })
    expect(await creditNotesOf(localDb, order.id)).toHaveLength(1)
    const again = await refund(local, localAdmin, order.id, { amount: '1.00', reason: 'Encore' })
    expect(again.status).toBe(409)
    expect(await creditNotesOf(localDb, order.id)).toHaveLength(1)
  })

  it('answers bad input with a French 4xx and changes nothing', async () => {
    const order = await paidLocalOrder()
    const cases: [unknown, number, RegExp][] = [
      [{ amount: '-10.00', reason: 'Motif valable' }, 400, /^Montant invalide/],
      [{ amount: '10.001', reason: 'Motif valable' }, 400, /^Montant invalide/],
      [{ amount: 'dix euros', reason: 'Motif valable' }, 400, /^Montant invalide/],
      [{ amount: 12, reason: 'Motif valable' }, 400, /./],
      [{ amount: '0', reason: 'Motif valable' }, 400, /^Le montant à rembourser doit être supérieur à zéro/],
      [{ amount: '0.00', reason: 'Motif valable' }, 400, /^Le montant à rembourser doit être supérieur à zéro/],
      [{ amount: '997.01', reason: 'Motif valable' }, 400, /^Le montant dépasse ce qui reste à rembourser/],
      [{ amount: '999999999', reason: 'Motif valable' }, 400, /^Le montant dépasse/],
      [{ amount: '10.00', reason: '   ' }, 400, /^Indiquez le motif du remboursement/],
      [{ amount: '10.00' }, 400, /./],
      [{ reason: 'x'.repeat(501) }, 400, /500 caractères/],
    ]
    for (const [body, status, message] of cases) {
      const answer = await refund(local, localAdmin, order.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect((answer.body as { error: string }).error, JSON.stringify(body)).toMatch(message)
    }
    expect((await refund(local, localAdmin, 999_999_999, { reason: 'Motif valable' })).status).toBe(404)
    expect((await refund(local, localAdmin, 0, { reason: 'Motif valable' })).status).toBe(400)
    expect(await paymentRow(localDb, order.id)).toMatchObject({ status: 'completed', refunded_amount: '0.00' })
    expect(await creditNotesOf(localDb, order.id)).toEqual([])
  })

  it('refuses a pending, failed or cancelled payment with a French 409 and changes nothing', async () => {
    const { body } = checkoutRequest()
    const opened = await visitor(local).post<{ url: string }>('/api/create-payment-session', body)
    const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
    const { rows } = await localDb.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])
    const pendingId = rows[0]!.id
    const answer = await refund(local, localAdmin, pendingId, { reason: 'Motif valable' })
    expect(answer.status).toBe(409)
    expect((answer.body as { error: string }).error).toBe(
      'Seul un paiement payé peut être remboursé (statut de ce paiement\u00a0: En attente).',
    )
    expect(await paymentRow(localDb, pendingId)).toMatchObject({ status: 'pending', refunded_amount: '0.00' })
    await localDb.query(`UPDATE payments SET status = 'failed' WHERE id = $1`, [pendingId])
    expect((await refund(local, localAdmin, pendingId, { reason: 'Motif valable' })).status).toBe(409)
    expect(await creditNotesOf(localDb, pendingId)).toEqual([])
  })

  it('rolls everything back when the credit note cannot be written: nothing refunded, no number taken', async () => {
    const order = await paidLocalOrder()
    await localDb.query(
      `CREATE FUNCTION refuse_credit_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`,
    )
    await localDb.query(
      `CREATE TRIGGER refuse_credit_note BEFORE INSERT ON invoices FOR EACH ROW WHEN (NEW.kind = 'credit-note') EXECUTE FUNCTION refuse_credit_note()`,
    )
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date())
    const last = async () =>
      (await localDb.query<{ last: number }>(`SELECT last FROM invoice_counters WHERE series = 'A' AND year = $1`, [year])).rows[0]?.last
    const before = await last()
    try {
      expect((await refund(local, localAdmin, order.id, { reason: 'Motif valable' })).status).toBe(500)
    } finally {
      await localDb.query(`DROP TRIGGER refuse_credit_note ON invoices; DROP FUNCTION refuse_credit_note()`)
    }
    expect(await last()).toBe(before)
    expect(await paymentRow(localDb, order.id)).toMatchObject({ status: 'completed', refunded_amount: '0.00' })
    expect((await refund(local, localAdmin, order.id, { reason: 'Motif valable' })).status).toBe(200)
  })

  it('refunds by hand a payment confirmed in the back-office (no provider holds that money)', async () => {
    const { body } = checkoutRequest()
    const opened = await visitor(local).post<{ url: string }>('/api/create-payment-session', body)
    const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
    const { rows } = await localDb.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])
    const id = rows[0]!.id
    expect((await call(local.baseUrl, localAdmin, 'PATCH', `/api/payments/${id}`, { json: { status: 'completed' } })).status).toBe(200)
    const answer = await refund(local, localAdmin, id, { amount: '100', reason: 'Virement non reçu en entier' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ refundMethod: 'manual', payment: { status: 'completed', refundedAmount: '100.00' } })
    expect((await creditNotesOf(localDb, id))[0]).toMatchObject({ amount: '100.00', refund_method: 'manual' })
  })
})

describe('GET /api/admin/payments after refunds', () => {
  it('lists each payment’s invoice and credit notes in issue order, and totals what was kept and given back per currency', async () => {
    const list = async () => {
      const answer = await call(local.baseUrl, localAdmin, 'GET', '/api/admin/payments?status=all&limit=100')
      expect(answer.status).toBe(200)
      return answer.body as AdminPaymentsResponse
    }
    const before = (await list()).stats
    const kept = await paidLocalOrder()
    const partly = await paidLocalOrder()
    const whole = await paidLocalOrder()
    expect((await refund(local, localAdmin, partly.id, { amount: '97.00', reason: 'Geste commercial' })).status).toBe(200)
    expect((await refund(local, localAdmin, whole.id, { reason: 'Garantie' })).status).toBe(200)
    const after = await list()
    // Three payments of 997.00 taken, 97.00 + 997.00 given back.
    expect(after.stats.totalCompleted.EUR - (before.totalCompleted.EUR ?? 0)).toBe(3 * 99_700 - 9_700 - 99_700)
    expect(after.stats.totalRefunded.EUR - (before.totalRefunded.EUR ?? 0)).toBe(9_700 + 99_700)
    const { rows } = await localDb.query<{ kept: string; refunded: string }>(
      `SELECT sum(amount::numeric - refunded_amount::numeric) AS kept, sum(refunded_amount::numeric) AS refunded
         FROM payments WHERE currency = 'EUR' AND status IN ('completed', 'refunded')`,
    )
    expect(after.stats.totalCompleted.EUR).toBe(Math.round(Number(rows[0]!.kept) * 100))
    expect(after.stats.totalRefunded.EUR).toBe(Math.round(Number(rows[0]!.refunded) * 100))

    const listed = (id: number) => after.payments.find((payment) => payment.id === id)!
    expect(listed(kept.id)).toMatchObject({ refundedAmount: '0.00', documents: [{ kind: 'invoice', amount: '997.00' }] })
    expect(listed(partly.id)).toMatchObject({
      status: 'completed',
      refundedAmount: '97.00',
      documents: [
        { kind: 'invoice', number: expect.stringMatching(/^F-/) },
        { kind: 'credit-note', amount: '97.00', number: expect.stringMatching(/^A-/) },
      ],
    })
    expect(listed(whole.id)).toMatchObject({ status: 'refunded', refundedAmount: '997.00' })
  })
})

describe('with Stripe and Chargily', () => {
  it('refunds a Stripe payment through Stripe’s refund API: the payment intent, the amount, an idempotency key', async () => {
    const order = await paidStripeOrder()
    const answer = await refund(providers, providersAdmin, order.id, { amount: '300.00', reason: 'Prestation partielle' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ refundMethod: 'provider', payment: { status: 'completed', refundedAmount: '300.00' } })
    const request = stripe.refundRequests.at(-1)!
    expect(request.form.get('payment_intent')).toBe(order.paymentIntent)
    expect(request.form.get('amount')).toBe('30000')
    expect(request.idempotencyKey).toBe(`refund-${order.id}-0-30000`)
    expect(stripe.charges.get(order.paymentIntent)).toMatchObject({ amount_refunded: 30_000, refunded: false })

    // Stripe's webhook for that refund arrives: already recorded, nothing more.
    const event = signedEvent('charge.refunded', { ...stripe.charges.get(order.paymentIntent)! })
    expect((await deliverStripe(event)).status).toBe(200)
    expect(await creditNotesOf(providersDb, order.id)).toHaveLength(1)

    const rest = await refund(providers, providersAdmin, order.id, { reason: 'Le reste' })
    expect(rest.status).toBe(200)
    expect(stripe.refundRequests.at(-1)!.form.get('amount')).toBe('69700')
    expect(stripe.charges.get(order.paymentIntent)).toMatchObject({ amount_refunded: 99_700, refunded: true })
    expect(await paymentRow(providersDb, order.id)).toMatchObject({ status: 'refunded', refunded_amount: '997.00' })
  })

  it('answers 502 in French when Stripe refuses or cannot be reached, and records nothing', async () => {
    const order = await paidStripeOrder()
    // Refunded in Stripe's dashboard, its webhook not yet arrived: Stripe refuses more than what is left.
    stripe.refundInDashboard(order.paymentIntent, 99_700)
    const refused = await refund(providers, providersAdmin, order.id, { amount: '10.00', reason: 'Geste commercial' })
    expect(refused.status).toBe(502)
    expect(refused.body).toMatchObject({ success: false, error: expect.stringMatching(/^Stripe n’a pas effectué le remboursement/) })
    expect(await paymentRow(providersDb, order.id)).toMatchObject({ status: 'completed', refunded_amount: '0.00' })
    expect(await creditNotesOf(providersDb, order.id)).toEqual([])

    const other = await paidStripeOrder()
    stripe.failing = true
    try {
      expect((await refund(providers, providersAdmin, other.id, { reason: 'Geste commercial' })).status).toBe(502)
    } finally {
      stripe.failing = false
    }
    expect(await paymentRow(providersDb, other.id)).toMatchObject({ status: 'completed', refunded_amount: '0.00' })
  }, 60_000)

  it('records a refund made in Stripe’s dashboard once, however often its charge.refunded is delivered', async () => {
    const order = await paidStripeOrder()
    const partial = signedEvent('charge.refunded', stripe.refundInDashboard(order.paymentIntent, 20_000))
    const deliveries = await Promise.all([deliverStripe(partial), deliverStripe(partial), deliverStripe(partial)])
    expect(deliveries.map((response) => response.status)).toEqual([200, 200, 200])
    expect(await paymentRow(providersDb, order.id)).toMatchObject({ status: 'completed', refunded_amount: '200.00' })
    expect(await creditNotesOf(providersDb, order.id)).toMatchObject([
      { amount: '200.00', refund_method: 'provider', reason: 'Remboursement effectué depuis le tableau de bord Stripe' },
    ])

    // The rest, then the same event replayed: one more credit note, for the difference only.
    const full = signedEvent('charge.refunded', stripe.refundInDashboard(order.paymentIntent))
    expect((await deliverStripe(full)).status).toBe(200)
    expect((await deliverStripe(full)).status).toBe(200)
    expect((await deliverStripe(partial)).status).toBe(200)
    expect((await creditNotesOf(providersDb, order.id)).map((note) => note.amount)).toEqual(['200.00', '797.00'])
    expect(await paymentRow(providersDb, order.id)).toMatchObject({ status: 'refunded', refunded_amount: '997.00' })
    await smtp.waitForMail((m) => m.to.includes(order.email) && m.subject.includes('avoir A-'), 20_000)
  })

  it('records a Chargily refund as made by hand (Chargily has no refund API), and says so', async () => {
    const { body, formData } = checkoutRequest({ telephone: '+213 0550123456' }, { paymentMethod: 'algerian-card' })
    const opened = await visitor(providers).post<{ url: string }>('/api/create-payment-session', body)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const checkout = [...chargily.checkouts.values()].find((c) => c.checkout_url === opened.body.url)!
    const paid = await deliverChargilyEvent(
      `${providers.baseUrl}/api/chargily/webhook`,
      signedChargilyEvent('checkout.paid', chargily.settle(checkout.id, 'paid')),
    )
    expect(paid.status).toBe(200)
    const { rows } = await providersDb.query<{ id: number }>('SELECT id FROM payments WHERE provider_payment_id = $1', [checkout.id])
    const id = rows[0]!.id
    const refundsBefore = stripe.refundRequests.length
    const answer = await refund(providers, providersAdmin, id, { amount: '50000', reason: 'Désistement' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({
      refundMethod: 'manual',
      payment: { currency: 'DZD', status: 'completed', refundedAmount: '50000.00' },
    })
    expect((await creditNotesOf(providersDb, id))[0]).toMatchObject({ amount: '50000.00', refund_method: 'manual' })
    expect(stripe.refundRequests.length).toBe(refundsBefore)
    const mail = await smtp.waitForMail((m) => m.to.includes(formData.email) && m.subject.includes('avoir A-'), 20_000)
    expect(mail.text).toContain('virement')
  })
})
