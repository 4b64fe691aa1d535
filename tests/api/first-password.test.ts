/**
 * Straight into the client area after paying (issue 33 item 2): the confirmation page's session
 * answer offers a new account's first password with a one-time code; POST
 * /api/account/first-password sets it and logs the buyer in. A buyer who already had an account
 * is asked to log in; a wrong, reused, foreign or expired code changes nothing.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_PASSWORD_CODE_INVALID } from '@/contract/auth'
import type { CheckoutSession } from '@/contract/payments'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { loggedInClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { startTestServer, type TestServer } from '../helpers/test-server'

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

let visitors = 0
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++visitors}` })

/** A full-offer checkout paid through the local provider; its session id and the buyer's email. */
async function paidOrder(api: ApiClient, email?: string) {
  const { body, formData } = checkoutRequest(email ? { email } : {})
  const opened = await api.post<{ url: string }>('/api/create-payment-session', body)
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
  expect((await api.post(`/api/test-checkout/${sessionId}/pay`, {})).status).toBe(200)
  return { sessionId, email: formData.email as string }
}

const sessionOf = async (api: ApiClient, sessionId: string) => {
  const response = await api.get<{ session: CheckoutSession }>(`/api/stripe/session/${sessionId}`)
  expect(response.status).toBe(200)
  return response.body.session
}

const accountRow = async (email: string) =>
  (await db.query('SELECT id, password_pending, reset_password_token FROM users WHERE email = $1', [email])).rows[0] as {
    id: number
    password_pending: boolean
    reset_password_token: string | null
  }

describe('the confirmation page’s way into the client area', () => {
  it('a new buyer chooses a password on the confirmation page and is logged in; the code then serves no more', async () => {
    const buyer = visitor()
    const { sessionId, email } = await paidOrder(buyer)
    const session = await sessionOf(buyer, sessionId)
    expect(session.account).toMatchObject({ state: 'choose-password', email, code: expect.stringMatching(/^[\w-]{43}$/) })
    const { code, expiresAt } = session.account as { code: string; expiresAt: string }
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(55 * 60 * 1000)
    expect((await accountRow(email)).password_pending).toBe(true)

    // Refused: a wrong code, a short password. Nothing changes.
    const wrong = await buyer.post('/api/account/first-password', {
      sessionId,
      code: `${code.slice(0, -1)}x`,
      password: 'motdepasse-choisi',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe(FIRST_PASSWORD_CODE_INVALID)
    const short = await buyer.post('/api/account/first-password', { sessionId, code, password: '123' })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toMatch(/au moins 6 caractères/)
    expect((await accountRow(email)).password_pending).toBe(true)
    expect(buyer.cookies.size).toBe(0)

    const chosen = await buyer.post<{ user: { email: string } }>('/api/account/first-password', {
      sessionId,
      code,
      password: 'motdepasse-choisi',
    })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
    expect(chosen.body.user.email).toBe(email)
    // Logged in by the answer's cookie alone.
    const me = await fetch(`${server.baseUrl}/api/user`, { headers: { Cookie: buyer.cookieHeader() } })
    expect(me.status).toBe(200)
    const row = await accountRow(email)
    expect(row.password_pending).toBe(false)
    expect(row.reset_password_token).toBeNull()

    // Once: the same code, even with the right session, is refused; the page now asks to log in.
    const again = await visitor().post('/api/account/first-password', { sessionId, code, password: 'autre-mot-de-passe' })
    expect(again.status).toBe(400)
    expect((await sessionOf(visitor(), sessionId)).account).toEqual({ state: 'log-in', email })
    const login = await visitor().post('/api/login', { email, password: 'motdepasse-choisi' })
    expect(login.status).toBe(200)
  })

  it('a buyer who already had an account is asked to log in: no code, and its password stays', async () => {
    const { client, api } = await loggedInClient(server)
    const { sessionId } = await paidOrder(visitor(), client.email)
    const session = await sessionOf(visitor(), sessionId)
    expect(session.account).toEqual({ state: 'log-in', email: client.email })
    expect((await api.get('/api/user')).status).toBe(200)
  })

  it('an unpaid checkout offers nothing; a code works with its own session only, and for an hour', async () => {
    const buyer = visitor()
    const opened = await buyer.post<{ url: string }>('/api/create-payment-session', checkoutRequest().body)
    const unpaid = new URL(opened.body.url).pathname.split('/').pop()!
    expect((await sessionOf(buyer, unpaid)).account).toBeNull()

    const first = await paidOrder(visitor())
    const second = await paidOrder(visitor())
    const firstCode = ((await sessionOf(buyer, first.sessionId)).account as { code: string }).code
    // Another order's session with this code: refused, the second account untouched.
    const crossed = await buyer.post('/api/account/first-password', {
      sessionId: second.sessionId,
      code: firstCode,
      password: 'motdepasse-choisi',
    })
    expect(crossed.status).toBe(400)
    expect((await accountRow(second.email)).password_pending).toBe(true)
    // An unknown or malformed session: the same answer.
    for (const sessionId of ['cs_local_inconnu123', '../../etc', 'x'.repeat(300)]) {
      const answer = await buyer.post('/api/account/first-password', { sessionId, code: firstCode, password: 'motdepasse-choisi' })
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe(FIRST_PASSWORD_CODE_INVALID)
    }

    // Paid 61 minutes ago: the code has expired; the emailed link is the way left.
    await db.query(`UPDATE payments SET paid_at = now() - interval '61 minutes' WHERE provider_session_id = $1`, [first.sessionId])
    expect((await sessionOf(buyer, first.sessionId)).account).toEqual({ state: 'log-in', email: first.email })
    const late = await buyer.post('/api/account/first-password', {
      sessionId: first.sessionId,
      code: firstCode,
      password: 'motdepasse-choisi',
    })
    expect(late.status).toBe(400)
    expect((await accountRow(first.email)).password_pending).toBe(true)
  })

  it('a password set through the emailed link ends the code', async () => {
    const buyer = visitor()
    const { sessionId, email } = await paidOrder(buyer)
    const { code } = (await sessionOf(buyer, sessionId)).account as { code: string }
    const { id } = await accountRow(email)
    // The order's emails first: the set-your-password one writes its own token on the account.
    await expect
      .poll(async () => (await db.query(`SELECT 1 FROM payload_jobs WHERE task_slug = 'send-email'`)).rowCount, { timeout: 20_000 })
      .toBe(0)
    // What Payload's reset does (the beforeValidate hook sees the new hash): here through its local API.
    await db.query(
      `UPDATE users SET reset_password_token = 'jeton-de-test', reset_password_expiration = now() + interval '1 hour' WHERE id = $1`,
      [id],
    )
    const reset = await visitor().post('/api/reset-password', { token: 'jeton-de-test', password: 'par-le-lien-email' })
    expect(reset.status).toBe(200)
    expect((await accountRow(email)).password_pending).toBe(false)
    const refused = await buyer.post('/api/account/first-password', { sessionId, code, password: 'motdepasse-choisi' })
    expect(refused.status).toBe(400)
    expect((await visitor().post('/api/login', { email, password: 'par-le-lien-email' })).status).toBe(200)
  })
})
