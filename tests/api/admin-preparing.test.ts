/**
 * `npm start` outside production builds Payload's admin (Next) in the background while the site
 * and /api already answer (scripts/build-admin.mjs). Until the build is in place /cms answers 503
 * with a French page that reloads itself; once it lands, the first request starts Next.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'
import express from 'express'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminBuildPaths, adminBuildState, lazyCmsAdmin, type AdminBuildState } from '@/cms/infra/http/admin-preparing'
import { adminSources } from '@/scripts/build-admin.mjs'
import { ADMIN_DIR, ADMIN_LOG_FILE, ADMIN_STATUS_FILE } from '@/scripts/build-stamp.mjs'
import { startTestServer, type TestServer } from '../helpers/test-server'

const root = path.resolve(import.meta.dirname, '../..')

async function expectPreparingPage(response: Response, title: string, refreshSeconds: number) {
  expect(response.status).toBe(503)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(response.headers.get('retry-after')).toBe(String(refreshSeconds))
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
  const html = await response.text()
  expect(html).toContain('<html lang="fr">')
  expect(html).toContain(`<h1>${title}</h1>`)
  expect(html).toContain(`<meta http-equiv="refresh" content="${refreshSeconds}">`)
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  // No script: the page works under the strictest policy, and reloads itself by the meta tag alone.
  expect(html).not.toContain('<script')
  return html
}

describe('/cms while the admin is not built (the real server)', () => {
  let server: TestServer
  // A build folder no one builds: for this server, the admin has never been built.
  const distDir = `.next-test-${process.pid}`
  const status = adminBuildPaths(path.join(root, 'cms/next'), distDir).status
  const setStatus = (content: object) => fs.writeFileSync(status, JSON.stringify(content))

  beforeAll(async () => {
    server = await startTestServer({ cmsAdmin: true, env: { NEXT_DIST_DIR: distDir } })
  })
  afterAll(async () => {
    fs.rmSync(status, { force: true })
    await server?.stop()
  })

  it('says in French that the admin is being prepared, with a 503 that reloads itself, while a build runs', async () => {
    setStatus({ state: 'building', pid: process.pid })
    for (const pathname of ['/cms', '/cms/login', '/cms/collections/blog-posts']) {
      const html = await expectPreparingPage(await fetch(`${server.baseUrl}${pathname}`), 'Préparation de l’administration…', 5)
      expect(html).toContain('environ une minute')
      expect(html).toContain('<a href="/">aller au site</a>')
    }
  })

  it('answers the site and /api meanwhile', async () => {
    setStatus({ state: 'building', pid: process.pid })
    const health = await fetch(`${server.baseUrl}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
    const home = await fetch(`${server.baseUrl}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<div id="root">')
  })

  it('answers Payload’s REST API and Next’s files with a JSON 503, and keeps client-auth paths closed', async () => {
    setStatus({ state: 'building', pid: process.pid })
    const api = await fetch(`${server.baseUrl}/cms-api/blog-posts`)
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('5')
    expect(await api.json()).toEqual({ success: false, error: expect.stringContaining('L’administration est en préparation') })
    expect((await fetch(`${server.baseUrl}/_next/static/chunks/main.js`)).status).toBe(503)
    expect((await fetch(`${server.baseUrl}/cms-api/users/login`, { method: 'POST' })).status).toBe(404)
  })

  it('says the build failed, in French, when it did, and logs it', async () => {
    setStatus({ state: 'failed', pid: process.pid })
    const html = await expectPreparingPage(await fetch(`${server.baseUrl}/cms`), 'La préparation de l’administration a échoué', 30)
    expect(html).toContain('role="alert"')
    expect(html).toContain('<code>cms/next/.next-build.log</code>')
    await expect.poll(() => server.logs()).toContain('Payload admin build failed')
  })

  it('says no build is running when none is', async () => {
    fs.rmSync(status, { force: true })
    const html = await expectPreparingPage(await fetch(`${server.baseUrl}/cms`), 'L’administration n’est pas encore construite', 10)
    expect(html).toContain('<code>npm start</code>')
  })

  it('does not log each of those expected 503s as an error', () => {
    expect(server.logs()).not.toContain('"statusCode":503')
  })
})

describe('the admin started when its build lands (the module over real HTTP)', () => {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    }),
  )
  let state: AdminBuildState = 'building'
  let starts = 0
  let failStart = false
  const admin = lazyCmsAdmin({
    state: () => state,
    start: async () => {
      starts++
      // Next's prepare() takes a moment: requests arriving meanwhile wait for the same start.
      await new Promise((resolve) => setTimeout(resolve, 100))
      if (failStart) throw new Error('corrupt build')
      return { middleware: (_req, res) => void res.send('admin de Next'), close: async () => undefined }
    },
    logger,
    siteName: 'Lance ta Boîte',
  })
  let base = ''
  let close: () => void = () => undefined

  beforeAll(async () => {
    const app = express()
    app.use(admin.middleware)
    app.get('/api/health', (_req, res) => void res.json({ status: 'ok' }))
    app.use((_req, res) => void res.send('le site'))
    const listening = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => listening.once('listening', resolve))
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
    close = () => listening.close()
  })
  afterAll(() => close())

  it('answers 503 on Next’s paths only, until the build is in place', async () => {
    await expectPreparingPage(await fetch(`${base}/cms`), 'Préparation de l’administration…', 5)
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' })
    expect(await (await fetch(`${base}/`)).text()).toBe('le site')
    expect(await (await fetch(`${base}/cmsx`)).text()).toBe('le site')
    expect(admin.pending()).toBe(true)
    expect(starts).toBe(0)
  })

  it('retries a start that failed, showing the failure meanwhile', async () => {
    state = 'ready'
    failStart = true
    await expectPreparingPage(await fetch(`${base}/cms`), 'La préparation de l’administration a échoué', 30)
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'Could not start Payload admin on its build' }))
    expect(admin.pending()).toBe(true)
    failStart = false
  })

  it('starts Next once, on the first requests after the build landed, then hands it every Next path', async () => {
    starts = 0
    const answers = await Promise.all(['/cms', '/cms/login', '/cms-api/editors/me'].map((pathname) => fetch(`${base}${pathname}`)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await answers[0]!.text()).toBe('admin de Next')
    expect(starts).toBe(1)
    expect(admin.pending()).toBe(false)
    state = 'building'
    // Started: the admin stays, whatever a later build does (it is picked up at the next start).
    expect(await (await fetch(`${base}/cms`)).text()).toBe('admin de Next')
  })
})

describe('the admin’s build state, from the files scripts/build-admin.mjs writes', () => {
  it('reads the folder and status names scripts/build-stamp.mjs uses', () => {
    const paths = adminBuildPaths(path.join(root, 'cms/next'), '.next')
    expect(paths).toEqual({
      build: path.join(root, ADMIN_DIR),
      status: path.join(root, ADMIN_STATUS_FILE),
      log: path.join(root, ADMIN_LOG_FILE),
    })
  })

  it('tells building, failed, ready and missing apart; a dead builder is not building', () => {
    const dir = fs.mkdtempSync(path.join(root, 'cms/next/.next-state-'))
    const paths = { build: path.join(dir, 'build'), status: path.join(dir, 'build-build.json'), log: path.join(dir, 'build-build.log') }
    try {
      expect(adminBuildState(paths)).toBe('missing')
      fs.mkdirSync(paths.build)
      fs.writeFileSync(path.join(paths.build, 'BUILD_ID'), 'x')
      expect(adminBuildState(paths)).toBe('ready')
      fs.writeFileSync(paths.status, JSON.stringify({ state: 'building', pid: process.pid }))
      expect(adminBuildState(paths)).toBe('building')
      // A process id no process has (above Linux's pid_max).
      fs.writeFileSync(paths.status, JSON.stringify({ state: 'building', pid: 2 ** 22 + 1 }))
      expect(adminBuildState(paths)).toBe('ready')
      fs.writeFileSync(paths.status, JSON.stringify({ state: 'failed', pid: process.pid }))
      expect(adminBuildState(paths)).toBe('failed')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('rebuilds the admin for what its build reads (collections, Payload’s config), not for the web app or an /api route', () => {
    const sources = adminSources()
    expect(sources).toContain('payload.config.ts')
    expect(sources).toContain('collections/blog-posts/index.ts')
    expect(sources.some((file) => file.startsWith('web/'))).toBe(false)
    expect(sources).not.toContain('cms/server.ts')
    expect(sources).not.toContain('cms/api-routes.ts')
  })
})
