/**
 * Template DATA_DIRs for the test servers: an embedded PostgreSQL already initialised and
 * migrated ('migrated'), and the same with the demo content seeded ('demo'), built once per build
 * by the tests' global setup (tests/setup/ensure-build.ts, through tests/setup/db-template-maker.ts)
 * and cached under node_modules/.cache/test-db-template/<key>, the key being the build's stamp
 * (every source, migrations and package-lock.json included), the maker's source and TEMPLATE_FORMAT.
 * startTestServer() copies one into its fresh DATA_DIR instead of running initdb and every migration
 * (and the seed) at each start.
 *
 * What a template holds, and so what a copy gets: DATA_DIR/postgres, stopped cleanly (no
 * postmaster.pid, no socket), and from secrets.json only what the files depend on: the cluster's
 * password and the demo editor's. Each server generates its own PAYLOAD_SECRET and admin key, picks
 * its own ports, and writes its own locks (server.pid, postmaster.pid).
 */
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { SERVER_BUNDLE } from '@/scripts/build.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/test-db-template')
/** Change it when what a template holds or how it is made changes here (the maker's source is in the key): older ones are then left aside. */
const TEMPLATE_FORMAT = 2

export type TemplateKind = 'migrated' | 'demo'

/** What makes them (migrations, then the demo seed with --seed), bundled once per preparation. */
const MAKER_SOURCE = 'tests/setup/db-template-maker.ts'

/** The files of DATA_DIR a copy takes; anything else (outbox, other uploads, locks) is the server's own. */
const POSTGRES = 'postgres'
const SECRETS = 'secrets.json'
/** The demo's images (issue 36): rows of the template's database whose files must come with it. */
const BLOG_MEDIA = 'uploads/blog-media'
/** PostgreSQL's own files of a running cluster: never copied (a clean stop removes them anyway). */
const RUNTIME_FILES = /^(postmaster\.pid|postmaster\.opts|\.s\.PGSQL\..*)$/

/** The key of the current build's templates, or undefined when nothing is built. */
function templateKey(): string | undefined {
  const stampFile = path.join(ROOT, 'dist/.build-stamp')
  if (!fs.existsSync(stampFile)) return undefined
  return createHash('sha256')
    .update(fs.readFileSync(stampFile))
    .update(fs.readFileSync(path.join(ROOT, MAKER_SOURCE)))
    .update(`format ${TEMPLATE_FORMAT}`)
    .digest('hex')
    .slice(0, 24)
}

/** The prepared template of this kind for the current build, if there is one. */
export function templateFor(kind: TemplateKind): string | undefined {
  const key = templateKey()
  const dir = key && path.join(CACHE_DIR, key, kind)
  return dir && fs.existsSync(dir) ? dir : undefined
}

/**
 * Copies a template's files into a DATA_DIR that holds no database yet: modes kept (PostgreSQL
 * wants its folder 0700, secrets.json is 0600), and owners too when running as root (the cluster
 * then belongs to the 'postgres' user, cms/infra/db/embedded-postgres.ts).
 */
export function copyTemplate(template: string, dataDir: string): void {
  try {
    copyTree(path.join(template, POSTGRES), path.join(dataDir, POSTGRES))
    if (fs.existsSync(path.join(template, BLOG_MEDIA))) {
      fs.mkdirSync(path.dirname(path.join(dataDir, BLOG_MEDIA)), { recursive: true })
      copyTree(path.join(template, BLOG_MEDIA), path.join(dataDir, BLOG_MEDIA))
    }
    const { postgresPassword, editorPassword } = JSON.parse(fs.readFileSync(path.join(template, SECRETS), 'utf8')) as Record<string, string>
    fs.writeFileSync(path.join(dataDir, SECRETS), JSON.stringify({ postgresPassword, editorPassword }, null, 2) + '\n', { mode: 0o600 })
  } catch (error) {
    // Half a copy would pass for a database: the folder is left as it was given.
    for (const name of [POSTGRES, SECRETS, BLOG_MEDIA]) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true })
    throw error
  }
}

/**
 * Whether a DATA_DIR holds no database yet (neither a cluster nor its password), and so would
 * start with initdb: other files (uploads, backups) may be there already.
 */
export function holdsNoDatabase(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, POSTGRES)) && !fs.existsSync(path.join(dataDir, SECRETS))
}

const asRoot = process.getuid?.() === 0

function copyTree(from: string, to: string): void {
  const stat = fs.statSync(from)
  fs.mkdirSync(to)
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (RUNTIME_FILES.test(entry.name)) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) copyTree(source, target)
    else if (entry.isFile()) {
      const fileStat = fs.statSync(source)
      fs.copyFileSync(source, target, fs.constants.COPYFILE_FICLONE)
      fs.chmodSync(target, fileStat.mode & 0o7777)
      if (asRoot) fs.chownSync(target, fileStat.uid, fileStat.gid)
    }
  }
  fs.chmodSync(to, stat.mode & 0o7777)
  if (asRoot) fs.chownSync(to, stat.uid, stat.gid)
}

/**
 * The maker as one file for plain node, as scripts/build.mjs bundles the server (packages stay
 * external: it lives under node_modules/.cache, so they resolve from the repository's node_modules).
 */
function bundleMaker(outdir: string): string {
  buildSync({ ...SERVER_BUNDLE, entryPoints: [path.join(ROOT, MAKER_SOURCE)], outdir })
  return path.join(outdir, `${path.basename(MAKER_SOURCE, '.ts')}.mjs`)
}

/** Runs the maker on a new DATA_DIR; rejects with its output when it fails or leaves PostgreSQL running. */
function make(maker: string, kind: TemplateKind, dataDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_DURABLE: 'false', SEED_DEMO: 'false' }
  // As startTestServer: the server's own mode, not vitest's NODE_ENV=test.
  delete (env as Record<string, string | undefined>).NODE_ENV
  const args = ['--enable-source-maps', maker, ...(kind === 'demo' ? ['--seed'] : [])]
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => {
      const postgres = path.join(dataDir, POSTGRES)
      const leftRunning =
        fs.existsSync(postgres) && fs.readdirSync(postgres).some((file) => RUNTIME_FILES.test(file) && file !== 'postmaster.opts')
      if (code === 0 && !leftRunning && !fs.existsSync(path.join(dataDir, 'server.pid'))) resolve()
      else
        reject(
          new Error(
            `Test database template '${kind}' not made (exit ${code}${leftRunning ? ', PostgreSQL left running' : ''}):\n${output}`,
          ),
        )
    })
  })
}

/**
 * Makes the templates missing for the current build (both at once: about the time of one server's
 * first start). Each is made in a temporary folder, then renamed into place: another process
 * preparing the same templates (vitest and Playwright side by side) loses nothing but time.
 * Templates of other builds are removed.
 */
export async function prepareTemplates(): Promise<void> {
  // A DATABASE_URL given to the whole run: the servers use it, no embedded PostgreSQL to copy.
  if (process.env.DATABASE_URL) return
  const key = templateKey()
  if (!key) throw new Error('No build stamp: build before preparing the test database templates')
  const kinds = (['migrated', 'demo'] as const).filter((kind) => !templateFor(kind))
  removeOtherTemplates(key)
  if (kinds.length === 0) return
  const started = Date.now()
  const scratch = path.join(CACHE_DIR, key, `.${process.pid}-${randomBytes(4).toString('hex')}`)
  fs.mkdirSync(path.dirname(scratch), { recursive: true })
  // Under root the cluster's own user ('postgres') must reach DATA_DIR/postgres through it.
  fs.mkdirSync(scratch, { mode: 0o711 })
  try {
    const maker = bundleMaker(path.join(scratch, 'maker'))
    // Both run to their end before the scratch folder goes, even when one fails: no PostgreSQL is left on it.
    const made = await Promise.allSettled(
      kinds.map(async (kind) => {
        const temporary = path.join(scratch, kind)
        fs.mkdirSync(temporary, { mode: 0o700 })
        await make(maker, kind, temporary)
        try {
          fs.renameSync(temporary, path.join(CACHE_DIR, key, kind))
        } catch (error) {
          // Another process renamed its copy first: it is the same template.
          const code = (error as NodeJS.ErrnoException).code
          if (!(code === 'ENOTEMPTY' || code === 'EEXIST') || !templateFor(kind)) throw error
        }
      }),
    )
    for (const outcome of made) if (outcome.status === 'rejected') throw outcome.reason
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  console.log(`› Bases de test modèles (${kinds.join(', ')}) prêtes en ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Templates of other builds, and temporary folders left by a run that was stopped, once they are an hour old. */
function removeOtherTemplates(key: string) {
  const anHourAgo = Date.now() - 3_600_000
  // Another process may be removing the same folders: one gone meanwhile is not an error.
  const old = (dir: string) => (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < anHourAgo
  if (!fs.existsSync(CACHE_DIR)) return
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const dir = path.join(CACHE_DIR, name)
    if (name !== key && old(dir)) fs.rmSync(dir, { recursive: true, force: true })
  }
  const current = path.join(CACHE_DIR, key)
  if (!fs.existsSync(current)) return
  for (const name of fs.readdirSync(current)) {
    const dir = path.join(current, name)
    if (name.startsWith('.') && old(dir)) fs.rmSync(dir, { recursive: true, force: true })
  }
}
