import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVER_ENTRY } from '@/scripts/build-stamp.mjs'
import { ApiClient } from '../helpers/api-client'
import { registerClient } from '../helpers/factories'
import { startTestServer } from '../helpers/test-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('start, stop, start again', () => {
  it('keeps the data and the generated secrets across restarts, and stops cleanly', async () => {
    // A real first start, as a new `npm start`: initdb and every migration, not a template's copy.
    const first = await startTestServer({ dataDir, env: { ADMIN_KEY: '' }, fromTemplate: false })
    const client = await registerClient(first)
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { adminKey: string }
    expect(secrets.adminKey.length).toBeGreaterThanOrEqual(24)
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o077).toBe(0)
    expect(await first.stop()).toBe(0)

    const second = await startTestServer({ dataDir, env: { ADMIN_KEY: '' } })
    try {
      const api = new ApiClient(second.baseUrl)
      expect((await api.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
      // The generated key is the same one: the back-office opens with it.
      expect((await api.post('/api/admin/login', { adminKey: secrets.adminKey })).status).toBe(200)
    } finally {
      await second.stop()
    }
    // Two cold starts of the server and its PostgreSQL: seconds alone, more on a busy machine.
  }, 90_000)
})

describe('production configuration', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })

  it('refuses to start without secrets', () => {
    const result = run({})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Configuration de production refusée')
    expect(result.stderr).toContain('PAYLOAD_SECRET')
    expect(result.stderr).toContain('ADMIN_KEY')
  })

  it('refuses weak secrets', () => {
    const result = run({
      PAYLOAD_SECRET: 'secret',
      ADMIN_KEY: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET')
    expect(result.stderr).toContain('ADMIN_KEY')
  })
})
