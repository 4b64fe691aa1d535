/**
 * Several instances on one database, as a rolling deploy or an autoscaler runs them: started at
 * the same instant on an empty database they take turns to migrate and seed, and all come up
 * ready (cms/infra/db/advisory-lock.ts); a write on one empties the others' caches within a
 * second (cms/infra/db/change-feed.ts); SIGTERM drains an instance without failing a request
 * (cms/infra/http/lifecycle.ts, cms/server.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminStatsResponse } from '@/contract/admin-stats'
import type { ApiBlogPost } from '@/contract/blog'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const SHARED_DATABASE = 'shared_by_instances'
/** The longest a change may take to reach another instance. */
const WITHIN_MS = 1_000

let host: TestServer
let db: pg.Client
/** The instances' database, seen directly. */
let shared: pg.Client
let instances: TestServer[] = []

beforeAll(async () => {
  // One PostgreSQL (the host server's embedded one) with an empty database for the instances.
  host = await startTestServer()
  db = await connectToDatabase(host)
  await db.query(`CREATE DATABASE ${SHARED_DATABASE}`)
  const { payloadSecret, postgresPassword } = JSON.parse(fs.readFileSync(path.join(host.dataDir, 'secrets.json'), 'utf8')) as {
    payloadSecret: string
    postgresPassword: string
  }
  const port = Number(fs.readFileSync(path.join(host.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
  const env = {
    DATABASE_URL: `postgres://postgres:${postgresPassword}@127.0.0.1:${port}/${SHARED_DATABASE}`,
    PAYLOAD_SECRET: payloadSecret,
    ADMIN_KEY: host.adminKey,
    TRUST_PROXY: '1',
    // Long enough that only the change feed can explain a fresh answer within a second.
    COUNTERS_CACHE_SECONDS: '60',
    SHUTDOWN_DELAY_SECONDS: '2',
  }
  shared = new pg.Client({ connectionString: env.DATABASE_URL })
  await shared.connect()
  // The same instant, on a database without a single table: the demo seed too runs once.
  instances = await Promise.all([startTestServer({ env, seedDemo: true }), startTestServer({ env, seedDemo: true })])
}, 240_000)
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()))
  await shared?.end()
  await db?.end()
  await host?.stop()
})

/** The committed migrations (cms/migrations/index.ts lists them). */
const migrationNames = () =>
  fs.readdirSync(path.resolve(import.meta.dirname, '../../cms/migrations')).filter((file) => /^\d{8}_\d{6}_.*\.ts$/.test(file))

const get = (server: TestServer, url: string) => fetch(`${server.baseUrl}${url}`)

/** The back-office's contacts counter, as read through this instance. */
async function contactsCounter(instance: TestServer) {
  const staff = await adminSession(instance)
  return async () => (await staff.get<AdminStatsResponse>('/api/admin/stats')).body.stats.totalContacts
}

/** The public contact form, sent to this instance from its own address. */
async function sendContact(instance: TestServer, address: string, from: { firstName: string; lastName: string; message: string }) {
  const email = `${from.firstName}.${from.lastName}.instances@example.com`.toLowerCase()
  const sent = await new ApiClient(instance.baseUrl, { 'X-Forwarded-For': address }).post('/api/contacts', { ...from, email })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
}

describe('instances started together on an empty database', () => {
  it('take turns to migrate and seed: both are ready, the migrations ran once and the demo content exists once', async () => {
    for (const instance of instances) {
      const ready = await get(instance, '/api/health/ready')
      expect(ready.status).toBe(200)
      expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' })
      expect((await get(instance, '/api/health')).status).toBe(200)
    }
    const migrations = await shared.query<{ name: string; n: string }>('SELECT name, count(*) AS n FROM payload_migrations GROUP BY name')
    expect(migrations.rows.length).toBe(migrationNames().length)
    expect(migrations.rows.every((row) => row.n === '1')).toBe(true)
    const demoClients = await shared.query(`SELECT 1 FROM users WHERE email = 'client@example.com'`)
    expect(demoClients.rowCount).toBe(1)
    // And each instance says it started cleanly (neither hit the other's tables half made).
    for (const instance of instances) expect(instance.logs()).not.toMatch(/already exists|Migration.*failed/i)
  })
})

describe('one truth across instances', () => {
  it('an article put back to draft on one instance is gone from the other within a second', async () => {
    const [writer, reader] = instances as [TestServer, TestServer]
    const admin = await adminSession(writer)
    const article = {
      title: 'Ouvrir un compte bancaire professionnel',
      slug: 'compte-bancaire-deux-instances',
      content: '<p>Un texte de plus de cinquante caractères, pour passer la règle du contenu.</p>',
    }
    const created = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', { ...article, status: 'published' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const post = created.body.post

    // The reader serves it, and keeps it (its public reads and pages are cached).
    for (const url of [`/api/blog/posts/${post.slug}`, `/blog/${post.slug}`]) {
      await expect.poll(async () => (await get(reader, url)).status, { timeout: WITHIN_MS }).toBe(200)
      expect((await get(reader, url)).status).toBe(200)
    }

    const unpublished = await admin.request('PUT', `/api/blog/posts/${post.id}`, { ...article, status: 'draft' })
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200)
    const changedAt = Date.now()
    for (const url of [`/api/blog/posts/${post.slug}`, `/blog/${post.slug}`]) {
      await expect.poll(async () => (await get(reader, url)).status, { timeout: WITHIN_MS, interval: 50 }).toBe(404)
    }
    expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS)
  })

  it('the back-office counters of every instance count a write made on another within a second', async () => {
    const [writer, reader] = instances as [TestServer, TestServer]
    const contacts = await contactsCounter(reader)
    const before = await contacts()
    expect(await contacts()).toBe(before) // kept (COUNTERS_CACHE_SECONDS is a minute here)

    await sendContact(writer, '10.91.0.1', {
      firstName: 'Yacine',
      lastName: 'Belkacem',
      message: 'Bonjour, je souhaite créer une SARL à Oran.',
    })
    await expect.poll(contacts, { timeout: WITHIN_MS, interval: 50 }).toBe(before + 1)
  })
  it('the feed comes back after its connection is cut, and what was announced meanwhile is not kept', async () => {
    const [writer, reader] = instances as [TestServer, TestServer]
    const contacts = await contactsCounter(reader)
    const before = await contacts()
    // PostgreSQL restarted, a network blip: every listening connection is cut.
    const cut = await shared.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'change-feed' AND datname = current_database()`,
    )
    expect(cut.rowCount).toBe(instances.length)
    await sendContact(writer, '10.91.0.2', {
      firstName: 'Nadia',
      lastName: 'Ferhat',
      message: 'Bonjour, je voudrais domicilier ma société à Alger.',
    })
    await expect.poll(contacts, { timeout: WITHIN_MS * 2, interval: 50 }).toBe(before + 1)
    await expect
      .poll(
        async () =>
          (await shared.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'change-feed' AND datname = current_database()`))
            .rowCount,
        {
          timeout: 5_000,
        },
      )
      .toBe(instances.length)
  })
})

describe('draining on SIGTERM', () => {
  it('says 503 to the readiness probe at once, keeps answering meanwhile, and no request behind a balancer fails', async () => {
    const [leaving, staying] = instances as [TestServer, TestServer]
    // A balancer as Caddy or a cloud's works: round robin over the instances whose readiness probe
    // said 200 last time (probed every 100 ms).
    const ready = new Map(instances.map((instance) => [instance, true]))
    let probing = true
    const probe = (async () => {
      while (probing) {
        await Promise.all(
          instances.map(async (instance) => {
            const status = await get(instance, '/api/health/ready').then(
              (response) => response.status,
              () => 0,
            )
            ready.set(instance, status === 200)
          }),
        )
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()

    const failures: string[] = []
    const servedBy = new Map<TestServer, number>()
    let next = 0
    let sending = true
    const load = Array.from({ length: 8 }, async () => {
      while (sending) {
        const pool = instances.filter((instance) => ready.get(instance))
        const target = pool[next++ % pool.length]!
        try {
          const response = await get(target, '/api/blog/posts?limit=5')
          if (response.status !== 200) failures.push(`${response.status} from ${target.baseUrl}`)
          else servedBy.set(target, (servedBy.get(target) ?? 0) + 1)
          await response.arrayBuffer()
        } catch (error) {
          failures.push(`${(error as Error).message} from ${target.baseUrl}`)
        }
      }
    })

    await new Promise((resolve) => setTimeout(resolve, 500))
    const servedBeforeStop = servedBy.get(leaving) ?? 0
    expect(servedBeforeStop).toBeGreaterThan(0)
    const stopping = leaving.stop()
    // Draining: the probe says so at once, while the instance still answers.
    await expect.poll(async () => (await get(leaving, '/api/health/ready')).status, { timeout: 1_000, interval: 50 }).toBe(503)
    expect((await get(leaving, '/api/health')).status).toBe(200)
    expect((await get(leaving, '/api/blog/posts?limit=1')).status).toBe(200)

    const exitCode = await stopping
    // Some more traffic on the instance that stays.
    const servedByStaying = servedBy.get(staying) ?? 0
    await expect.poll(() => servedBy.get(staying) ?? 0, { timeout: 5_000 }).toBeGreaterThan(servedByStaying + 20)
    sending = false
    probing = false
    await Promise.all([...load, probe])

    expect(exitCode).toBe(0)
    expect(failures).toEqual([])
    expect(leaving.logs()).not.toMatch(/Shutdown took too long/)
  }, 60_000)
})
