/**
 * `npm run db:backup` while the site serves writes, then `npm run db:restore` into a fresh
 * DATA_DIR and into an empty DATABASE_URL database: the restored server starts, every write
 * acknowledged before the backup began is there, the demo logins work, the uploaded files came
 * back byte for byte, and new rows get new ids. A restore never overwrites anything.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { downloadDocument, minimalPdf, uploadDocument } from '../helpers/document-files'
import { adminSession, newClientData } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
const sourceDir = tmp('backup-source')
const restoredDir = tmp('backup-restored')
const backupFile = path.join(tmp('backup-files'), 'sauvegarde.tar.gz')
const uploaded = minimalPdf('Statuts signes')
let uploadedId = 0
const env = { TRUST_PROXY: '1' }
let source: TestServer | undefined
let restored: TestServer | undefined

/** An npm script as an operator runs it, on a given DATA_DIR (and DATABASE_URL, if any). */
async function npmScript(args: string[], scriptEnv: Record<string, string>) {
  // As an operator's shell: vitest's NODE_ENV=test and any DATABASE_URL of the test run stay out.
  const inherited = Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'DATABASE_URL')
  const childEnv = { ...Object.fromEntries(inherited), ...scriptEnv } as NodeJS.ProcessEnv
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', ...args], { cwd: root, env: childEnv, timeout: 120_000 })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

async function emailsIn(server: Pick<TestServer, 'dataDir'>, emails: string[]): Promise<string[]> {
  const db = await connectToDatabase(server)
  try {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [emails])
    return rows.map((row) => row.email).sort()
  } finally {
    await db.end()
  }
}

/** Sign-ups one after the other until told to stop; the emails answered 201, in order. */
function keepSigningUp(baseUrl: string, writer: number, acknowledged: string[], stop: { now: boolean }) {
  return (async () => {
    for (let n = 0; !stop.now; n++) {
      const data = newClientData({ email: `backup-${writer}-${n}@example.com` })
      const api = new ApiClient(baseUrl, { 'X-Forwarded-For': `10.77.${writer}.${n % 250}` })
      if ((await api.post('/api/register', data)).status === 201) acknowledged.push(data.email)
    }
  })()
}

/** The demo client, logged in, and its project (the seed gives it one). */
async function demoClient(server: TestServer) {
  const client = new ApiClient(server.baseUrl, { 'X-Forwarded-For': `10.78.${server.pid % 250}.1` })
  expect((await client.post('/api/login', { email: 'client@example.com', password: 'demo1234' })).status).toBe(200)
  const projects = await client.get<{ projects: { id: number }[] }>('/api/projects')
  return { client, projectId: projects.body.projects[0]!.id }
}

beforeAll(async () => {
  source = await startTestServer({ dataDir: sourceDir, env, seedDemo: true })
  // A document sent through the product: its file lives under DATA_DIR/uploads.
  const { client, projectId } = await demoClient(source)
  const upload = await uploadDocument(source.baseUrl, client, projectId, {
    kind: 'identity',
    file: { name: 'passeport.pdf', bytes: uploaded },
  })
  expect(upload.status, JSON.stringify(upload.body)).toBe(201)
  uploadedId = upload.body.document!.id
}, 120_000)

afterAll(async () => {
  await restored?.stop()
  await source?.stop()
  for (const dir of [sourceDir, restoredDir, path.dirname(backupFile)]) fs.rmSync(dir, { recursive: true, force: true })
})

describe('npm run db:backup and npm run db:restore', () => {
  const acknowledged: string[] = []
  let acknowledgedBeforeBackup: string[] = []

  it('backs up while sign-ups keep being answered', async () => {
    const stop = { now: false }
    const writers = [1, 2, 3].map((writer) => keepSigningUp(source!.baseUrl, writer, acknowledged, stop))
    for (const deadline = Date.now() + 30_000; acknowledged.length < 6 && Date.now() < deadline;) await sleep(100)
    acknowledgedBeforeBackup = [...acknowledged]
    const countBefore = acknowledged.length
    // The uploaded passport and the demo blog's library images (each in its sizes): every file is in the backup.
    const filesUploaded = fs
      .readdirSync(path.join(sourceDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).length
    const backup = await npmScript(['db:backup', '--', backupFile], { DATA_DIR: sourceDir })
    const countAfter = acknowledged.length
    stop.now = true
    await Promise.all(writers)

    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain(`Sauvegarde écrite : ${backupFile}`)
    expect(filesUploaded).toBeGreaterThan(1)
    expect(backup.output).toContain(`${filesUploaded} fichiers déposés`)
    // The site kept answering writes during the backup.
    expect(countAfter).toBeGreaterThan(countBefore)
    expect(acknowledgedBeforeBackup.length).toBeGreaterThan(0)
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600)
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual([path.basename(backupFile)])
  }, 120_000)

  it('restores into a fresh DATA_DIR: the server starts with every write acknowledged before the backup, the demo logins and the files', async () => {
    const restore = await npmScript(['db:restore', '--', backupFile], { DATA_DIR: restoredDir })
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toMatch(/restaurée dans/)

    restored = await startTestServer({ dataDir: restoredDir, env, seedDemo: true, cmsAdmin: true })
    expect(await emailsIn(restored, acknowledgedBeforeBackup)).toEqual([...acknowledgedBeforeBackup].sort())
    // No write acknowledged after the backup ended can be in it (the copy is one snapshot).
    const inRestored = new Set(await emailsIn(restored, acknowledged))
    const inSource = new Set(await emailsIn(source!, acknowledged))
    expect([...inRestored].every((email) => inSource.has(email))).toBe(true)

    // The demo client logs in, and downloads the document it sent before the backup, byte for byte.
    const { client } = await demoClient(restored)
    const download = await downloadDocument(restored.baseUrl, client.cookieHeader(), uploadedId)
    expect(download.status).toBe(200)
    expect(download.bytes.equals(uploaded)).toBe(true)
    // The restored instance kept its generated secrets, so the demo editor's password still works.
    const { editorPassword } = JSON.parse(fs.readFileSync(path.join(sourceDir, 'secrets.json'), 'utf8')) as { editorPassword: string }
    const editor = new ApiClient(restored.baseUrl)
    expect((await editor.post('/cms-api/editors/login', { email: 'editeur@example.com', password: editorPassword })).status).toBe(200)

    // Sequences came back too: a new sign-up gets a new id.
    const fresh = newClientData()
    expect((await new ApiClient(restored.baseUrl, { 'X-Forwarded-For': '10.78.0.2' }).post('/api/register', fresh)).status).toBe(201)
    // Generated search columns were computed again on load: the search finds a restored client.
    const searched = acknowledgedBeforeBackup[0]!
    const search = await (
      await adminSession(restored)
    ).get<{ users: { email: string }[] }>(`/api/admin/users?q=${encodeURIComponent(searched)}`)
    expect(search.status).toBe(200)
    expect(search.body.users.map((user) => user.email)).toContain(searched)
  }, 180_000)

  it('restores into an empty DATABASE_URL database', async () => {
    const db = await connectToDatabase(restored!)
    const port = Number(fs.readFileSync(path.join(restoredDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
    const { postgresPassword } = JSON.parse(fs.readFileSync(path.join(restoredDir, 'secrets.json'), 'utf8')) as { postgresPassword: string }
    const otherDir = tmp('backup-url')
    try {
      await db.query('CREATE DATABASE restore_target')
      const url = `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/restore_target`
      const restore = await npmScript(['db:restore', '--', backupFile], { DATA_DIR: otherDir, DATABASE_URL: url })
      expect(restore.code, restore.output).toBe(0)
      expect(restore.output).toContain('restaurée dans la base de DATABASE_URL')

      const target = new (await import('pg')).default.Client({ connectionString: url })
      await target.connect()
      try {
        const { rows } = await target.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [acknowledgedBeforeBackup])
        expect(rows.length).toBe(acknowledgedBeforeBackup.length)
      } finally {
        await target.end()
      }
      // The same database again: it has tables now, so it is refused and left as it is.
      const againDir = tmp('backup-url-again')
      const again = await npmScript(['db:restore', '--', backupFile], { DATA_DIR: againDir, DATABASE_URL: url })
      fs.rmSync(againDir, { recursive: true, force: true })
      expect(again.code).toBe(1)
      expect(again.output).toContain('La base de DATABASE_URL n’est pas vide')
    } finally {
      await db.end()
      fs.rmSync(otherDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('never restores over an existing database, nor from a file that is not a backup, and leaves nothing behind', async () => {
    const users = async () => {
      const db = await connectToDatabase(restored!)
      try {
        return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]!.n)
      } finally {
        await db.end()
      }
    }
    const before = await users()
    const over = await npmScript(['db:restore', '--', backupFile], { DATA_DIR: restoredDir })
    expect(over.code).toBe(1)
    expect(over.output).toContain('contient déjà une base')
    expect(await users()).toBe(before)

    const emptyDir = tmp('backup-bad')
    try {
      const notABackup = await npmScript(['db:restore', '--', path.join(root, 'package.json')], { DATA_DIR: emptyDir })
      expect(notABackup.code).toBe(1)
      expect(notABackup.output).toContain('n’est pas une sauvegarde lisible')
      expect(fs.readdirSync(emptyDir)).toEqual([])
    } finally {
      fs.rmSync(emptyDir, { recursive: true, force: true })
    }
  }, 60_000)
})
