/**
 * Retention and housekeeping (cms/features/housekeeping/): rows dated in the past by direct SQL beside
 * recent ones, then `npm run housekeeping` (every job once, through the same code as the nightly
 * tasks) against the running server's database: each job removes exactly what is due and keeps
 * the rest, a second run removes nothing, and the log lines hold counts only.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUSEKEEPING_JOBS } from '@/cms/features/housekeeping/registry'
import { HOUSEKEEPING_SCHEDULED } from '@/cms/features/housekeeping/scheduled'
import type { ApiProject } from '@/contract/projects'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { minimalPdf, uploadDocument } from '../helpers/document-files'
import { loggedInClient, registerClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
let server: TestServer
let db: pg.Client

/** Every name, address, phone number and token this file stores: none may reach a log line. */
const personal = {
  erasedEmail: 'ophelie.marchetti@example.com',
  erasedFirst: 'Ophélie',
  erasedLast: 'Marchetti',
  deletedEmail: 'bastien.roussel@example.com',
  oldEmail: 'ancienne.cliente@example.com',
  recentClosedEmail: 'fermee.recemment@example.com',
  openEmail: 'toujours.cliente@example.com',
  staleEmail: 'ancien.prospect@example.com',
  staleName: 'Prosper Ancien',
  stalePhone: '+213 555 01 02 03',
  activeLeadEmail: 'Nadia.Benali@Example.com',
  activeContactEmail: 'nadia.benali@example.com',
  recentLeadEmail: 'nouvelle.demande@example.com',
  editorEmail: 'editrice.menage@example.com',
  expiredClientToken: 'jeton-client-expire-4f1c',
  liveClientToken: 'jeton-client-valide-9b2e',
  expiredEditorToken: 'jeton-editrice-expire-77aa',
}

/** An npm script as an operator runs it, on the server's DATA_DIR (and so its embedded PostgreSQL). */
async function housekeeping() {
  // As an operator's shell: vitest's NODE_ENV=test and any DATABASE_URL of the test run stay out.
  const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'DATABASE_URL')
  const own: Record<string, string> = { DATA_DIR: server.dataDir }
  const env = { ...Object.fromEntries(inherited), ...own } as NodeJS.ProcessEnv
  const { stdout, stderr } = await run('npm', ['run', '--silent', 'housekeeping'], { cwd: root, env, timeout: 120_000 })
  const output = stdout + stderr
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const counts = Object.fromEntries(
    lines
      .filter((line) => typeof line.housekeeping === 'string')
      .map(({ level: _l, time: _t, pid: _p, hostname: _h, msg: _m, housekeeping: job, ...rest }) => [String(job), rest]),
  )
  return { output, lines, counts }
}

const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.query<T>(text, values)).rows[0]
const count = async (text: string, values: unknown[] = []) => Number((await one<{ n: string }>(text, values))!.n)

async function insertLead(email: string, age: string, extra: { name?: string; phone?: string } = {}): Promise<number> {
  const row = await one<{ id: number }>(
    `INSERT INTO leads (nom_complet, email, telephone, offre, type, created_at, updated_at)
     VALUES ($1, $2, $3, 'premium', 'lead_request', now() - $4::interval, now() - $4::interval) RETURNING id`,
    [extra.name ?? 'Demandeur Test', email, extra.phone ?? '+213 555 99 99 99', age],
  )
  return row!.id
}

async function insertContact(email: string, age: string): Promise<number> {
  const row = await one<{ id: number }>(
    `INSERT INTO contacts (first_name, last_name, email, phone, message, created_at, updated_at)
     VALUES ('Prosper', 'Ancien', $1, $2, 'Bonjour, une question.', now() - $3::interval, now() - $3::interval) RETURNING id`,
    [email, personal.stalePhone, age],
  )
  return row!.id
}

let sessions = 0
async function insertPayment(options: {
  age: string
  paid: boolean
  leadId?: number
  userId?: number
  projectId?: number
}): Promise<number> {
  const row = await one<{ id: number }>(
    `INSERT INTO payments (amount, currency, status, paid_at, provider, provider_session_id, lead_id, user_id, project_id, created_at, updated_at)
     VALUES ('997.00', 'EUR', $1, CASE WHEN $2 THEN now() - $3::interval END, 'local', $4, $5, $6, $7, now() - $3::interval, now() - $3::interval)
     RETURNING id`,
    [
      options.paid ? 'completed' : 'failed',
      options.paid,
      options.age,
      `hk_session_${++sessions}`,
      options.leadId ?? null,
      options.userId ?? null,
      options.projectId ?? null,
    ],
  )
  return row!.id
}

const exists = async (table: string, id: number | string) => (await count(`SELECT count(*) AS n FROM ${table} WHERE id = $1`, [id])) === 1
const outbox = () => path.join(server.dataDir, 'outbox')
const emlFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((name) => name.endsWith('.eml')) : [])
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000)

/** What the first run must remove, and what it must keep, by id. */
const seeded = {
  erased: { id: 0, projectId: 0, documentFile: '', paymentId: 0, leadId: 0 },
  deletedId: 0,
  oldId: 0,
  recentClosedId: 0,
  openId: 0,
  editorId: 0,
  payments: { old: 0, oldUnpaid: 0, recentUnpaid: 0 },
  leads: { stale: 0, active: 0, open: 0, recent: 0, oldPaid: 0 },
  contacts: { stale: 0, active: 0, recentClosed: 0 },
  due: { messages: 0, projects: 0, documents: 0 },
}

describe('npm run housekeeping', () => {
  beforeAll(async () => {
    // The nightly tasks stay out of the way: this block runs them through the command.
    server = await startTestServer({ env: { TRUST_PROXY: '1', HOUSEKEEPING_CRON: '0 0 1 1 *' } })
    db = await connectToDatabase(server)

    // Closed 4 years ago, with a payment of 4 years: erased, the payment (and its lead) kept.
    const erased = await loggedInClient(server, {
      firstName: personal.erasedFirst,
      lastName: personal.erasedLast,
      email: personal.erasedEmail,
    })
    const project = await erased.api.post<{ project: ApiProject }>(`/api/projects/${erased.client.id}`, {
      name: 'SARL Marchetti',
      type: 'creation',
    })
    expect(project.status).toBe(201)
    const uploaded = await uploadDocument(server.baseUrl, erased.api, project.body.project.id, {
      kind: 'identity',
      file: { name: 'passeport.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    expect((await erased.api.post(`/api/messages/${erased.client.id}`, { subject: 'Mon dossier', content: 'Bonjour' })).status).toBe(201)
    seeded.erased.id = erased.client.id
    seeded.erased.projectId = project.body.project.id
    seeded.erased.documentFile = (await one<{ filename: string }>('SELECT filename FROM project_documents WHERE user_id = $1', [
      erased.client.id,
    ]))!.filename
    seeded.erased.leadId = await insertLead(personal.erasedEmail, '4 years 2 months', {
      name: `${personal.erasedFirst} ${personal.erasedLast}`,
    })
    seeded.erased.paymentId = await insertPayment({
      age: '4 years 1 month',
      paid: true,
      leadId: seeded.erased.leadId,
      userId: erased.client.id,
      projectId: project.body.project.id,
    })

    // Closed 4 years ago, no payment: deleted outright, its project and message too.
    const deleted = await loggedInClient(server, { email: personal.deletedEmail, lastName: 'Roussel' })
    expect((await deleted.api.post(`/api/projects/${deleted.client.id}`, { name: 'EURL Roussel', type: 'creation' })).status).toBe(201)
    expect((await deleted.api.post(`/api/messages/${deleted.client.id}`, { subject: 'Question', content: 'Bonjour' })).status).toBe(201)
    seeded.deletedId = deleted.client.id

    // Closed 12 years ago, paid 11 years ago: the payment goes (10 years), then the account, then its lead.
    seeded.oldId = (await registerClient(server, { email: personal.oldEmail })).id
    seeded.leads.oldPaid = await insertLead(personal.oldEmail, '11 years 1 month')
    seeded.payments.old = await insertPayment({ age: '11 years', paid: true, leadId: seeded.leads.oldPaid, userId: seeded.oldId })
    // Its invoice and credit note go with it: kept as long as the payment, never longer.
    for (const [number, kind] of [
      ['F-2015-000001', 'invoice'],
      ['A-2015-000001', 'credit-note'],
    ]) {
      await db.query(
        `INSERT INTO invoices (number, kind, issued_at, payment_id, user_id, amount, currency, seller, buyer, lines)
         VALUES ($1, $2, now() - interval '11 years', $3, $4, '997.00', 'EUR', '{}', '{}', '[]')`,
        [number, kind, seeded.payments.old, seeded.oldId],
      )
    }
    seeded.payments.oldUnpaid = await insertPayment({ age: '10 years 2 months', paid: false })
    seeded.payments.recentUnpaid = await insertPayment({ age: '9 years 11 months', paid: false })

    // Closed a year ago: kept, and its address keeps an old contact message alive.
    seeded.recentClosedId = (await registerClient(server, { email: personal.recentClosedEmail })).id
    seeded.contacts.recentClosed = await insertContact(personal.recentClosedEmail, '4 years')

    // Open: its address keeps an old lead alive; one expired and one live session, reset token.
    seeded.openId = (await registerClient(server, { email: personal.openEmail })).id
    seeded.leads.open = await insertLead(personal.openEmail, '5 years')

    await db.query(`UPDATE users SET closed_at = now() - interval '4 years' WHERE id = ANY($1)`, [[seeded.erased.id, seeded.deletedId]])
    await db.query(`UPDATE users SET closed_at = now() - interval '12 years' WHERE id = $1`, [seeded.oldId])
    await db.query(`UPDATE users SET closed_at = now() - interval '1 year' WHERE id = $1`, [seeded.recentClosedId])

    // Prospects: stale on every side (deleted); old lead but a recent message, the address typed
    // with other capitals (kept); recent (kept).
    seeded.leads.stale = await insertLead(personal.staleEmail, '3 years 1 month', { name: personal.staleName, phone: personal.stalePhone })
    seeded.contacts.stale = await insertContact(personal.staleEmail, '3 years 2 months')
    seeded.leads.active = await insertLead(personal.activeLeadEmail, '6 years')
    seeded.contacts.active = await insertContact(personal.activeContactEmail, '1 month')
    seeded.leads.recent = await insertLead(personal.recentLeadEmail, '1 week')
    // The back-office's replies (issue 35): they go with their item, or with its address when anonymised.
    for (const [column, id] of [
      ['contact_id', seeded.contacts.stale],
      ['lead_id', seeded.leads.stale],
      ['lead_id', seeded.erased.leadId],
      ['contact_id', seeded.contacts.active],
    ] as const) {
      await db.query(
        `INSERT INTO support_replies (${column}, "to", subject, content, sent_by) VALUES ($1, 'x@example.com', 'Votre demande', 'Bonjour', 'Amel')`,
        [id],
      )
    }

    const dueUsers = [seeded.erased.id, seeded.deletedId, seeded.oldId]
    seeded.due.messages = await count('SELECT count(*) AS n FROM messages WHERE user_id = ANY($1)', [dueUsers])
    seeded.due.projects = await count('SELECT count(*) AS n FROM projects WHERE user_id = ANY($1)', [dueUsers])
    seeded.due.documents = await count('SELECT count(*) AS n FROM project_documents WHERE user_id = ANY($1)', [dueUsers])

    // Expired and live credentials.
    const nowMs = Date.now()
    await db.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES
       ('hk:expired-1', 3, $1), ('hk:expired-2', 1, $1), ('hk:live', 1, $2), ('hk:forever', 1, NULL)`,
      [nowMs - 3_600_000, nowMs + 3_600_000],
    )
    await db.query(
      `INSERT INTO admin_sessions (token_hash, expires_at) VALUES ('hk-expired-hash', now() - interval '1 hour'), ('hk-live-hash', now() + interval '1 hour')`,
    )
    // Live streams' leftovers (issue 35 item 3): events past a day, leases past their expiry.
    await db.query(
      `INSERT INTO live_events (type, data, created_at, updated_at) VALUES
       ('contact', '{"hk":"old-1"}', now() - interval '2 days', now()), ('contact', '{"hk":"old-2"}', now() - interval '25 hours', now()),
       ('contact', '{"hk":"recent"}', now() - interval '23 hours', now())`,
    )
    await db.query(
      `INSERT INTO live_stream_leases (session_key, expires_at) VALUES ('hk-expired-lease', now() - interval '1 minute'), ('hk-live-lease', now() + interval '1 minute')`,
    )
    await db.query(
      `INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at) VALUES
       (90, $1, 'hk-expired-session', now() - interval '8 days', now() - interval '1 day'),
       (91, $1, 'hk-live-session', now(), now() + interval '7 days')`,
      [seeded.openId],
    )
    await db.query(`UPDATE users SET reset_password_token = $2, reset_password_expiration = now() - interval '1 minute' WHERE id = $1`, [
      seeded.openId,
      personal.expiredClientToken,
    ])
    await db.query(`UPDATE users SET reset_password_token = $2, reset_password_expiration = now() + interval '1 hour' WHERE id = $1`, [
      seeded.recentClosedId,
      personal.liveClientToken,
    ])
    seeded.editorId = (await one<{ id: number }>(
      `INSERT INTO editors (first_name, last_name, email, reset_password_token, reset_password_expiration)
     VALUES ('Éditrice', 'Ménage', $1, $2, now() - interval '2 hours') RETURNING id`,
      [personal.editorEmail, personal.expiredEditorToken],
    ))!.id
    await db.query(
      `INSERT INTO editors_sessions (_order, _parent_id, id, created_at, expires_at) VALUES
       (1, $1, 'hk-editor-expired', now() - interval '8 days', now() - interval '1 day'),
       (2, $1, 'hk-editor-live', now(), now() + interval '7 days')`,
      [seeded.editorId],
    )

    // The outbox: the welcome emails of the sign-ups above, then two files of 40 days, one of a
    // day, and a file that is not the transport's.
    for (const deadline = Date.now() + 20_000; emlFiles().length === 0;) {
      if (Date.now() > deadline) throw new Error('No welcome email reached the outbox')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    for (const [name, days] of [
      ['2020-01-01T00-00-00-000Z-old-1.eml', 40],
      ['2020-01-02T00-00-00-000Z-old-2.eml', 31],
      ['recent.eml', 29],
      ['notes.txt', 40],
    ] as const) {
      const file = path.join(outbox(), name)
      fs.writeFileSync(file, 'To: quelqu.un@example.com\r\n\r\nBonjour\r\n')
      fs.utimesSync(file, daysAgo(days), daysAgo(days))
    }
  }, 180_000)

  afterAll(async () => {
    await db?.end()
    await server?.stop()
  })

  let first: Awaited<ReturnType<typeof housekeeping>>

  it('removes exactly what is due, job by job, and says how much', async () => {
    first = await housekeeping()
    expect(first.counts).toEqual({
      'housekeeping-old-payments': { invoicesDeleted: 2, paymentsDeleted: 2 },
      'housekeeping-closed-accounts': {
        accountsDeleted: 2,
        accountsAnonymised: 1,
        messagesDeleted: seeded.due.messages,
        projectsDeleted: seeded.due.projects,
        documentsDeleted: seeded.due.documents,
      },
      'housekeeping-inactive-prospects': { leadsDeleted: 2, leadsAnonymised: 1, contactsDeleted: 1 },
      'housekeeping-expired-credentials': {
        liveEventsDeleted: 2,
        liveLeasesDeleted: 1,
        rateLimitsDeleted: 2,
        adminSessionsDeleted: 1,
        clientSessionsDeleted: 1,
        editorSessionsDeleted: 1,
        resetTokensCleared: 2,
        // the newsletter's lapsed addresses go in the same run (cms/features/newsletter/retention.ts): none here
        newsletterPendingDeleted: 0,
        newsletterUnsubscribedDeleted: 0,
      },
      'housekeeping-outbox': { outboxFilesDeleted: 2 },
    })
    expect(seeded.due).toEqual({ messages: 2, projects: 2, documents: 1 })
  }, 120_000)

  it('keeps payments for 10 years, then deletes them', async () => {
    expect(await exists('payments', seeded.payments.old)).toBe(false)
    expect(await one('SELECT count(*)::int AS n FROM invoices WHERE payment_id = $1', [seeded.payments.old])).toEqual({ n: 0 })
    expect(await exists('payments', seeded.payments.oldUnpaid)).toBe(false)
    expect(await exists('payments', seeded.payments.recentUnpaid)).toBe(true)
    // The erased client's payment keeps its account, lead and amount: its receipt can still be issued.
    expect(await one('SELECT user_id, lead_id, amount, project_id FROM payments WHERE id = $1', [seeded.erased.paymentId])).toEqual({
      user_id: seeded.erased.id,
      lead_id: seeded.erased.leadId,
      amount: '997.00',
      project_id: null,
    })
  })

  it('erases an account closed 3 years ago: a placeholder that nobody can log into while a payment names it, else nothing', async () => {
    const account = await one(
      'SELECT first_name, last_name, email, phone, hash, salt, closed_at IS NOT NULL AS closed FROM users WHERE id = $1',
      [seeded.erased.id],
    )
    expect(account).toEqual({
      first_name: 'Compte',
      last_name: 'supprimé',
      email: `compte-supprime-${seeded.erased.id}@anonyme.invalid`,
      phone: null,
      hash: null,
      salt: null,
      closed: true,
    })
    expect(await count('SELECT count(*) AS n FROM users_sessions WHERE _parent_id = $1', [seeded.erased.id])).toBe(0)
    const login = await new ApiClient(server.baseUrl).post('/api/login', { email: personal.erasedEmail, password: 'motdepasse-solide' })
    expect(login.status).toBe(401)
    for (const table of ['messages', 'projects', 'project_documents']) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ANY($1)`, [[seeded.erased.id, seeded.deletedId]])).toBe(0)
    }
    expect(await count('SELECT count(*) AS n FROM project_steps WHERE project_id = $1', [seeded.erased.projectId])).toBe(0)
    expect(fs.existsSync(path.join(server.dataDir, 'uploads', 'documents', seeded.erased.documentFile))).toBe(false)
    expect(await exists('users', seeded.deletedId)).toBe(false)
    expect(await exists('users', seeded.oldId)).toBe(false)
    // Closed a year ago: untouched, live reset token included.
    expect(await one('SELECT email, reset_password_token FROM users WHERE id = $1', [seeded.recentClosedId])).toEqual({
      email: personal.recentClosedEmail,
      reset_password_token: personal.liveClientToken,
    })
  })

  it('deletes leads and contacts after 3 years without news of their address, anonymises a lead a kept payment names', async () => {
    expect(await exists('leads', seeded.leads.stale)).toBe(false)
    expect(await exists('contacts', seeded.contacts.stale)).toBe(false)
    expect(await exists('leads', seeded.leads.oldPaid)).toBe(false)
    expect(await one('SELECT nom_complet, email, telephone FROM leads WHERE id = $1', [seeded.erased.leadId])).toEqual({
      nom_complet: 'Demande anonymisée',
      email: `demande-anonymisee-${seeded.erased.leadId}@anonyme.invalid`,
      telephone: '',
    })
    for (const id of [seeded.leads.active, seeded.leads.open, seeded.leads.recent]) expect(await exists('leads', id)).toBe(true)
    for (const id of [seeded.contacts.active, seeded.contacts.recentClosed]) expect(await exists('contacts', id)).toBe(true)
    // Only the kept contact's reply stays.
    expect(await one('SELECT array_agg(contact_id) AS contacts, count(*)::int AS n FROM support_replies')).toEqual({
      contacts: [seeded.contacts.active],
      n: 1,
    })
  })

  it('sweeps expired rate limits, sessions and reset tokens, and only those', async () => {
    expect((await db.query(`SELECT key FROM rate_limits WHERE key LIKE 'hk:%' ORDER BY key`)).rows.map((row) => row.key)).toEqual([
      'hk:forever',
      'hk:live',
    ])
    expect((await db.query(`SELECT token_hash FROM admin_sessions WHERE token_hash LIKE 'hk-%'`)).rows).toEqual([
      { token_hash: 'hk-live-hash' },
    ])
    expect((await db.query(`SELECT id FROM users_sessions WHERE id LIKE 'hk-%'`)).rows).toEqual([{ id: 'hk-live-session' }])
    expect((await db.query(`SELECT data->>'hk' AS hk FROM live_events WHERE data ? 'hk'`)).rows).toEqual([{ hk: 'recent' }])
    expect((await db.query(`SELECT session_key FROM live_stream_leases WHERE session_key LIKE 'hk-%'`)).rows).toEqual([
      { session_key: 'hk-live-lease' },
    ])
    expect((await db.query(`SELECT id FROM editors_sessions WHERE id LIKE 'hk-%'`)).rows).toEqual([{ id: 'hk-editor-live' }])
    expect(await one('SELECT reset_password_token, reset_password_expiration FROM users WHERE id = $1', [seeded.openId])).toEqual({
      reset_password_token: null,
      reset_password_expiration: null,
    })
    expect(await one('SELECT reset_password_token FROM editors WHERE id = $1', [seeded.editorId])).toEqual({ reset_password_token: null })
  })

  it('compacts the outbox: its own files older than 30 days', async () => {
    const names = fs.readdirSync(outbox())
    expect(names).not.toContain('2020-01-01T00-00-00-000Z-old-1.eml')
    expect(names).not.toContain('2020-01-02T00-00-00-000Z-old-2.eml')
    expect(names).toContain('recent.eml')
    expect(names).toContain('notes.txt')
    // The welcome emails the server wrote there: folder and files for their owner only.
    const welcome = emlFiles().find((name) => name !== 'recent.eml')!
    expect(fs.statSync(outbox()).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(outbox(), welcome)).mode & 0o777).toBe(0o600)
  })

  it('logs counts only: no address, name, phone number or token', async () => {
    const jobLines = first.lines.filter((line) => typeof line.housekeeping === 'string')
    expect(jobLines).toHaveLength(5)
    for (const { level: _l, time: _t, pid: _p, hostname: _h, msg, housekeeping: _j, ...counts } of jobLines) {
      expect(msg).toBe('Housekeeping done')
      for (const value of Object.values(counts)) expect(typeof value).toBe('number')
    }
    const output = first.output.toLowerCase()
    for (const value of Object.values(personal)) expect(output).not.toContain(value.toLowerCase())
    // Nor any other address: a domain after an @ (pg's own warnings say "pg@9.0").
    expect(output).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/)
  })

  it('is idempotent: a second run removes nothing', async () => {
    const second = await housekeeping()
    for (const [job, counts] of Object.entries(second.counts)) {
      expect(
        Object.values(counts).every((value) => value === 0),
        `${job}: ${JSON.stringify(counts)}`,
      ).toBe(true)
    }
    expect(Object.keys(second.counts)).toHaveLength(5)
    // The placeholder account is still there while its payment is.
    expect(await exists('users', seeded.erased.id)).toBe(true)
  }, 120_000)
})

describe.skipIf(!HOUSEKEEPING_SCHEDULED)('the scheduled tasks', () => {
  let first: TestServer | undefined
  let second: TestServer | undefined
  afterAll(async () => {
    await second?.stop()
    await first?.stop()
  })

  /** The "Housekeeping done" lines of a server's log, by job. */
  const runsIn = (instance: TestServer | undefined) =>
    (instance?.logs() ?? '')
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"housekeeping"'))
      .map((line) => String((JSON.parse(line) as { housekeeping: string }).housekeeping))

  it('are queued by the servers’ runner on their cron, each run once across two instances sharing the database', async () => {
    // Every job at one second of each minute, about a minute from now: both instances are up by then.
    const cron = `${(new Date().getSeconds() + 55) % 60} * * * * *`
    const env = { HOUSEKEEPING_CRON: cron, JOBS_POLL_SECONDS: '1', LOG_LEVEL: 'info' }
    first = await startTestServer({ env })
    const database = await connectToDatabase(first)
    try {
      await database.query(`INSERT INTO rate_limits (key, points, expire) VALUES ('hk:scheduled-expired', 1, $1)`, [Date.now() - 60_000])
      const stale = await database.query<{ id: number }>(
        `INSERT INTO contacts (first_name, email, message, created_at, updated_at)
         VALUES ('Prosper', 'prospect.planifie@example.com', 'Bonjour', now() - interval '4 years', now() - interval '4 years') RETURNING id`,
      )
      const { payloadSecret, postgresPassword } = JSON.parse(fs.readFileSync(path.join(first.dataDir, 'secrets.json'), 'utf8'))
      const port = Number(fs.readFileSync(path.join(first.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
      second = await startTestServer({
        env: {
          ...env,
          DATABASE_URL: `postgres://postgres:${postgresPassword}@127.0.0.1:${port}/app`,
          PAYLOAD_SECRET: payloadSecret,
          ADMIN_KEY: first.adminKey,
        },
      })
      const slugs = HOUSEKEEPING_JOBS.map((job) => job.slug).sort()
      const allRuns = () => [...runsIn(first), ...runsIn(second)].sort()
      await expect.poll(() => new Set(allRuns()).size, { timeout: 90_000, interval: 500 }).toBe(slugs.length)
      // A few polls of both instances later, still one run of each job for that slot.
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      expect(allRuns()).toEqual(slugs)
      expect((await database.query(`SELECT 1 FROM rate_limits WHERE key = 'hk:scheduled-expired'`)).rowCount).toBe(0)
      expect((await database.query('SELECT 1 FROM contacts WHERE id = $1', [stale.rows[0]!.id])).rowCount).toBe(0)
      // And the next slot is queued, once per job.
      const pending = await database.query<{ task_slug: string; n: string }>(
        `SELECT task_slug, count(*) AS n FROM payload_jobs
          WHERE task_slug::text LIKE 'housekeeping-%' AND completed_at IS NULL AND wait_until > now()
          GROUP BY task_slug ORDER BY task_slug::text`,
      )
      expect(pending.rows.map((row) => [row.task_slug, Number(row.n)])).toEqual(slugs.map((slug) => [slug, 1]))
      for (const instance of [first, second]) expect(instance.logs()).not.toMatch(/Scheduled runs not queued|Jobs queue run failed/)
    } finally {
      await database.end()
    }
  }, 240_000)
})
