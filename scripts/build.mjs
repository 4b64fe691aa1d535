// Builds the server (esbuild → dist/server), the React app (Vite → dist/web) and Payload's
// admin (Next → cms/next/.next).
// `--force` rebuilds even when the sources did not change.
import { execFileSync } from 'node:child_process'
import { buildSync } from 'esbuild'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildIsCurrent, computeBuildStamp, STAMP_FILE } from './build-stamp.mjs'

export function build({ force = false } = {}) {
  if (!force && buildIsCurrent()) return false
  const started = Date.now()
  const bin = (name) => `node_modules/.bin/${name}`
  // Always a production build, whoever calls (vitest's setup runs this with NODE_ENV=test,
  // which would otherwise give React's development bundles and Next's test mode).
  const env = { ...process.env, NODE_ENV: 'production' }
  console.log('› Construction du serveur (esbuild)…')
  // Our TypeScript only, packages stay external: plain `node` then starts it without a
  // TypeScript loader hooking every import (about 3 s faster than tsx).
  fs.rmSync('dist/server', { recursive: true, force: true })
  buildSync({
    entryPoints: ['cms/server.ts'],
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
  console.log('› Construction de l’application web (Vite)…')
  execFileSync(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit', env })
  moveSourceMaps('dist/web', WEB_SOURCE_MAPS)
  precompress('dist/web')
  console.log('› Construction du rendu serveur des pages publiques (Vite SSR)…')
  execFileSync(bin('vite'), ['build', '--config', 'web/vite.config.ts', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env,
  })
  console.log('› Construction de l’admin Payload (Next, environ une minute)…')
  execFileSync(bin('next'), ['build', 'cms/next'], {
    stdio: 'inherit',
    env: {
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      // payload.config.ts is evaluated while Next collects pages; nothing connects or signs
      // at build time, so throwaway values stand in for the runtime secrets.
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      ADMIN_KEY: randomBytes(24).toString('hex'),
      DATABASE_URL: 'postgres://build:build@127.0.0.1:9/build',
      // Production requires SMTP_URL (cms/infra/config/env.ts); nothing is sent while building.
      SMTP_URL: 'smtp://build:build@127.0.0.1:9',
    },
  })
  fs.writeFileSync(STAMP_FILE, computeBuildStamp())
  console.log(`› Construction terminée en ${Math.round((Date.now() - started) / 1000)} s`)
  return true
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
 * Brotli (best quality) and gzip copies of the static files, written once here so the
 * server sends them without compressing on every request (express-static-gzip picks one).
 */
function precompress(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes('/.vite/')) continue
    const content = fs.readFileSync(file)
    if (content.length < 1024) continue
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  }
}

if (import.meta.url === `file://${process.argv[1]}`) build({ force: process.argv.includes('--force') })
