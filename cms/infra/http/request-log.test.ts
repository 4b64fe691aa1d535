import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestLog, withoutSecrets } from './request-log'

const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)))
    done()
  },
})

async function serve(level: string) {
  const app = express()
  app.use(requestLog(pino({ level }, sink), { ignore: (url) => url === '/health' }))
  app.get('/ok', (_req, res) => res.json({ ok: true }))
  app.get('/boom', (_req, res) => res.status(500).json({ error: 'x' }))
  app.get('/health', (_req, res) => res.json({ ok: true }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** The 'close' listener runs after the client has its answer: wait for the line. */
async function nextLines(count: number) {
  for (let i = 0; i < 50 && lines.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10))
  return lines
}

describe('requestLog', () => {
  let info: Awaited<ReturnType<typeof serve>>
  let quiet: Awaited<ReturnType<typeof serve>>
  beforeAll(async () => {
    info = await serve('info')
    quiet = await serve('error')
  })
  afterAll(() => {
    info.server.close()
    quiet.server.close()
  })

  it('writes one line per request with its method, URL, status and time; 4xx at warn, 5xx at error', async () => {
    lines.length = 0
    await fetch(`${info.base}/ok?page=2`)
    await fetch(`${info.base}/nope`)
    await fetch(`${info.base}/boom`)
    const [ok, missing, boom] = await nextLines(3)
    expect(ok).toMatchObject({ level: 30, req: { method: 'GET', url: '/ok?page=2' }, res: { statusCode: 200 }, msg: 'request completed' })
    expect(typeof ok.responseTime).toBe('number')
    expect(missing).toMatchObject({ level: 40, req: { url: '/nope' }, res: { statusCode: 404 } })
    expect(boom).toMatchObject({ level: 50, req: { url: '/boom' }, res: { statusCode: 500 } })
  })

  it('skips ignored URLs and lines below the level', async () => {
    lines.length = 0
    await fetch(`${info.base}/health`)
    await fetch(`${quiet.base}/ok`)
    await fetch(`${quiet.base}/boom`)
    const logged = await nextLines(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ level: 50, req: { url: '/boom' } })
  })
})

describe('withoutSecrets', () => {
  it('masks a token in the query string and keeps the rest', () => {
    expect(withoutSecrets('/reinitialiser-mot-de-passe?token=abc123&x=1')).toBe('/reinitialiser-mot-de-passe?token=[masqué]&x=1')
    expect(withoutSecrets('/cms/reset?lang=fr&Token=zz')).toBe('/cms/reset?lang=fr&Token=[masqué]')
    expect(withoutSecrets('/blog?q=token')).toBe('/blog?q=token')
    expect(withoutSecrets('/cms/reset/0a1b2c')).toBe('/cms/reset/[masqué]')
  })
})
