/**
 * GET /metrics (cms/infra/metrics): Prometheus's text format, behind METRICS_TOKEN on the public
 * port or on METRICS_PORT alone; route labels are templates whatever the paths asked; the pool,
 * the email queue and the payments as they really are; scrapes neither logged nor rate-limited.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '@/cms/infra/lib/free-port'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession } from '../helpers/factories'
import { checkoutRequest, guideRequest } from '../helpers/funnel'
import { rawGet } from '../helpers/raw-get'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

const token = randomBytes(24).toString('base64url')
const bearer = { Authorization: `Bearer ${token}` }

/** The groups of answers no /api route template claimed (cms/infra/metrics/http-metrics.ts). */
const GROUPS = ['web', 'assets', 'cms', 'seo', 'api', 'unmatched', '/metrics']
/** An /api route template: words and `:params`, never a number or a random id. */
const API_TEMPLATE = /^\/api(\/(:[a-zA-Z]+|[a-z][a-z-]*))+$/

async function scrape(baseUrl: string, headers: Record<string, string> = bearer): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.text()
}

/** One sample's value: `name{labels}` exactly as prom-client writes it, or NaN when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1))
}

const requestSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('http_requests_total{'))
const routeLabels = (text: string) => new Set(requestSeries(text).map((line) => /route="([^"]*)"/.exec(line)![1]!))

/**
 * The status of a whole answer: the body read to its end, so the server has finished it (and
 * counted it) before the next scrape. The status alone arrives with the headers, and a compressed
 * or streamed body may still be on its way.
 */
async function answeredStatus(url: string): Promise<number> {
  const response = await fetch(url)
  await response.arrayBuffer()
  return response.status
}

describe('GET /metrics with METRICS_TOKEN, on the public port', () => {
  let server: TestServer
  let db: pg.Client
  let smtp: SmtpCatcher | undefined
  let smtpPort: number
  let projectId: number
  let visitors = 0
  const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++visitors}` })

  beforeAll(async () => {
    // SMTP down at first: the queue's gauges then hold real waiting jobs (fast retries for when it comes back).
    smtpPort = await findFreePort()
    server = await startTestServer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      env: { METRICS_TOKEN: token, MAIL_RETRY_BASE_SECONDS: '1', JOBS_POLL_SECONDS: '1', TRUST_PROXY: '1', LOG_LEVEL: 'info' },
    })
    db = await connectToDatabase(server)
  })
  afterAll(async () => {
    await db?.end()
    await server?.stop()
    await smtp?.stop()
  })

  it('answers 401 without the token or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer' },
      { Authorization: `Bearer ${token}x` },
      { Authorization: `Basic ${token}` },
    ]
    for (const headers of attempts) {
      const response = await fetch(`${server.baseUrl}/metrics`, { headers })
      expect(response.status, JSON.stringify(headers)).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
      expect(await response.text()).not.toContain('http_requests_total')
    }
    await scrape(server.baseUrl)
  })

  it('counts a completed payment by provider', async () => {
    const before = sample(await scrape(server.baseUrl), 'payments_completed_total{provider="local"}')
    expect(before).toBe(0)
    expect(sample(await scrape(server.baseUrl), 'payments_completed_total{provider="stripe"}')).toBe(0)

    const { body } = checkoutRequest()
    const checkout = await visitor().post<{ url: string }>('/api/create-payment-session', body)
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!
    expect((await visitor().post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200)
    // A second click completes nothing more.
    expect((await visitor().post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200)

    const text = await scrape(server.baseUrl)
    expect(sample(text, 'payments_completed_total{provider="local"}')).toBe(before + 1)
    expect(text).toContain('http_requests_total{method="POST",route="/api/test-checkout/:id/pay",status="200"} 2')
    expect(text).not.toContain(sessionId)
    const { rows } = await db.query<{ project_id: number }>('SELECT project_id FROM payments WHERE provider_session_id = $1', [sessionId])
    projectId = rows[0]!.project_id
  })

  it('labels each answer with its route template or group, never a raw path, however many ids are asked', async () => {
    const admin = await adminSession(server)
    const ids = Array.from({ length: 8 }, () => String(100_000 + Math.floor(Math.random() * 1_000_000)))
    const uuids = Array.from({ length: 8 }, () => randomUUID())
    const round = async (id: string, uuid: string) => {
      expect((await admin.get(`/api/project/${id}`)).status).toBe(404)
      expect((await admin.get(`/api/projects/${id}/steps`)).status).toBe(404)
      expect((await visitor().post(`/api/projects/${id}`, {})).status).toBe(401)
      expect((await visitor().get(`/api/documents/${id}/download`)).status).toBe(401)
      expect((await visitor().get(`/api/blog/posts/${uuid}`)).status).toBe(404)
      expect((await visitor().get(`/api/${uuid}`)).status).toBe(404)
      expect(await answeredStatus(`${server.baseUrl}/${uuid}/page?ref=${uuid}`)).toBe(404)
      expect(await answeredStatus(`${server.baseUrl}/assets/${uuid}.js`)).toBe(404)
    }
    expect((await admin.get(`/api/project/${projectId}`)).status).toBe(200)
    expect((await admin.get(`/api/projects/${projectId}/steps`)).status).toBe(200)
    expect(await answeredStatus(`${server.baseUrl}/`)).toBe(200)
    expect(await answeredStatus(`${server.baseUrl}/robots.txt`)).toBe(200)
    for (let i = 0; i < 4; i++) await round(ids[i]!, uuids[i]!)

    const text = await scrape(server.baseUrl)
    for (const expected of [
      'http_requests_total{method="GET",route="/api/project/:id",status="200"} 1',
      'http_requests_total{method="GET",route="/api/project/:id",status="404"} 4',
      'http_requests_total{method="GET",route="/api/projects/:id/steps",status="200"} 1',
      'http_requests_total{method="GET",route="/api/projects/:id/steps",status="404"} 4',
      'http_requests_total{method="POST",route="/api/projects/:userId",status="401"} 4',
      'http_requests_total{method="GET",route="/api/documents/:id/download",status="401"} 4',
      'http_requests_total{method="GET",route="/api/blog/posts/:slug",status="404"} 4',
      'http_requests_total{method="GET",route="unmatched",status="404"} 8',
      'http_requests_total{method="GET",route="assets",status="404"} 4',
      'http_requests_total{method="GET",route="web",status="200"} 1',
      'http_requests_total{method="GET",route="seo",status="200"} 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/project\/:id",status_class="4xx"\} \d+/,
    )
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="10",method="GET",route="\/api\/project\/:id",status_class="2xx"\} 1/)
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/project/:id",status_class="4xx"} 4')
    for (const label of routeLabels(text)) expect(GROUPS.includes(label) || API_TEMPLATE.test(label), label).toBe(true)
    for (const id of [...ids, ...uuids, String(projectId)]) expect(text).not.toMatch(new RegExp(`route="[^"]*${id}`))

    // More ids, same shapes: not one more series.
    const series = requestSeries(text).length
    for (let i = 4; i < 8; i++) await round(ids[i]!, uuids[i]!)
    const after = await scrape(server.baseUrl)
    expect(requestSeries(after)).toHaveLength(series)
    expect(after).toContain('http_requests_total{method="GET",route="/api/project/:id",status="404"} 8')
  })

  it('reads the database pool when scraped, and gives Node’s own metrics without a prefix', async () => {
    const text = await scrape(server.baseUrl)
    const total = sample(text, 'db_pool_total_clients')
    expect(total).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'db_pool_idle_clients')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'db_pool_idle_clients')).toBeLessThanOrEqual(total)
    // Read before the scrape's own query asks for a connection; the job runner may be waiting for one.
    expect(Number.isInteger(sample(text, 'db_pool_waiting_clients'))).toBe(true)
    expect(sample(text, 'db_pool_max_clients')).toBe(10)
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'))
    }
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  it('shows the email queue as it is: a guide waiting while SMTP is down, sent once it is back', async () => {
    const unfinished = async () => {
      const { rows } = await db.query<{ pending: string; failed: string }>(
        `SELECT count(*) FILTER (WHERE has_error IS NOT TRUE) AS pending, count(*) FILTER (WHERE has_error IS TRUE) AS failed
           FROM payload_jobs WHERE task_slug = 'send-email' AND completed_at IS NULL`,
      )
      return { pending: Number(rows[0]!.pending), failed: Number(rows[0]!.failed) }
    }
    const email = `guide-${randomUUID().slice(0, 8)}@example.com`
    expect((await visitor().post('/api/save-lead', guideRequest({ email }))).status).toBe(201)
    const guideTries = async () =>
      Number((await db.query(`SELECT total_tried FROM payload_jobs WHERE input->'email'->>'to' = $1`, [email])).rows[0]?.total_tried ?? 0)
    await expect.poll(guideTries, { timeout: 15_000 }).toBeGreaterThan(0)
    // While SMTP is down nothing completes: the gauges and the database agree (the guide, the order's emails).
    let text = await scrape(server.baseUrl)
    const stored = await unfinished()
    expect(stored.pending).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'email_queue_pending_jobs')).toBe(stored.pending)
    expect(sample(text, 'email_queue_failed_jobs')).toBe(0)
    expect(sample(text, 'email_sends_total{outcome="failed"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'email_sends_total{outcome="sent"}')).toBe(0)

    // One given up on after its last attempt.
    await db.query(
      `INSERT INTO payload_jobs (task_slug, input, queue, has_error, total_tried)
       VALUES ('send-email', jsonb_build_object('email', jsonb_build_object('kind', 'welcome', 'to', 'lost@example.com')), 'default', true, 10)`,
    )
    text = await scrape(server.baseUrl)
    expect(sample(text, 'email_queue_failed_jobs')).toBe(1)

    smtp = await startSmtpCatcher(smtpPort)
    await smtp.waitForMail((mail) => mail.to.includes(email), 40_000)
    await expect
      .poll(async () => sample(await scrape(server.baseUrl), 'email_sends_total{outcome="sent"}'), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1)
    // The guide's job is gone once its run records the send (just after the mail arrived).
    await expect
      .poll(async () => sample(await scrape(server.baseUrl), 'email_queue_pending_jobs'), { timeout: 10_000 })
      .toBeLessThan(stored.pending)
    expect(sample(await scrape(server.baseUrl), 'email_queue_failed_jobs')).toBe(1)
  }, 90_000)

  it('is neither rate-limited, nor kept by a cache, nor logged for each scrape', async () => {
    const counted = (text: string) => sample(text, 'http_requests_total{method="GET",route="/metrics",status="200"}')
    let previous = counted(await scrape(server.baseUrl))
    for (let i = 0; i < 40; i++) {
      const text = await scrape(server.baseUrl)
      // Each answer is made for its scrape: it has counted the one before.
      expect(counted(text)).toBe(previous + 1)
      previous = counted(text)
    }
    // Compressed like the site's other text, for a scraper that asks.
    const gzipped = await rawGet(`${server.baseUrl}/metrics`, { ...bearer, 'Accept-Encoding': 'gzip' })
    expect(gzipped.status).toBe(200)
    expect(gzipped.encoding).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toContain('http_requests_total{')

    // The server logs at info here: other requests have their line, /metrics none (401s included).
    const logs = server.logs()
    expect(logs).toMatch(/"url":"\/api\/project\/\d+"/)
    expect(logs).not.toContain('"url":"/metrics"')
  })
})

describe('METRICS_PORT: /metrics on a port of its own', () => {
  it('serves there only (with the token when one is set too), never on the public port', async () => {
    const metricsPort = await findFreePort()
    const server = await startTestServer({ env: { METRICS_PORT: String(metricsPort), METRICS_TOKEN: token } })
    try {
      const own = `http://127.0.0.1:${metricsPort}`
      expect((await fetch(`${server.baseUrl}/metrics`, { headers: bearer })).status).toBe(404)
      expect((await fetch(`${own}/metrics`)).status).toBe(401)
      const text = await scrape(own)
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1')
      expect(sample(text, 'db_pool_total_clients')).toBeGreaterThanOrEqual(1)
      expect((await fetch(`${own}/`, { headers: bearer })).status).toBe(404)
    } finally {
      await server.stop()
    }
  })

  it('needs no token there when none is set; without a token the public port has no /metrics', async () => {
    const metricsPort = await findFreePort()
    const server = await startTestServer({ env: { METRICS_PORT: String(metricsPort) } })
    try {
      expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404)
      expect((await fetch(`${server.baseUrl}/metrics`, { headers: bearer })).status).toBe(404)
      const text = await scrape(`http://127.0.0.1:${metricsPort}`, {})
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 2')
    } finally {
      await server.stop()
    }
  })
})
