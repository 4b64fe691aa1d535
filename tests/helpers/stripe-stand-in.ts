/**
 * A local stand-in for Stripe's API (the parts the product uses: Checkout Sessions, Refunds), spoken
 * over real HTTP to the real `stripe` SDK (pointed here with STRIPE_API_URL), and real signed
 * webhook deliveries (Stripe's own test signature helper).
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import Stripe from 'stripe'

export interface StandInSession {
  id: string
  object: 'checkout.session'
  url: string
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  payment_intent: string | null
  amount_total: number
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  created: number
}

/** The charge of a paid session (one per payment intent), as `charge.refunded` events carry it. */
export interface StandInCharge {
  id: string
  object: 'charge'
  payment_intent: string
  amount: number
  amount_refunded: number
  refunded: boolean
  currency: string
  paid: true
  status: 'succeeded'
}

export interface StandInRefund {
  id: string
  object: 'refund'
  amount: number
  charge: string
  currency: string
  payment_intent: string
  status: 'succeeded'
  reason: null
  metadata: Record<string, string>
  created: number
}

export interface StripeStandIn {
  url: string
  sessions: Map<string, StandInSession>
  /** By payment intent. */
  charges: Map<string, StandInCharge>
  /** The form bodies the SDK sent to POST /v1/checkout/sessions. */
  createRequests: URLSearchParams[]
  /** Every POST /v1/refunds received (replays included), with its Idempotency-Key. */
  refundRequests: { form: URLSearchParams; idempotencyKey: string | null }[]
  /** The refunds made (a replayed key makes none). */
  refunds: StandInRefund[]
  /** Answer 500 to every call (Stripe unreachable). */
  failing: boolean
  pay: (sessionId: string) => StandInSession
  /** A refund made in Stripe's own dashboard: the charge as the `charge.refunded` event then carries it. */
  refundInDashboard: (paymentIntent: string, amount?: number) => StandInCharge
  stop: () => Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>()
  const charges = new Map<string, StandInCharge>()
  const createRequests: URLSearchParams[] = []
  const refundRequests: StripeStandIn['refundRequests'] = []
  const refunds: StandInRefund[] = []
  /** Idempotency-Key → the first answer, replayed as is (Stripe keeps keys 24 hours). */
  const answered = new Map<string, { raw: string; status: number; body: unknown }>()
  const standIn: StripeStandIn = {
    url: '',
    sessions,
    charges,
    createRequests,
    refundRequests,
    refunds,
    failing: false,
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`No session ${sessionId}`)
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? id('pi') })
      const intent = session.payment_intent!
      if (!charges.has(intent))
        charges.set(intent, {
          id: id('ch'),
          object: 'charge',
          payment_intent: intent,
          amount: session.amount_total,
          amount_refunded: 0,
          refunded: false,
          currency: session.currency,
          paid: true,
          status: 'succeeded',
        })
      return session
    },
    refundInDashboard(paymentIntent, amount) {
      const charge = charges.get(paymentIntent)
      if (!charge) throw new Error(`No charge for ${paymentIntent}`)
      const made = refund(charge, amount ?? charge.amount - charge.amount_refunded, {})
      if ('error' in made) throw new Error(made.error.message)
      return { ...charge }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }

  /** Stripe's checks and bookkeeping of a refund of `charge`. */
  function refund(
    charge: StandInCharge,
    amount: number,
    metadata: Record<string, string>,
  ): StandInRefund | { error: Record<string, string> } {
    const left = charge.amount - charge.amount_refunded
    if (left === 0)
      return {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge.id} has already been refunded.`,
        },
      }
    if (!Number.isInteger(amount) || amount < 1)
      return {
        error: { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid positive integer' },
      }
    if (amount > left)
      return {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        },
      }
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded === charge.amount
    const made: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
      reason: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    }
    refunds.push(made)
    return made
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
        res.end(JSON.stringify(body))
      }
      if (standIn.failing) return send(500, { error: { type: 'api_error', message: 'Stand-in failing on purpose' } })
      if (req.headers.authorization !== 'Bearer sk_test_stand_in')
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } })
      const url = new URL(req.url ?? '/', 'http://stand-in')
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const form = new URLSearchParams(raw)
        const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null
        refundRequests.push({ form, idempotencyKey: key })
        const earlier = key ? answered.get(key) : undefined
        if (earlier) {
          // Stripe replays the first answer for the same key and body, and refuses the key with another body.
          if (earlier.raw !== raw)
            return send(400, {
              error: {
                type: 'idempotency_error',
                message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            })
          res.setHeader('Idempotent-Replayed', 'true')
          return send(earlier.status, earlier.body)
        }
        const intent = form.get('payment_intent') ?? ''
        const charge = charges.get(intent)
        const metadata: Record<string, string> = {}
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name)
          if (match) metadata[match[1]] = value
        }
        const made = charge
          ? refund(charge, form.has('amount') ? Number(form.get('amount')) : charge.amount - charge.amount_refunded, metadata)
          : {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                param: 'payment_intent',
                message: `No such payment_intent: '${intent}'`,
              },
            }
        const status = 'error' in made ? 400 : 200
        if (key) answered.set(key, { raw, status, body: made })
        return send(status, made)
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = new URLSearchParams(raw)
        createRequests.push(form)
        const metadata: Record<string, string> = {}
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key)
          if (match) metadata[match[1]] = value
        }
        const session: StandInSession = {
          id: id('cs_test'),
          object: 'checkout.session',
          url: '',
          mode: form.get('mode') ?? '',
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 99_700),
          currency: form.get('line_items[0][price_data][currency]') ?? 'eur',
          customer_email: form.get('customer_email'),
          client_reference_id: form.get('client_reference_id'),
          metadata,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          created: Math.floor(Date.now() / 1000),
        }
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`
        sessions.set(session.id, session)
        return send(200, session)
      }
      // Stripe's expire: only an open session; it then reads status 'expired'.
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
      if (req.method === 'POST' && expire) {
        const session = sessions.get(decodeURIComponent(expire[1]))
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
        if (session.status !== 'open')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' },
          })
        session.status = 'expired'
        return send(200, session)
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]))
        return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  standIn.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return standIn
}

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in'
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_0123456789abcdef'

/** A Stripe event as Stripe sends it, with its real signature header. */
export function signedEvent(
  type: string,
  object: object,
  secret = STAND_IN_WEBHOOK_SECRET,
): { body: string; signature: string; id: string } {
  const eventId = id('evt')
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  })
  const signature = new Stripe(STAND_IN_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret })
  return { body, signature, id: eventId }
}
