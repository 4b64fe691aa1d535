/**
 * The back-office's payments (issue 15, item 5; spec 2 §2 /admin/payments, §4, §7, §9):
 * GET /api/admin/payments (list, filter, pages, counters per currency), PATCH /api/payments/{id}
 * (only pending → completed, running the one completion exactly once, and pending → failed), and
 * GET /api/admin/payments/export.csv (streamed, French CSV, parsed back here). Payments are seeded in
 * SQL, or through the funnel when the completion needs a real checkout.
 */
import { randomUUID } from 'node:crypto'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminPayment, type AdminPaymentsResponse, PAYMENTS_CSV_HEADERS, type UpdatePaymentResponse } from '@/contract/admin-payments'
import { orderNumber } from '@/contract/payments'
import { exportBatchQuery, paymentPageQuery } from '@/cms/features/payments/admin/payment-queries'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let admin: ApiClient
let client: ApiClient

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  // Rows are inserted in SQL here, as another server would: counters are read live, not kept
  // for a few seconds (tests/api/staff-counters.test.ts checks what the cache keeps).
  server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1', COUNTERS_CACHE_SECONDS: '0' } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  client = (await loggedInClient(server)).api
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

type Status = AdminPayment['status']

interface SeedOptions {
  status?: Status
  amount?: string
  currency?: string
  /** The lead's name; null: a payment without lead. */
  nomComplet?: string | null
  email?: string
  createdAt?: Date
  paidAt?: Date | null
}

/** A payment (and its lead) written in SQL, as the checkout would have left it. */
async function seedPayment(options: SeedOptions = {}) {
  const status = options.status ?? 'pending'
  const email = options.email ?? `acheteur-${randomUUID().slice(0, 8)}@example.com`
  let leadId: number | null = null
  if (options.nomComplet !== null) {
    const lead = await db.query(
      `INSERT INTO leads (nom_complet, email, telephone, offre, type) VALUES ($1, $2, '+213 0550123456', 'premium', 'lead_request') RETURNING id`,
      [options.nomComplet ?? 'Samir Boudiaf', email],
    )
    leadId = lead.rows[0].id
  }
  const sessionId = `cs_local_${randomUUID().replace(/-/g, '')}`
  const { rows } = await db.query(
    `INSERT INTO payments (amount, currency, status, provider, provider_session_id, lead_id, paid_at, created_at, updated_at, refunded_amount)
     VALUES ($1, $2, $3, 'local', $4, $5, $6, $7, $7, $8) RETURNING id`,
    [
      options.amount ?? '997.00',
      options.currency ?? 'EUR',
      status,
      sessionId,
      leadId,
      options.paidAt === undefined ? (status === 'completed' ? new Date() : null) : options.paidAt,
      options.createdAt ?? new Date(),
      // A refunded payment gave all its amount back.
      status === 'refunded' ? (options.amount ?? '997.00') : '0.00',
    ],
  )
  return { id: rows[0].id as number, sessionId, email, reference: orderNumber(sessionId) }
}

let visitors = 0
/** A real pending checkout through the funnel (lead + payment), as a buyer leaves it before paying. */
async function openCheckout(formOverrides: Record<string, unknown> = {}) {
  const { body, formData } = checkoutRequest(formOverrides)
  const visitor = new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++visitors}` })
  const response = await visitor.post<{ url: string }>('/api/create-payment-session', body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const sessionId = new URL(response.body.url).pathname.split('/').pop()!
  const { rows } = await db.query('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])
  return { id: rows[0].id as number, sessionId, email: formData.email }
}

const paymentRow = async (id: number) =>
  (await db.query('SELECT status::text, paid_at, user_id, project_id, updated_at FROM payments WHERE id = $1', [id])).rows[0]
const count = async (query: string, params: unknown[] = []) => Number((await db.query(query, params)).rows[0].count)

async function list(query = '') {
  const response = await admin.get<AdminPaymentsResponse>(`/api/admin/payments${query}`)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

/** The export as raw bytes and text. */
async function exportCsv(query = '', api: ApiClient = admin) {
  const response = await fetch(`${server.baseUrl}/api/admin/payments/export.csv${query}`, { headers: { Cookie: api.cookieHeader() } })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, text: bytes.toString('utf8') }
}

/**
 * RFC 4180 with ';', by hand (csv-parse is not installed): quoted fields may hold ';', '""' and
 * line breaks; outside quotes, CRLF or a lone LF ends the record (so an unquoted newline would show).
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (char === '"') {
      if (field !== '' || wasQuoted) throw new Error(`Stray quote at ${i}`)
      quoted = wasQuoted = true
    } else if (char === ';') {
      record.push(field)
      field = ''
      wasQuoted = false
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
      wasQuoted = false
    } else field += char
  }
  if (quoted) throw new Error('Unterminated quoted field')
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

const column = (name: (typeof PAYMENTS_CSV_HEADERS)[number]) => PAYMENTS_CSV_HEADERS.indexOf(name)

describe('who may call the back-office payment routes', () => {
  it('admin 200; anonymous and a client session 401 on the list, the export and the update, which then changes nothing', async () => {
    const payment = await seedPayment()
    const anonymous = new ApiClient(server.baseUrl)
    for (const caller of [anonymous, client]) {
      const listed = await caller.get<{ success: boolean; error: string }>('/api/admin/payments')
      expect(listed.status).toBe(401)
      expect(listed.body).toMatchObject({ success: false, error: expect.stringMatching(/administrateur/) })
      const exported = await exportCsv('', caller)
      expect(exported.response.status).toBe(401)
      expect(exported.response.headers.get('content-type')).toMatch(/application\/json/)
      expect(exported.response.headers.get('content-disposition')).toBeNull()
      expect((await caller.patch(`/api/payments/${payment.id}`, { status: 'failed' })).status).toBe(401)
    }
    expect((await paymentRow(payment.id)).status).toBe('pending')

    expect((await admin.get('/api/admin/payments')).status).toBe(200)
    expect((await exportCsv()).response.status).toBe(200)
    const moved = await admin.patch<UpdatePaymentResponse>(`/api/payments/${payment.id}`, { status: 'failed' })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ success: true, payment: { id: payment.id, status: 'failed', paidAt: null } })
  })
})

describe('bad input', () => {
  it('answers a French 400 to a bad filter, page or limit, on the list and the export', async () => {
    const cases: [string, string][] = [
      ['?status=paid', 'Statut de paiement invalide'],
      ['?status=', 'Statut de paiement invalide'],
      ['?page=0', 'Page invalide'],
      ['?page=abc', ''],
      ['?limit=0', 'Limite invalide'],
      ['?limit=1000', 'Limite invalide'],
    ]
    for (const [query, message] of cases) {
      const response = await admin.get<{ success: boolean; error: string }>(`/api/admin/payments${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body.success).toBe(false)
      expect(response.body.error).toContain(message)
      expect(response.body.error).toMatch(/[a-zéè]/)
    }
    const exported = await exportCsv('?status=rembourse')
    expect(exported.response.status).toBe(400)
    expect(JSON.parse(exported.text)).toMatchObject({ success: false, error: 'Statut de paiement invalide' })
  })

  it('answers a French 400 to a bad id or body, and 404 to an unknown payment; nothing changes', async () => {
    const payment = await seedPayment()
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await admin.patch<{ error: string }>(`/api/payments/${id}`, { status: 'failed' })
      expect(response.status, id).toBe(400)
      expect(response.body.error).toBe('Paiement invalide')
    }
    const bodies: [unknown, string][] = [
      [{}, 'Statut invalide'],
      [{ status: 'refunded' }, 'Statut invalide'],
      [{ status: 'cancelled' }, 'Statut invalide'],
      [{ status: 'pending' }, 'Statut invalide'],
      [{ status: 'paye' }, 'Statut invalide'],
      [{ status: 'completed', paidAt: 'hier' }, 'Date de paiement invalide'],
      [{ status: 'completed', paidAt: '2026-13-45T99:00:00Z' }, 'Date de paiement invalide'],
      [
        { status: 'completed', paidAt: new Date(Date.now() + 86_400_000).toISOString() },
        'La date de paiement ne peut pas être dans le futur',
      ],
    ]
    for (const [body, message] of bodies) {
      const response = await admin.patch<{ success: boolean; error: string }>(`/api/payments/${payment.id}`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ success: false, error: expect.stringContaining(message) })
    }
    expect((await admin.raw('PATCH', `/api/payments/${payment.id}`, '{"status": ')).status).toBe(400)
    const unknown = await admin.patch<{ error: string }>('/api/payments/2147483647', { status: 'failed' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Paiement introuvable.')
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', paid_at: null })
  })
})

describe('PATCH /api/payments/{id}: the moves the back-office may make', () => {
  it('pending → completed sets paidAt and runs the completion once (account, project, one email); a second PATCH is refused', async () => {
    const checkout = await openCheckout({ nomComplet: 'Nadia Ferhat' })
    const paidAt = new Date(Date.now() - 3 * 86_400_000)
    paidAt.setMilliseconds(0)
    const response = await admin.patch<UpdatePaymentResponse>(`/api/payments/${checkout.id}`, {
      status: 'completed',
      paidAt: paidAt.toISOString(),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const row = await paymentRow(checkout.id)
    expect(row).toMatchObject({ status: 'completed', user_id: expect.any(Number), project_id: expect.any(Number) })
    expect(row.paid_at.toISOString()).toBe(paidAt.toISOString())
    // Kept, so the receipt says a direct payment recorded by the team, not a card (cms/features/payments/receipts/payment-method.ts).
    const confirmed = await db.query('SELECT confirmed_by::text FROM payments WHERE id = $1', [checkout.id])
    expect(confirmed.rows[0].confirmed_by).toBe('back-office')
    expect(response.body.payment).toMatchObject({
      id: checkout.id,
      amount: '997.00',
      currency: 'EUR',
      status: 'completed',
      provider: 'local',
      reference: orderNumber(checkout.sessionId),
      paidAt: paidAt.toISOString(),
      user: { id: row.user_id, firstName: 'Nadia', lastName: 'Ferhat' },
      project: { id: row.project_id, name: 'Création d’entreprise — Nadia Ferhat' },
      customer: { nomComplet: 'Nadia Ferhat', email: checkout.email },
    })
    expect(await count('SELECT count(*) FROM users WHERE email = $1', [checkout.email])).toBe(1)
    expect(await count('SELECT count(*) FROM project_steps WHERE project_id = $1', [row.project_id])).toBe(7)
    const reference = orderNumber(checkout.sessionId)
    await smtp.waitForMail((mail) => mail.to.includes(checkout.email) && mail.subject.includes(reference), 20_000)

    for (const body of [{ status: 'completed' }, { status: 'completed', paidAt: new Date().toISOString() }, { status: 'failed' }]) {
      const again = await admin.patch<{ success: boolean; error: string }>(`/api/payments/${checkout.id}`, body)
      expect(again.status, JSON.stringify(body)).toBe(409)
      expect(again.body).toMatchObject({
        success: false,
        error: expect.stringContaining("Ce paiement n'est plus en attente (statut : Payé)"),
      })
    }
    expect(await paymentRow(checkout.id)).toEqual(row)
    expect(await count('SELECT count(*) FROM projects WHERE user_id = $1', [row.user_id])).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(smtp.mails.filter((mail) => mail.to.includes(checkout.email) && mail.subject.includes(reference))).toHaveLength(1)
  })

  it('completes exactly once when several PATCHes race; without paidAt the payment is paid now', async () => {
    const checkout = await openCheckout()
    const before = Date.now()
    const answers = await Promise.all(Array.from({ length: 4 }, () => admin.patch(`/api/payments/${checkout.id}`, { status: 'completed' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    const row = await paymentRow(checkout.id)
    expect(row.status).toBe('completed')
    expect(Math.abs(row.paid_at.getTime() - before)).toBeLessThan(30_000)
    expect(await count('SELECT count(*) FROM users WHERE email = $1', [checkout.email])).toBe(1)
    expect(await count('SELECT count(*) FROM projects WHERE user_id = $1', [row.user_id])).toBe(1)
  })

  it('pending → failed; then failed → completed is refused and creates nothing', async () => {
    const checkout = await openCheckout()
    const failed = await admin.patch<UpdatePaymentResponse>(`/api/payments/${checkout.id}`, { status: 'failed' })
    expect(failed.status).toBe(200)
    expect(failed.body.payment).toMatchObject({ status: 'failed', paidAt: null, user: null, project: null })
    const row = await paymentRow(checkout.id)
    const back = await admin.patch<{ error: string }>(`/api/payments/${checkout.id}`, { status: 'completed' })
    expect(back.status).toBe(409)
    expect(back.body.error).toContain('statut : Échoué')
    expect(await paymentRow(checkout.id)).toEqual(row)
    expect(await count('SELECT count(*) FROM users WHERE email = $1', [checkout.email])).toBe(0)
  })

  it.each([
    ['completed', 'failed', 'Payé'],
    ['completed', 'completed', 'Payé'],
    ['cancelled', 'completed', 'Annulé'],
    ['cancelled', 'failed', 'Annulé'],
    ['refunded', 'completed', 'Remboursé'],
    ['failed', 'failed', 'Échoué'],
  ] as const)('refuses %s → %s with a French 409 and changes nothing', async (from, to, label) => {
    const payment = await seedPayment({ status: from, createdAt: new Date(Date.now() - 60_000) })
    const before = await paymentRow(payment.id)
    const response = await admin.patch<{ success: boolean; error: string }>(`/api/payments/${payment.id}`, { status: to })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({
      success: false,
      error: `Ce paiement n'est plus en attente (statut : ${label}) : seul un paiement en attente peut être marqué comme payé ou échoué.`,
    })
    expect(await paymentRow(payment.id)).toEqual(before)
    expect(await count('SELECT count(*) FROM users WHERE email = $1', [payment.email])).toBe(0)
  })

  it('refuses to complete a pending payment that has no lead (no one to create the account for)', async () => {
    const payment = await seedPayment({ nomComplet: null })
    const response = await admin.patch<{ error: string }>(`/api/payments/${payment.id}`, { status: 'completed' })
    expect(response.status).toBe(409)
    expect(response.body.error).toContain("n'est lié à aucune demande")
    expect((await paymentRow(payment.id)).status).toBe('pending')
  })
})

describe('GET /api/admin/payments', () => {
  it('answers the spec’s fields, the lead as customer, newest first', async () => {
    const older = await seedPayment({ nomComplet: 'Lina Mansouri', createdAt: new Date(Date.now() - 120_000) })
    const newer = await seedPayment({ nomComplet: null, amount: '150000.00', currency: 'DZD', createdAt: new Date(Date.now() - 60_000) })
    const body = await list('?status=pending&limit=100')
    expect(body).toMatchObject({ success: true, page: 1, total: expect.any(Number), totalPages: expect.any(Number) })
    const ids = body.payments.map((payment) => payment.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(body.payments.find((payment) => payment.id === older.id)).toEqual({
      id: older.id,
      amount: '997.00',
      currency: 'EUR',
      status: 'pending',
      provider: 'local',
      reference: older.reference,
      paidAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      project: null,
      user: null,
      customer: { nomComplet: 'Lina Mansouri', email: older.email },
      refundedAmount: '0.00',
      documents: [],
      refundMethod: 'provider',
    })
    expect(body.payments.find((payment) => payment.id === newer.id)).toMatchObject({ amount: '150000.00', currency: 'DZD', customer: null })
    const created = body.payments.map((payment) => Date.parse(payment.createdAt))
    expect(created).toEqual([...created].sort((a, b) => b - a))
  })

  it('filters by status, each filter’s total matching the table', async () => {
    for (const status of ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const) await seedPayment({ status })
    for (const status of ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const) {
      const body = await list(`?status=${status}&limit=100`)
      expect(body.payments.length).toBeGreaterThan(0)
      expect(
        body.payments.every((payment) => payment.status === status),
        status,
      ).toBe(true)
      expect(body.total, status).toBe(await count('SELECT count(*) FROM payments WHERE status = $1', [status]))
    }
    const all = await list('?status=all')
    expect(all.total).toBe(await count('SELECT count(*) FROM payments'))
    expect((await list()).total).toBe(all.total)
  })

  it('pages without overlap or gap', async () => {
    for (let i = 0; i < 5; i++) await seedPayment({ status: 'cancelled', createdAt: new Date(Date.now() - 3_600_000) })
    const total = await count(`SELECT count(*) FROM payments WHERE status = 'cancelled'`)
    const seen: number[] = []
    const totalPages = Math.ceil(total / 2)
    for (let page = 1; page <= totalPages; page++) {
      const body = await list(`?status=cancelled&limit=2&page=${page}`)
      expect(body).toMatchObject({ page, total, totalPages })
      seen.push(...body.payments.map((payment) => payment.id))
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    expect((await list(`?status=cancelled&limit=2&page=${totalPages + 1}`)).payments).toEqual([])
  })

  it('counts completed, pending and failed, and totals what was kept (net of refunds) per currency, never across them', async () => {
    const before = (await list()).stats
    await seedPayment({ status: 'completed', amount: '997.00' })
    await seedPayment({ status: 'completed', amount: '0.05' })
    await seedPayment({ status: 'completed', amount: '150000.00', currency: 'DZD' })
    await seedPayment({ status: 'pending', amount: '500.00' })
    await seedPayment({ status: 'failed', amount: '500.00' })
    await seedPayment({ status: 'refunded', amount: '997.00' })
    const after = (await list()).stats
    expect(after.completed - before.completed).toBe(3)
    expect(after.pending - before.pending).toBe(1)
    expect(after.failed - before.failed).toBe(1)
    expect(after.totalCompleted.EUR - (before.totalCompleted.EUR ?? 0)).toBe(99_705)
    expect(after.totalCompleted.DZD - (before.totalCompleted.DZD ?? 0)).toBe(15_000_000)
    // The refunded payment counts as given back, not kept.
    expect(after.totalRefunded.EUR - (before.totalRefunded.EUR ?? 0)).toBe(99_700)
    const { rows } = await db.query(
      `SELECT currency, sum(amount::numeric - refunded_amount::numeric) AS sum FROM payments
        WHERE status IN ('completed', 'refunded') GROUP BY currency`,
    )
    expect(Object.fromEntries(rows.map((row) => [row.currency, Math.round(Number(row.sum) * 100)]))).toEqual(after.totalCompleted)
  })
})

describe('GET /api/admin/payments/export.csv', () => {
  it('streams a French CSV: BOM, ";", decimal comma, French dates and labels; quotes, semicolons, accents and newlines survive', async () => {
    const tricky = 'Zoé "la Patronne"; Dupont-Lefèvre\nBâtiment B, 2ᵉ étage'
    const payment = await seedPayment({
      status: 'completed',
      nomComplet: tricky,
      amount: '1234.50',
      currency: 'DZD',
      createdAt: new Date('2026-03-12T13:05:00Z'),
      paidAt: new Date('2026-03-14T08:30:00Z'),
    })
    const formula = await seedPayment({ nomComplet: '=HYPERLINK("http://evil.example";"clic")' })

    const { response, bytes, text } = await exportCsv()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="paiements-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.slice(1).startsWith(`${PAYMENTS_CSV_HEADERS.join(';')}\r\n`)).toBe(true)

    const [header, ...records] = parseCsv(text.slice(1))
    expect(header).toEqual([...PAYMENTS_CSV_HEADERS])
    expect(records.every((record) => record.length === PAYMENTS_CSV_HEADERS.length)).toBe(true)
    expect(records).toHaveLength(await count('SELECT count(*) FROM payments'))
    const row = records.find((record) => record[column('Référence')] === payment.reference)
    // Paris time: 13:05 UTC is 14:05 in March (UTC+1), 08:30 UTC is 09:30.
    expect(row).toEqual([
      '12/03/2026 14:05',
      tricky,
      payment.email,
      '',
      '1234,50',
      'DZD',
      'Payé',
      '14/03/2026 09:30',
      'Paiement de test (local)',
      payment.reference,
    ])
    const injected = records.find((record) => record[column('Référence')] === formula.reference)!
    expect(injected[column('Client')]).toBe(`'=HYPERLINK("http://evil.example";"clic")`)
    expect(injected[column('Statut')]).toBe('En attente')
    expect(injected[column('Payé le')]).toBe('')
  })

  it('exports only the filtered status, and just the header when nothing matches', async () => {
    const failed = await seedPayment({ status: 'failed', nomComplet: 'Omar Zeroual' })
    const { text } = await exportCsv('?status=failed')
    const [, ...records] = parseCsv(text.slice(1))
    expect(records).toHaveLength(await count(`SELECT count(*) FROM payments WHERE status = 'failed'`))
    expect(records.every((record) => record[column('Statut')] === 'Échoué')).toBe(true)
    expect(records.some((record) => record[column('Référence')] === failed.reference)).toBe(true)

    // No refunded payment for a moment: the file is then just its header.
    const { rows } = await db.query(`UPDATE payments SET status = 'cancelled' WHERE status = 'refunded' RETURNING id`)
    try {
      const empty = await exportCsv('?status=refunded')
      expect(empty.response.status).toBe(200)
      expect(empty.text).toBe(`\ufeff${PAYMENTS_CSV_HEADERS.join(';')}\r\n`)
    } finally {
      await db.query(`UPDATE payments SET status = 'refunded' WHERE id = ANY($1::int[])`, [rows.map((row) => row.id)])
    }
  })
})

describe('at 10,000 payments', () => {
  beforeAll(async () => {
    await db.query(`
      INSERT INTO payments (amount, currency, status, provider, provider_session_id, created_at, updated_at, paid_at)
      SELECT '997.00', 'EUR',
             (ARRAY['pending','completed','failed','cancelled','refunded'])[1 + g % 5]::enum_payments_status,
             'local', 'cs_bulk_' || g, now() - g * interval '1 minute', now(),
             CASE WHEN g % 5 = 1 THEN now() - g * interval '1 minute' END
        FROM generate_series(1, 10000) AS g`)
    // What autovacuum does on a live database: the planner then knows the table's size.
    await db.query('ANALYZE payments')
  }, 60_000)

  type PlanNode = {
    'Node Type': string
    'Relation Name'?: string
    'Index Name'?: string
    'Actual Rows'?: number
    'Actual Loops'?: number
    'Rows Removed by Filter'?: number
  }

  /** The plan of the exact statement a route runs (drizzle renders it as the server does): its nodes on payments. */
  async function plan(query: ReturnType<typeof paymentPageQuery>, analyze = false) {
    const { sql, params } = new PgDialect().sqlToQuery(query)
    const { rows } = await db.query(`EXPLAIN (FORMAT JSON${analyze ? ', ANALYZE' : ''}) ${sql}`, params)
    const nodes: PlanNode[] = []
    const walk = (node: Record<string, unknown>) => {
      nodes.push(node as PlanNode)
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child)
    }
    walk(rows[0]['QUERY PLAN'][0].Plan)
    return nodes.filter((node) => node['Relation Name'] === 'payments')
  }

  // The planner picks (status, created_at) or (created_at) with a filter, by the statuses' frequencies: either is an index.
  const PAGE_INDEXES = ['payments_created_at_idx', 'status_createdAt_1_idx']

  it.each([
    ['all, page 1', paymentPageQuery('all', 1, 20), 20],
    ['all, page 40', paymentPageQuery('all', 40, 20), 800],
    ['pending, page 1', paymentPageQuery('pending', 1, 20), 20],
    ['failed, page 10', paymentPageQuery('failed', 10, 20), 200],
  ])('reads a page (%s) on an index, touching a few rows, never the whole table', async (_label, query, upTo) => {
    const scans = await plan(query, true)
    expect(scans.length).toBeGreaterThan(0)
    expect(scans.map((scan) => scan['Node Type'])).not.toContain('Seq Scan')
    for (const scan of scans) expect(PAGE_INDEXES).toContain(scan['Index Name'])
    // Rows the scans read: the page and what comes before it (and, with a filter, the other statuses in between).
    const read = scans.reduce(
      (sum, scan) => sum + ((scan['Actual Rows'] ?? 0) + (scan['Rows Removed by Filter'] ?? 0)) * (scan['Actual Loops'] ?? 1),
      0,
    )
    expect(read).toBeGreaterThanOrEqual(upTo)
    expect(read).toBeLessThan(upTo * 6 + 100)
  })

  it('reads each export batch on the primary key', async () => {
    for (const query of [exportBatchQuery('all', null, 500), exportBatchQuery('all', 5000, 500)]) {
      const scans = await plan(query)
      expect(scans.map((scan) => scan['Node Type'])).not.toContain('Seq Scan')
      expect(scans.map((scan) => scan['Index Name'])).toContain('payments_pkey')
    }
  })

  it('answers a page and its counters over 10,000 payments', async () => {
    const body = await list('?status=completed&page=50&limit=20')
    expect(body.payments).toHaveLength(20)
    expect(body.total).toBe(await count(`SELECT count(*) FROM payments WHERE status = 'completed'`))
    expect(body.stats.completed).toBe(body.total)
    expect(body.totalPages).toBe(Math.ceil(body.total / 20))
  })

  it('exports every row across batches of 500, each once', async () => {
    const { text } = await exportCsv()
    const [, ...records] = parseCsv(text.slice(1))
    const total = await count('SELECT count(*) FROM payments')
    expect(total).toBeGreaterThan(10_000)
    expect(records).toHaveLength(total)
    expect(new Set(records.map((record) => record[column('Référence')])).size).toBe(total)
  })
})
