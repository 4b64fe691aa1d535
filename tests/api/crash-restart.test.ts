/**
 * The single-machine default after a crash: `kill -9` of the server (the out-of-memory killer, a
 * supervisor's hard stop) leaves its embedded PostgreSQL running. The next start must recognise
 * it, stop it cleanly and come up, without losing any write it had acknowledged; and a second
 * live server on the same DATA_DIR must still be refused, by a message that names the first.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { newClientData } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-restart-'))
const env = { TRUST_PROXY: '1' }
let server: TestServer | undefined

afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const CYCLES = 5
const WRITERS = 4

/** Sign-ups one after the other until the server goes away; the emails it answered 2xx. */
async function signUpUntilGone(baseUrl: string, writer: string): Promise<string[]> {
  const acknowledged: string[] = []
  for (let n = 0; ; n++) {
    const data = newClientData({ email: `crash-${writer}-${n}@example.com` })
    // Each sign-up from its own address: the per-address limits are not what is tested here.
    const api = new ApiClient(baseUrl, { 'X-Forwarded-For': `10.${writer.replaceAll('-', '.')}.${n % 250}` })
    try {
      const response = await api.post('/api/register', data)
      if (response.status === 201) acknowledged.push(data.email)
    } catch {
      return acknowledged // the connection broke: the server is gone
    }
  }
}

describe('after kill -9 of the server', () => {
  it(`starts again by itself, ${CYCLES} times, and keeps every acknowledged write`, async () => {
    server = await startTestServer({ dataDir, env })
    const acknowledged: string[] = []
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const running = server
      const writes = Array.from({ length: WRITERS }, (_, writer) => signUpUntilGone(running.baseUrl, `${cycle}-${writer}`))
      await sleep(1_500)
      await running.crash()
      for (const emails of await Promise.all(writes)) acknowledged.push(...emails)
      // Its PostgreSQL is still running on DATA_DIR/postgres: the next start must deal with it.
      server = await startTestServer({ dataDir, env })
      expect(server.logs()).toContain('shutting it down cleanly')
    }

    expect(acknowledged.length).toBeGreaterThan(CYCLES)
    const db = await connectToDatabase(server)
    try {
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [acknowledged])
      expect(rows.map((row) => row.email).sort()).toEqual([...acknowledged].sort())
    } finally {
      await db.end()
    }
    const health = await fetch(`${server.baseUrl}/api/health`)
    expect(health.status).toBe(200)
  }, 300_000)

  it('still refuses a second live server on the same DATA_DIR, naming the first; the first keeps serving', async () => {
    const first = server!
    await expect(startTestServer({ dataDir, env })).rejects.toThrow(
      new RegExp(
        `DATA_DIR \\(${dataDir.replaceAll('/', '\\/')}\\) est déjà utilisé par un autre serveur en marche \\(processus ${first.pid}\\)`,
      ),
    )
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200)
    const api = new ApiClient(first.baseUrl, { 'X-Forwarded-For': '10.200.0.1' })
    expect((await api.post('/api/register', newClientData())).status).toBe(201)
  }, 120_000)
})

/** The embedded PostgreSQL's postmaster process id. */
const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])

describe('after kill -9 of the embedded PostgreSQL under a running server', () => {
  it('answers 503 in JSON meanwhile, is healthy again within 10 seconds, and stores new writes', async () => {
    const running = server!
    process.kill(postmasterPid(), 'SIGKILL')
    const killedAt = Date.now()
    const statuses = new Set<number>()
    let healthy = false
    while (!healthy && Date.now() - killedAt < 10_000) {
      for (const route of ['/api/health', '/api/blog/posts']) {
        const response = await fetch(`${running.baseUrl}${route}`)
        statuses.add(response.status)
        const body = (await response.json()) as { success: boolean; error?: string }
        if (response.status === 503) expect(body.success).toBe(false)
        // Backends outlive a killed postmaster for a moment and may still answer: healthy counts
        // once the outage was seen (a 503) or the server says it restarted PostgreSQL.
        const recovered = statuses.has(503) || running.logs().includes('The embedded PostgreSQL runs again')
        if (route === '/api/health' && response.status === 200 && recovered) healthy = true
      }
      await sleep(100)
    }
    expect(healthy, running.logs()).toBe(true)
    expect(
      [...statuses].every((status) => status === 200 || status === 503),
      JSON.stringify([...statuses]),
    ).toBe(true)
    expect(statuses.has(503)).toBe(true)
    expect(running.logs()).toContain('The embedded PostgreSQL runs again')

    const data = newClientData()
    const api = new ApiClient(running.baseUrl, { 'X-Forwarded-For': '10.201.0.1' })
    expect((await api.post('/api/register', data)).status).toBe(201)
    const db = await connectToDatabase(running)
    try {
      expect((await db.query('SELECT 1 FROM users WHERE email = $1', [data.email])).rowCount).toBe(1)
    } finally {
      await db.end()
    }
  }, 60_000)

  it('exits non-zero when PostgreSQL cannot be started again, and the next start works once it can', async () => {
    const running = server!
    // A setting PostgreSQL refuses: every restart fails until it is taken out again.
    const autoConf = path.join(dataDir, 'postgres', 'postgresql.auto.conf')
    const original = fs.readFileSync(autoConf, 'utf8')
    fs.appendFileSync(autoConf, "\nshared_buffers = 'not a size'\n")
    process.kill(postmasterPid(), 'SIGKILL')
    const code = await running.exited
    expect(code).toBe(1)
    expect(running.logs()).toContain('cannot be started again')

    fs.writeFileSync(autoConf, original)
    server = await startTestServer({ dataDir, env })
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
  }, 90_000)
})
