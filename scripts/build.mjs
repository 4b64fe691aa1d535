// Builds the server (esbuild → dist/server), the React app (Vite → dist/web and its server
// renderer → dist/web-server) and Payload's admin (Next → cms/next/.next, scripts/build-admin.mjs).
// Each part is rebuilt only when its sources changed (scripts/build-stamp.mjs); `--force`
// rebuilds everything. build() does it all before returning (npm run build, the tests, npm start
// in production); npm start elsewhere uses buildSiteWhileStarting() and builds the admin in the
// background (scripts/start.mjs).
import { execFileSync, spawn } from 'node:child_process'
import { buildSync } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildAdmin } from './build-admin.mjs'
import { computeBuildStamp, siteIsCurrent, STAMP_FILE } from './build-stamp.mjs'

export function build({ force = false, admin = true } = {}) {
  const started = Date.now()
  const site = force || !siteIsCurrent()
  if (site) buildSite('best')
  const adminBuilt = admin && buildAdmin({ force })
  if (site || adminBuilt) console.log(`› Construction terminée en ${Math.round((Date.now() - started) / 1000)} s`)
  return site || adminBuilt
}

// Always a production build, whoever calls (vitest's setup runs this with NODE_ENV=test, which
// would otherwise give React's development bundles).
const productionEnv = () => ({ ...process.env, NODE_ENV: 'production' })

/** What the site and /api need: the server, the web app, the server renderer. */
function buildSite(compression) {
  // The sources as they are now: one edited during the build makes the next start build again.
  const stamp = computeBuildStamp()
  buildServer()
  console.log('› Construction de l’application web et de son rendu serveur (Vite)…')
  execFileSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit', env: productionEnv() })
  finishWeb(compression)
  fs.writeFileSync(STAMP_FILE, stamp)
}

/**
 * npm start outside production, when the site changed: the server is built (esbuild, a second)
 * before this returns, so it can start; the web app's two Vite builds run meanwhile in child
 * processes. The promise settles once they are done, their static files' compressed copies
 * written (brotli at a quicker quality) and the stamp updated; the server waits for it before
 * serving the web app (cms/server.ts). Most of a new database's creation is waiting for the disk,
 * and most of Vite's work is the processor: side by side they take little more than the longer.
 * Undefined when the site is current.
 */
export function buildSiteWhileStarting() {
  if (siteIsCurrent()) return undefined
  const stamp = computeBuildStamp()
  buildServer()
  console.log('› Construction de l’application web et de son rendu serveur (Vite), pendant que le serveur démarre…')
  // Its own process group, so a server that stops early stops Vite too.
  const detached = process.platform !== 'win32'
  const child = spawn(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit', env: productionEnv(), detached })
  const stop = () => {
    try {
      if (detached) process.kill(-child.pid, 'SIGTERM')
      else child.kill('SIGTERM')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', stop)
  return new Promise((resolve, reject) =>
    child.once('exit', (code, signal) => {
      process.removeListener('exit', stop)
      if (code !== 0)
        return reject(new Error(`La construction de l’application web a échoué (${signal ?? `code ${code}`}) : voir ci-dessus.`))
      finishWeb('fast')
      fs.writeFileSync(STAMP_FILE, stamp)
      resolve()
    }),
  )
}

/** The server: esbuild → dist/server, about a second. */
function buildServer() {
  console.log('› Construction du serveur (esbuild)…')
  // Our TypeScript only, packages stay external: plain `node` then starts it without a
  // TypeScript loader hooking every import (about 3 s faster than tsx).
  fs.rmSync('dist/server', { recursive: true, force: true })
  buildSync({ ...SERVER_BUNDLE, entryPoints: SERVER_ENTRIES, outdir: 'dist/server', sourcemap: true })
}

/** The server, and the worker thread that draws PDFs off its event loop (cms/infra/workers/worker-pool.ts). */
const SERVER_ENTRIES = { server: 'cms/server.ts', 'pdf-worker': 'cms/features/payments/pdf-worker.ts' }

/** How server code is bundled for plain node (the server, the tests' database template maker). */
export const SERVER_BUNDLE = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
}

/** After Vite: the source maps out of the served folder, the compressed copies in. */
function finishWeb(compression) {
  moveSourceMaps('dist/web', WEB_SOURCE_MAPS)
  precompress('dist/web', compression)
}

/** The web app's source maps, kept for reading a browser's stack trace but never served. */
const WEB_SOURCE_MAPS = 'dist/web-sourcemaps'

/**
 * Moves every .map file out of the served folder (same relative path under `to`): a map in
 * dist/web would hand anyone the back-office's whole source (cms/infra/http/web-app.ts refuses them too).
 */
function moveSourceMaps(from, to) {
  fs.rmSync(to, { recursive: true, force: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue
    const file = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, file))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.renameSync(file, target)
  }
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml)$/

/**
 * Brotli's quality: 11 (`best`, npm run build, production) takes about 2.5 s of processor time
 * for the app's files; 5 (`fast`, npm start elsewhere) a tenth of that, for files a few per cent
 * larger. They are written before the server serves the web app, never after: sirv reads the
 * files' sizes once, when the web app is set up.
 */
const BROTLI_QUALITY = { best: 11, fast: 5 }

/**
 * Brotli and gzip copies of the static files, written once here so the server sends them
 * without compressing on every request (sirv picks one).
 */
function precompress(folder, compression) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes('/.vite/')) continue
    const content = fs.readFileSync(file)
    if (content.length < 1024) continue
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression] } }),
    )
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build({ force: process.argv.includes('--force') })
