/**
 * What an attacker's report found, closed: the web app's source maps are never served (even one
 * left in dist/web), the RSS feed gives readers a hostile title and excerpt as inert text, and
 * uploaded papers, backups, DATA_DIR and its secrets are for the server's user only (folders
 * 0700, files 0600), including what an older version left with wider modes.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xml2js } from 'xml-js'
import type { ApiBlogPost } from '@/contract/blog'
import type { ApiProject } from '@/contract/projects'
import type { ApiClient } from '../helpers/api-client'
import { minimalPdf, uploadDocument } from '../helpers/document-files'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const root = path.resolve(import.meta.dirname, '../..')
const assetsDir = path.join(root, 'dist/web/assets')
const mapsDir = path.join(root, 'dist/web-sourcemaps/assets')
const mode = (file: string) => fs.statSync(file).mode & 0o777

// A DATA_DIR as an older version left it: world-readable folders and files.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-'))
const uploadsDir = path.join(dataDir, 'uploads')
const documentsDir = path.join(uploadsDir, 'documents')
const olderDocument = path.join(documentsDir, 'ancien-passeport.pdf')
const backupsDir = path.join(dataDir, 'backups')
// A map a careless build or a copy by hand would leave where the assets are served from.
let plantedMap = ''

let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  fs.mkdirSync(documentsDir, { recursive: true })
  fs.mkdirSync(backupsDir)
  fs.writeFileSync(olderDocument, minimalPdf('Ancien envoi'))
  for (const [entry, wide] of [
    [dataDir, 0o755],
    [uploadsDir, 0o755],
    [documentsDir, 0o755],
    [olderDocument, 0o644],
    [backupsDir, 0o755],
  ] as const)
    fs.chmodSync(entry, wide)
  const script = fs.readdirSync(assetsDir).find((name) => name.endsWith('.js'))!
  plantedMap = path.join(assetsDir, `${script}.map`)
  fs.copyFileSync(path.join(mapsDir, `${script}.map`), plantedMap)

  server = await startTestServer({ dataDir, env: { TRUST_PROXY: '1' } })
  admin = await adminSession(server)
}, 180_000)
afterAll(async () => {
  await server?.stop()
  if (plantedMap) fs.rmSync(plantedMap, { force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('source maps', () => {
  it('builds none into dist/web: they are kept aside in dist/web-sourcemaps', () => {
    const served = fs.readdirSync(path.join(root, 'dist/web'), { recursive: true }).map(String)
    expect(served.filter((name) => name.endsWith('.map') && path.join(root, 'dist/web', name) !== plantedMap)).toEqual([])
    expect(fs.readdirSync(mapsDir).filter((name) => name.endsWith('.js.map')).length).toBeGreaterThan(0)
  })

  it('answers 404 to <asset>.map for every real asset, and to one that is there, however it is asked', async () => {
    const scripts = fs.readdirSync(assetsDir).filter((name) => /\.(js|css)$/.test(name))
    expect(scripts.length).toBeGreaterThan(0)
    for (const name of scripts) {
      const response = await fetch(`${server.baseUrl}/assets/${name}.map`, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(response.status, `${name}.map`).toBe(404)
      await response.arrayBuffer()
    }
    const planted = path.basename(plantedMap)
    // The asset itself is served, its map (present on disk) is not.
    expect((await fetch(`${server.baseUrl}/assets/${planted.replace(/\.map$/, '')}`)).status).toBe(200)
    for (const asked of [planted, planted.replace(/\.map$/, '%2Emap'), `${planted}.br`]) {
      const response = await fetch(`${server.baseUrl}/assets/${asked}`)
      expect(response.status, asked).toBe(404)
      expect(await response.text()).not.toContain('sourcesContent')
    }
    // Outside /assets, a map is an unknown page: the 404 page, never the file.
    const elsewhere = await fetch(`${server.baseUrl}/${planted}`)
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.text()).not.toContain('sourcesContent')
  })
})

describe('RSS feed', () => {
  type XmlElement = { name?: string; elements?: XmlElement[]; text?: string; cdata?: string }
  const child = (element: XmlElement | undefined, name: string) => element?.elements?.find((item) => item.name === name)
  const children = (element: XmlElement | undefined, name: string) => element?.elements?.filter((item) => item.name === name) ?? []
  const textOf = (element: XmlElement | undefined) => element?.elements?.map((item) => item.text ?? item.cdata ?? '').join('') ?? ''

  it('gives readers the title and description of a hostile article as inert text', async () => {
    const created = await admin.post<{ post: ApiBlogPost }>('/api/blog/posts', {
      title: '<img src=x onerror=alert(1)>Statuts',
      slug: 'statuts-hostiles',
      excerpt: '<script>alert(2)</script>Rédiger des <b>statuts</b> &amp; &lt;img src=y onerror=alert(3)&gt;les déposer',
      content: '<p>Un texte de plus de cinquante caractères, pour passer la règle du contenu.</p>',
      status: 'published',
      publishedAt: new Date().toISOString(),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    const response = await fetch(`${server.baseUrl}/blog/rss.xml`)
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xml).not.toMatch(/onerror|<script|alert\(/i)
    const channel = child(child(xml2js(xml) as XmlElement, 'rss'), 'channel')
    const item = children(channel, 'item').find((entry) => textOf(child(entry, 'link')).endsWith('/blog/statuts-hostiles'))
    expect(item).toBeDefined()
    // Plain text in the title; in the description (read as HTML), text escaped as HTML.
    expect(textOf(child(item, 'title'))).toBe('Statuts')
    expect(textOf(child(item, 'description'))).toBe('Rédiger des statuts &amp; les déposer')
  })
})

describe('files on disk', () => {
  it('keeps DATA_DIR 0700 and its secrets 0600', () => {
    // Under root, the embedded PostgreSQL's own user may traverse it (search only, no listing).
    expect(mode(dataDir).toString(8)).toBe(process.getuid?.() === 0 ? '711' : '700')
    expect(mode(path.join(dataDir, 'secrets.json')).toString(8)).toBe('600')
  })

  it('stores an uploaded paper 0600 in folders 0700, and makes older ones private too', async () => {
    const { client, api } = await loggedInClient(server)
    const project = await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: 'Ma SARL', type: 'creation' })
    expect(project.status).toBe(201)
    const uploaded = await uploadDocument(server.baseUrl, api, project.body.project.id, {
      kind: 'identity',
      file: { name: 'passeport.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)

    const stored = fs.readdirSync(documentsDir).filter((name) => name !== path.basename(olderDocument))
    expect(stored).toHaveLength(1)
    expect(mode(path.join(documentsDir, stored[0]!)).toString(8)).toBe('600')
    expect(mode(documentsDir).toString(8)).toBe('700')
    expect(mode(uploadsDir).toString(8)).toBe('700')
    expect(mode(olderDocument).toString(8)).toBe('600')
  })

  it('writes a backup 0600 in a folder 0700, its entries private too', async () => {
    // As an operator's shell runs it: vitest's NODE_ENV and any DATABASE_URL stay out.
    const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'DATABASE_URL')
    const env = Object.fromEntries([...inherited, ['DATA_DIR', dataDir]]) as NodeJS.ProcessEnv
    await promisify(execFile)('npm', ['run', '--silent', 'db:backup'], { cwd: root, env, timeout: 120_000 })

    const backups = fs.readdirSync(backupsDir).filter((name) => name.endsWith('.tar.gz'))
    expect(backups).toHaveLength(1)
    const backup = path.join(backupsDir, backups[0]!)
    expect(mode(backup).toString(8)).toBe('600')
    expect(mode(backupsDir).toString(8)).toBe('700')
    const modes: Record<string, string> = {}
    await tar.list({
      file: backup,
      onReadEntry: (entry) => {
        modes[entry.path] = ((entry.mode ?? 0) & 0o777).toString(8)
      },
    })
    const uploads = Object.entries(modes).filter(([name]) => name.startsWith('uploads/'))
    expect(uploads.length).toBeGreaterThanOrEqual(2)
    for (const [name, entryMode] of Object.entries(modes)) {
      expect(entryMode, name).toBe(name.endsWith('/') ? '700' : '600')
    }
    // Nothing readable by others was left beside it (the staging folder is gone).
    expect(fs.readdirSync(backupsDir)).toEqual(backups)
  })
})
