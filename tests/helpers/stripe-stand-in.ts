/**
 * A local stand-in for Stripe's API (the part the product uses: Checkout Sessions), spoken
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

export interface StripeStandIn {
  url: string
  sessions: Map<string, StandInSession>
  /** The form bodies the SDK sent to POST /v1/checkout/sessions. */
  createRequests: URLSearchParams[]
  /** Answer 500 to every call (Stripe unreachable). */
  failing: boolean
  pay: (sessionId: string) => StandInSession
  stop: () => Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>()
  const createRequests: URLSearchParams[] = []
  const standIn: StripeStandIn = {
    url: '',
    sessions,
    createRequests,
    failing: false,
    pay(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`No session ${sessionId}`)
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? id('pi') })
      return session
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
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
