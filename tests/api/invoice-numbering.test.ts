/**
 * Invoice numbers (issue 34 items 1 and 4): every completed payment gets its invoice in the
 * completion's own transaction, numbered 'F-<year>-<6 digits>' in one gapless sequence. Six
 * completions at once take six consecutive numbers; a completion that fails after taking its
 * number gives it back; a restart loses none and repeats none.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { checkoutRequest } from '../helpers/funnel'
import { startTestServer, type TestServer } from '../helpers/test-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-numbering-'))
const env = { TRUST_PROXY: '1', OPERATOR_NAME: 'Samir Kaci', OPERATOR_SIRET: '123 456 789 00012' }
let server: TestServer
let db: pg.Client
let visitor = 0

beforeAll(async () => {
  server = await startTestServer({ dataDir, env })
  db = await connectToDatabase(server)
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A checkout of the full offer by a new buyer (its own client address); its session id. */
async function checkout(name = 'Karim Haddad'): Promise<string> {
  visitor += 1
  const api = new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${visitor}` })
  const opened = await api.post<{ url: string }>('/api/create-payment-session', checkoutRequest({ nomComplet: name }).body)
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  return new URL(opened.body.url).pathname.split('/').pop()!
}

const pay = (sessionId: string) =>
  fetch(`${server.baseUrl}/api/test-checkout/${sessionId}/pay`, { method: 'POST', headers: { Origin: server.baseUrl } })

interface InvoiceRow {
  number: string
  issued_at: Date
  provider_session_id: string
  amount: string
  currency: string
  seller: Record<string, string>
  buyer: Record<string, string>
  lines: unknown[]
}

async function invoicesOf(sessionIds: string[]): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT i.number, i.issued_at, p.provider_session_id, i.amount, i.currency, i.seller, i.buyer, i.lines
       FROM invoices i JOIN payments p ON p.id = i.payment_id
      WHERE p.provider_session_id = ANY($1) AND i.kind = 'invoice' ORDER BY i.number`,
    [sessionIds],
  )
  return rows
}

const sequenceOf = (number: string) => Number(number.slice(-6))
const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date())
const lastIssued = async () =>
  Number(
    (await db.query<{ last: string }>(`SELECT last FROM invoice_counters WHERE series = 'F' AND year = $1`, [year])).rows[0]?.last ?? 0,
  )

describe('invoice numbering', () => {
  it('issues the invoice with the completion: the seller, the buyer as typed, the line', async () => {
    const sessionId = await checkout('Yasmine Aït-Ouarab عمر')
    expect((await pay(sessionId)).status).toBe(200)
    const [invoice] = await invoicesOf([sessionId])
    expect(invoice).toMatchObject({
      number: expect.stringMatching(new RegExp(`^F-${year}-\\d{6}$`)),
      amount: '997.00',
      currency: 'EUR',
      seller: {
        name: 'Samir Kaci (EI)',
        siren: '123 456 789',
        siret: '123 456 789 00012',
        vatMention: 'TVA non applicable, art. 293 B du CGI',
      },
      buyer: { name: 'Yasmine Aït-Ouarab عمر', email: expect.stringMatching(/@example\.com$/) },
      lines: [{ label: 'Création d’entreprise — service complet', quantity: 1, unitPrice: '997.00', total: '997.00' }],
    })
    // A replayed confirmation completes nothing and issues nothing.
    await pay(sessionId)
    expect(await invoicesOf([sessionId])).toHaveLength(1)
  })

  it('gives six payments completed at once six consecutive numbers, in the order of their issue times', async () => {
    const before = await lastIssued()
    const sessions = await Promise.all(Array.from({ length: 6 }, () => checkout()))
    const answers = await Promise.all(sessions.map(pay))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    const invoices = await invoicesOf(sessions)
    expect(new Set(invoices.map((invoice) => invoice.provider_session_id)).size).toBe(6)
    expect(invoices.map((invoice) => sequenceOf(invoice.number))).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n))
    const times = invoices.map((invoice) => invoice.issued_at.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('gives the number back when the completion fails after taking it, and the retry takes it', async () => {
    const before = await lastIssued()
    const sessionId = await checkout()
    // The invoice's INSERT (after the number is taken) fails, as a full disk or a lost connection would.
    await db.query(`CREATE FUNCTION refuse_invoice() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`)
    await db.query(`CREATE TRIGGER refuse_invoice BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_invoice()`)
    try {
      expect((await pay(sessionId)).status).toBe(500)
    } finally {
      await db.query(`DROP TRIGGER refuse_invoice ON invoices; DROP FUNCTION refuse_invoice()`)
    }
    expect(await lastIssued()).toBe(before)
    const { rows } = await db.query<{ status: string }>(`SELECT status FROM payments WHERE provider_session_id = $1`, [sessionId])
    expect(rows[0]?.status).toBe('pending')

    expect((await pay(sessionId)).status).toBe(200)
    expect((await invoicesOf([sessionId])).map((invoice) => sequenceOf(invoice.number))).toEqual([before + 1])
  })

  it('goes on after a restart with the next number: none lost, none repeated', async () => {
    const before = await lastIssued()
    await db.end()
    expect(await server.stop()).toBe(0)
    server = await startTestServer({ dataDir, env })
    db = await connectToDatabase(server)
    const sessionId = await checkout()
    expect((await pay(sessionId)).status).toBe(200)
    expect((await invoicesOf([sessionId])).map((invoice) => sequenceOf(invoice.number))).toEqual([before + 1])
    const { rows } = await db.query<{ numbers: number; distinct_numbers: number }>(
      `SELECT count(*)::int AS numbers, count(DISTINCT number)::int AS distinct_numbers FROM invoices WHERE kind = 'invoice'`,
    )
    expect(rows[0]?.numbers).toBe(rows[0]?.distinct_numbers)
  })
})
