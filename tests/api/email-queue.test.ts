/**
 * Email is never lost (DESIGN.md, Email): a request that causes an email succeeds while SMTP
 * is down; the queued email is retried with backoff and arrives once SMTP is back, even
 * across a restart of the server.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { findFreePort } from '@/cms/infra/lib/free-port'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { newClientData } from '../helpers/factories'
import { guideRequest } from '../helpers/funnel'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'
import { claimDueJobs } from '@/cms/infra/mail/job-runner'
import autocannon from 'autocannon'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'

/** Emails queued and not yet sent (or given up on). */
const jobsToSend = async (db: pg.Client) =>
  Number(
    (await db.query<{ count: string }>(`SELECT count(*) FROM payload_jobs WHERE completed_at IS NULL AND task_slug = 'send-email'`))
      .rows[0]!.count,
  )

// Fast retries so the test sees the backoff at work within seconds.
const fastQueue = { MAIL_RETRY_BASE_SECONDS: '1', JOBS_POLL_SECONDS: '1' }

let server: TestServer | undefined
let secondServer: TestServer | undefined
let smtp: SmtpCatcher | undefined
let dataDir: string | undefined
afterEach(async () => {
  await secondServer?.stop()
  await server?.stop()
  await smtp?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  server = secondServer = smtp = dataDir = undefined
})

describe('email queue', () => {
  it('answers at once while SMTP is down, retries, and delivers when SMTP comes back', async () => {
    const smtpPort = await findFreePort()
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, env: fastQueue })
    const started = Date.now()
    const response = await new ApiClient(server.baseUrl).post('/api/save-lead', guideRequest({ email: 'queue.down@example.com' }))
    expect(response.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(5_000)

    // The job is in PostgreSQL and has failed at least once.
    const db = await connectToDatabase(server)
    try {
      await expect
        .poll(
          async () =>
            Number((await db.query(`SELECT total_tried FROM payload_jobs WHERE task_slug = 'send-email'`)).rows[0]?.total_tried ?? 0),
          {
            timeout: 15_000,
          },
        )
        .toBeGreaterThan(0)
      // Given back for a retry after the backoff, the transport's error kept on the job; not failed for good.
      const { rows } = await db.query<{ processing: boolean; has_error: boolean; error: { message?: string }; wait_until: Date | null }>(
        `SELECT processing, has_error, error, wait_until FROM payload_jobs WHERE task_slug = 'send-email'`,
      )
      expect(rows[0]).toMatchObject({ has_error: false, error: { message: expect.stringMatching(/ECONNREFUSED|connect/i) } })
      expect(rows[0]!.wait_until).not.toBeNull()

      smtp = await startSmtpCatcher(smtpPort)
      const mail = await smtp.waitForMail((m) => m.to.includes('queue.down@example.com'), 30_000)
      expect(mail.subject).toContain('guide')
      expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf'])
      // Sent: the job is gone, as Payload's deleteJobOnComplete does.
      await expect.poll(() => jobsToSend(db), { timeout: 5_000 }).toBe(0)
      expect(Number((await db.query(`SELECT count(*) FROM payload_jobs WHERE task_slug = 'send-email'`)).rows[0]!.count)).toBe(0)
    } finally {
      await db.end()
    }
  }, 60_000)

  it('keeps a queued email across a restart of the server', async () => {
    const smtpPort = await findFreePort()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-queue-'))
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, env: fastQueue, dataDir })
    const client = new ApiClient(server.baseUrl)
    expect((await client.post('/api/register', newClientData({ email: 'queue.restart@example.com' }))).status).toBe(201)
    expect((await client.post('/api/forgot-password', { email: 'queue.restart@example.com' })).status).toBe(200)
    expect((await client.post('/api/save-lead', guideRequest({ email: 'queue.guide@example.com' }))).status).toBe(201)
    await server.stop()

    smtp = await startSmtpCatcher(smtpPort)
    server = await startTestServer({ smtpUrl: smtp.url, env: fastQueue, dataDir })
    const welcome = await smtp.waitForMail((m) => m.subject.includes('Bienvenue'), 40_000)
    const reset = await smtp.waitForMail((m) => m.subject.includes('Réinitialisation'), 40_000)
    const guide = await smtp.waitForMail((m) => m.to.includes('queue.guide@example.com'), 40_000)
    expect(guide.attachments).toHaveLength(1)
    expect(welcome.to).toEqual(['queue.restart@example.com'])
    // The reset link was issued when the email was sent, and it works.
    const link = reset.links.find((url) => url.includes('/reinitialiser-mot-de-passe?token='))
    expect(link).toBeDefined()
    const token = new URL(link!).searchParams.get('token')
    const resetResponse = await new ApiClient(server.baseUrl).post('/api/reset-password', { token, password: 'nouveau-mdp-2026' })
    expect(resetResponse.status).toBe(200)
    // Nothing left to send.
    const db = await connectToDatabase(server)
    try {
      await expect
        .poll(() => jobsToSend(db), {
          timeout: 10_000,
        })
        .toBe(0)
    } finally {
      await db.end()
    }
  }, 120_000)

  it('gives each due job to one runner only, however many claim it at once', async () => {
    // Polls once at start, then not within this test: only the claims below touch the jobs.
    server = await startTestServer({ env: { JOBS_POLL_SECONDS: '59' } })
    // The server's own runner polls once as it starts; on a loaded machine that poll may still be
    // under way when the server answers, and would take some of the jobs below: let it end first.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const connections = await Promise.all(Array.from({ length: 4 }, () => connectToDatabase(server!)))
    const [db] = connections
    try {
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO payload_jobs (task_slug, input, queue)
         SELECT 'send-email', jsonb_build_object('email', jsonb_build_object('kind', 'welcome', 'to', 'claim-' || n || '@example.com', 'firstName', 'Nadia')), 'default'
           FROM generate_series(1, 40) AS n
         RETURNING id`,
      )
      const ids = inserted.rows.map((row) => row.id).sort((a, b) => a - b)
      // Four runners on their own connections, each wanting 12: 40 jobs to share, none twice.
      const claims = await Promise.all(connections.map((connection) => claimDueJobs(connection, { limit: 12 })))
      const claimed = claims.flat().sort((a, b) => a - b)
      expect(claimed).toEqual(ids)
      // An immediate run of jobs another runner already has finds nothing to run.
      expect(await claimDueJobs(connections[1], { ids: ids.slice(0, 5), limit: 5 })).toEqual([])
      const processing = await db.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE id = ANY($1) AND processing`, [ids])
      expect(processing.rows[0].n).toBe(40)
      await db.query(`DELETE FROM payload_jobs WHERE id = ANY($1)`, [ids])
    } finally {
      await Promise.all(connections.map((connection) => connection.end()))
    }
  }, 90_000)

  it('sends each email once while two instances poll the same queue', async () => {
    smtp = await startSmtpCatcher()
    server = await startTestServer({ smtpUrl: smtp.url, env: fastQueue })
    const { payloadSecret, postgresPassword } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8'))
    const port = Number(fs.readFileSync(path.join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
    secondServer = await startTestServer({
      smtpUrl: smtp.url,
      env: {
        ...fastQueue,
        DATABASE_URL: `postgres://postgres:${postgresPassword}@127.0.0.1:${port}/app`,
        PAYLOAD_SECRET: payloadSecret,
        ADMIN_KEY: server.adminKey,
      },
    })
    // Due at once for both instances' polls, plus a request on each that runs its email at once.
    const db = await connectToDatabase(server)
    try {
      await db.query(
        `INSERT INTO payload_jobs (task_slug, input, queue)
         SELECT 'send-email', jsonb_build_object('email', jsonb_build_object('kind', 'welcome', 'to', 'twice-' || n || '@example.com', 'firstName', 'Nadia')), 'default'
           FROM generate_series(1, 30) AS n`,
      )
      for (const [index, instance] of [server, secondServer].entries()) {
        const response = await new ApiClient(instance.baseUrl).post(
          '/api/register',
          newClientData({ email: `twice-register-${index}@example.com` }),
        )
        expect(response.status).toBe(201)
      }
      await expect
        .poll(() => jobsToSend(db), {
          timeout: 30_000,
        })
        .toBe(0)
    } finally {
      await db.end()
    }
    await smtp.waitForMail((m) => m.to.includes('twice-register-1@example.com'), 10_000)
    // Two poll periods more: a second sending of any of them would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const recipients = smtp.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith('twice-'))
    expect(recipients).toHaveLength(32)
    expect(new Set(recipients).size).toBe(32)
  }, 180_000)

  it('answers a burst of guide requests first, then sends every one of their emails, once', async () => {
    // Each request from its own address (X-Forwarded-For trusted): the per-address limit is not what is tested.
    server = await startTestServer({ env: { ...fastQueue, TRUST_PROXY: '1', LOG_LEVEL: 'error' } })
    let sent = 0
    const burst = await autocannon({
      url: `${server.baseUrl}/api/save-lead`,
      method: 'POST',
      connections: 20,
      duration: 3,
      requests: [
        {
          setupRequest: (request) => {
            const n = ++sent
            return {
              ...request,
              headers: { 'content-type': 'application/json', origin: server!.baseUrl, 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
              body: JSON.stringify(guideRequest({ email: `rafale-${n}@example.com` })),
            }
          },
        },
      ],
    })
    expect(burst.errors).toBe(0)
    expect(burst.non2xx).toBe(0)
    const db = await connectToDatabase(server)
    try {
      // The queue gives way while the server is saturated (at most 10 s), then sends the backlog.
      await expect.poll(() => jobsToSend(db), { timeout: 60_000, interval: 250 }).toBe(0)
      // Counted once the queue is empty: the requests still in flight when the load stopped have written theirs too.
      const { rows } = await db.query<{ count: string }>(`SELECT count(*) FROM leads WHERE email LIKE 'rafale-%'`)
      const leads = Number(rows[0]!.count)
      expect(leads).toBeGreaterThanOrEqual(burst.requests.total)
      const outbox = path.join(server.dataDir, 'outbox')
      const emls = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))
      // The guide to each visitor and the team's notice of each request, none twice.
      expect(emls.length).toBe(2 * leads)
      const guides = emls
        .map((name) => /^To: (rafale-\d+@example\.com)$/m.exec(fs.readFileSync(path.join(outbox, name), 'utf8'))?.[1])
        .filter(Boolean)
      expect(guides.length).toBe(leads)
      expect(new Set(guides).size).toBe(leads)
    } finally {
      await db.end()
    }
  }, 120_000)

  it('writes to the outbox folder when no SMTP server is configured', async () => {
    server = await startTestServer({ env: fastQueue })
    const response = await new ApiClient(server.baseUrl).post('/api/save-lead', guideRequest({ email: 'outbox.guide@example.com' }))
    expect(response.status).toBe(201)
    const outbox = path.join(server.dataDir, 'outbox')
    const written = async () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [])
    // The guide to the visitor, and the team's notice of the request (issue 35).
    await expect.poll(async () => (await written()).length, { timeout: 15_000 }).toBe(2)
    const emls = (await written()).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    const guide = emls.find((eml) => eml.includes('To: outbox.guide@example.com'))
    expect(guide).toMatch(/Content-Type: application\/pdf; name=guide-creation-entreprise-algerie\.pdf/)
    expect(emls.find((eml) => eml !== guide)).toMatch(/Subject: =\?UTF-8\?Q\?Nouvelle_demande/)
  })
})
