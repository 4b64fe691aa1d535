/**
 * A local stand-in for Chargily Pay's API version 2 (the part the product uses: customers and
 * checkouts), spoken over real HTTP to the provider's own client (pointed here with
 * CHARGILY_API_URL), with a checkout page whose buttons do what Chargily's do: deliver the signed
 * webhook (hex HMAC-SHA256 of the body under the secret key, in the `signature` header), then
 * send the buyer to success_url or failure_url.
 */
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'

export const CHARGILY_STAND_IN_KEY = 'test_sk_stand_in_0123456789abcdefghijklmnop'

export interface StandInCheckout {
  id: string
  entity: 'checkout'
  livemode: false
  amount: number
  currency: string
  fees: number
  status: 'pending' | 'processing' | 'paid' | 'failed' | 'canceled' | 'expired'
  locale: string
  description: string | null
  metadata: Record<string, string> | null
  success_url: string
  failure_url: string | null
  webhook_endpoint: string | null
  customer_id: string | null
  payment_method: string | null
  created_at: number
  updated_at: number
  checkout_url: string
}

export interface ChargilyStandIn {
  url: string
  /** What CHARGILY_API_URL is set to. */
  apiUrl: string
  checkouts: Map<string, StandInCheckout>
  customers: Map<string, Record<string, unknown>>
  /** The JSON bodies the provider sent to POST /checkouts. */
  createRequests: Record<string, unknown>[]
  /** Answer 500 to every API call (Chargily unreachable). */
  failing: boolean
  /** The checkout moves to `status` (as Chargily's page would), without delivering anything. */
  settle: (checkoutId: string, status: StandInCheckout['status']) => StandInCheckout
  stop: () => Promise<void>
}

/** Chargily's ids look like ULIDs in lower case ('01hj5n7cqpaf0mt2d0xx85tgz8'). */
const chargilyId = () =>
  `01${Array.from(randomBytes(24), (byte) => '0123456789abcdefghjkmnpqrstvwxyz'[byte % 32])
    .join('')
    .slice(0, 24)}`

/** An event as Chargily sends it (https://dev.chargily.com/pay-v2/webhooks), and its signature header. */
export function signedChargilyEvent(
  type: string,
  checkout: object,
  secret = CHARGILY_STAND_IN_KEY,
): { body: string; signature: string; id: string } {
  const id = chargilyId()
  const now = Math.floor(Date.now() / 1000)
  const body = JSON.stringify({ id, entity: 'event', livemode: 'false', type, data: checkout, created_at: now, updated_at: now })
  return { body, signature: createHmac('sha256', secret).update(body).digest('hex'), id }
}

/** Chargily's delivery: the exact bytes and their `signature` header, no Origin, no cookie. */
export const deliverChargilyEvent = (endpoint: string, event: { body: string; signature: string }) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', signature: event.signature, 'User-Agent': 'Chargily-Pay-Webhook' },
    body: event.body,
  })

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function checkoutPage(checkout: StandInCheckout): string {
  const amount = new Intl.NumberFormat('fr-FR').format(checkout.amount)
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chargily Pay (simulation)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
button{display:block;width:100%;min-height:48px;margin:.75rem 0;font-size:1rem;border-radius:8px;border:1px solid #999}
.pay{background:#0f766e;color:#fff;border-color:#0f766e}</style></head><body>
<h1>Chargily Pay — simulation</h1>
<p>Paiement par carte EDAHABIA ou CIB (aucun paiement réel).</p>
<p>Montant&nbsp;: <strong data-testid="chargily-amount">${escapeHtml(amount)} DZD</strong></p>
<p>${escapeHtml(checkout.description ?? '')}</p>
<form method="post" action="/checkouts/${checkout.id}/pay"><button class="pay" type="submit">Payer avec EDAHABIA</button></form>
<form method="post" action="/checkouts/${checkout.id}/fail"><button type="submit">Simuler un refus de la carte</button></form>
<form method="post" action="/checkouts/${checkout.id}/cancel"><button type="submit">Annuler et revenir au site</button></form>
</body></html>`
}

export async function startChargilyStandIn(): Promise<ChargilyStandIn> {
  const checkouts = new Map<string, StandInCheckout>()
  const customers = new Map<string, Record<string, unknown>>()
  const createRequests: Record<string, unknown>[] = []
  const settle = (checkoutId: string, status: StandInCheckout['status']) => {
    const checkout = checkouts.get(checkoutId)
    if (!checkout) throw new Error(`No checkout ${checkoutId}`)
    Object.assign(checkout, { status, updated_at: Math.floor(Date.now() / 1000) })
    return checkout
  }
  const standIn: ChargilyStandIn = {
    url: '',
    apiUrl: '',
    checkouts,
    customers,
    createRequests,
    failing: false,
    settle,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }

  /** The buyer's click on the page: the checkout settles, the webhook goes out (awaited, as a test needs), then the redirect. */
  async function finish(res: http.ServerResponse, checkoutId: string, status: 'paid' | 'failed' | 'canceled') {
    const checkout = settle(checkoutId, status)
    if (checkout.webhook_endpoint) {
      const answer = await deliverChargilyEvent(checkout.webhook_endpoint, signedChargilyEvent(`checkout.${status}`, checkout))
      if (!answer.ok) throw new Error(`Webhook answered ${answer.status}`)
    }
    res.writeHead(303, { Location: status === 'paid' ? checkout.success_url : (checkout.failure_url ?? checkout.success_url) })
    res.end()
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const page = /^\/checkouts\/([0-9a-z]+)(?:\/(pay|fail|cancel))?$/.exec(url.pathname)
      if (page) {
        const checkout = checkouts.get(page[1])
        if (!checkout) return send(404, { message: 'Checkout introuvable' })
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          return res.end(checkoutPage(checkout))
        }
        const status = page[2] === 'pay' ? 'paid' : page[2] === 'fail' ? 'failed' : 'canceled'
        finish(res, checkout.id, status).catch((error: Error) => send(502, { message: error.message }))
        return
      }

      if (standIn.failing) return send(500, { message: 'Stand-in failing on purpose' })
      if (req.headers.authorization !== `Bearer ${CHARGILY_STAND_IN_KEY}`) return send(401, { message: 'Unauthenticated.' })
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        return send(400, { message: 'Invalid JSON' })
      }
      const now = Math.floor(Date.now() / 1000)
      if (req.method === 'POST' && url.pathname === '/api/v2/customers') {
        const customer = { id: chargilyId(), entity: 'customer', livemode: false, ...body, created_at: now, updated_at: now }
        customers.set(customer.id, customer)
        return send(200, customer)
      }
      if (req.method === 'POST' && url.pathname === '/api/v2/checkouts') {
        createRequests.push(body)
        // Chargily's rules for an amount checkout: integer dinars, at least 50, 'dzd', an http(s) success_url.
        const errors: Record<string, string[]> = {}
        if (!Number.isInteger(body.amount) || (body.amount as number) < 50)
          errors.amount = ['The amount must be an integer of at least 50.']
        if (body.currency !== 'dzd') errors.currency = ['The selected currency is invalid.']
        if (typeof body.success_url !== 'string' || !/^https?:\/\//.test(body.success_url)) errors.success_url = ['Invalid URL.']
        if (Object.keys(errors).length > 0) return send(422, { message: 'The given data was invalid.', errors })
        const id = chargilyId()
        const checkout: StandInCheckout = {
          id,
          entity: 'checkout',
          livemode: false,
          amount: body.amount as number,
          currency: 'dzd',
          fees: 0,
          status: 'pending',
          locale: typeof body.locale === 'string' ? body.locale : 'ar',
          description: typeof body.description === 'string' ? body.description : null,
          metadata: (body.metadata as Record<string, string> | undefined) ?? null,
          success_url: body.success_url as string,
          failure_url: typeof body.failure_url === 'string' ? body.failure_url : null,
          webhook_endpoint: typeof body.webhook_endpoint === 'string' ? body.webhook_endpoint : null,
          customer_id: typeof body.customer_id === 'string' ? body.customer_id : null,
          payment_method: null,
          created_at: now,
          updated_at: now,
          checkout_url: `${standIn.url}/checkouts/${id}`,
        }
        checkouts.set(id, checkout)
        return send(200, checkout)
      }
      // Chargily's expire: a pending checkout can no longer be paid.
      const expire = /^\/api\/v2\/checkouts\/([^/]+)\/expire$/.exec(url.pathname)
      if (req.method === 'POST' && expire) {
        const checkout = checkouts.get(decodeURIComponent(expire[1]))
        if (!checkout) return send(404, { message: 'Not found.' })
        if (checkout.status !== 'pending') return send(422, { message: 'Only pending checkouts can be expired.' })
        checkout.status = 'expired'
        checkout.updated_at = now
        return send(200, checkout)
      }
      const read = /^\/api\/v2\/checkouts\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && read) {
        const checkout = checkouts.get(decodeURIComponent(read[1]))
        return checkout ? send(200, checkout) : send(404, { message: 'Not found.' })
      }
      send(404, { message: `Unknown route ${req.method} ${url.pathname}` })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  standIn.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  standIn.apiUrl = `${standIn.url}/api/v2`
  return standIn
}
