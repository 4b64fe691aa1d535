// Fingerprints of what each part of the build reads, so `npm start` rebuilds only what changed.
// Two parts, two stamps: the site (server, web app, server renderer: dist/) and Payload's admin
// (Next: cms/next/.next), which takes a minute and may build while the site already answers.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// The site's build reads all of this except cms/next (Next's own folder: only the admin's build reads it).
// patches/: what patch-package changes in node_modules at install (Payload's password hashing), bundled by both builds.
const SITE_INPUTS = ['web', 'cms', 'collections', 'contract', 'payload.config.ts', 'package-lock.json', 'patches', 'tsconfig.json']
// Builds, dependencies, and Next's own output and state (.next, .next-building, .next-build.json…).
const SKIP = (file) => /(^|\/)(node_modules|dist|\.next[^/]*)$/.test(file)
// Tests and generated type files do not change what is built.
const SKIP_FILE = /\.(test|spec)\.tsx?$|next-env\.d\.ts$/

function* files(entry, skip) {
  if (!fs.existsSync(entry) || skip(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isFile()) {
    if (!SKIP_FILE.test(entry)) yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name), skip)
}

function hashOf(entries, skip = SKIP) {
  const hash = createHash('sha256')
  for (const entry of entries) for (const file of files(entry, skip)) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex')
}

export function computeBuildStamp() {
  return hashOf(SITE_INPUTS, (file) => SKIP(file) || file === NEXT_DIR)
}

export const STAMP_FILE = 'dist/.build-stamp'
export const SERVER_ENTRY = 'dist/server/server.mjs'
/**
 * Node's flags for the server wherever it runs (npm start, the image's CMD, the tests' and the
 * bench's servers), so what is measured is what is deployed. V8 grows a busy heap up to four times
 * what it holds alive and keeps it once the load is gone: a minute at 100 connections left the server
 * at +33 % resident (live heap flat at 210 MB, committed 260 → 485 MB). Growing it by half at most
 * keeps it at +5 % for a few more full collections (npm run bench:soak). Not settable from
 * NODE_OPTIONS (V8 flags outside Node's list), hence on the command line.
 */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=50']
/**
 * Where npm start leaves the promise of the web app's build for the server it starts in the same
 * process (scripts/start.mjs, cms/server.ts).
 */
export const WEB_BUILD_KEY = Symbol.for('creation-entreprise.web-build')

/** Whether dist/ (server, web app, server renderer) matches the sources. */
export function siteIsCurrent() {
  return (
    fs.existsSync(STAMP_FILE) &&
    fs.existsSync('dist/web/index.html') &&
    fs.existsSync('dist/web-server/entry-server.js') &&
    fs.existsSync(SERVER_ENTRY) &&
    fs.readFileSync(STAMP_FILE, 'utf8') === computeBuildStamp()
  )
}

// Payload's admin. Next builds into ADMIN_BUILDING_DIR, always that name (Turbopack's cache,
// carried from build to build, is only reused under the same distDir); the finished build then
// replaces ADMIN_DIR in two renames, so a server never reads a half-written build.
// cms/infra/http/admin-preparing.ts reads the same names.
export const NEXT_DIR = 'cms/next'
export const ADMIN_DIR = 'cms/next/.next'
export const ADMIN_BUILDING_DIR = 'cms/next/.next-building'
/** `{ state: 'building', pid }` while a process builds the admin, `{ state: 'failed', … }` after a failure. */
export const ADMIN_STATUS_FILE = 'cms/next/.next-build.json'
/** The last background build's output (Next's). */
export const ADMIN_LOG_FILE = 'cms/next/.next-build.log'
/** Inside the build itself, so the stamp and the build it describes are swapped in together. */
export const ADMIN_STAMP_FILE = 'admin-stamp.json'

/**
 * What Next reads besides the files Payload's config and the admin's pages import (listed by
 * build-admin.mjs): its own folder, the dependencies' versions, the path aliases.
 */
export const ADMIN_FIXED_INPUTS = [NEXT_DIR, 'package-lock.json', 'patches', 'tsconfig.json']

/** The fingerprint of the admin's inputs: ADMIN_FIXED_INPUTS and the given source files. */
export function computeAdminStamp(sources) {
  return hashOf([...ADMIN_FIXED_INPUTS, ...sources])
}

/**
 * Whether cms/next/.next matches the sources: the stamp written with it lists the source files
 * that build read (the import graph of payload.config.ts and of the admin's pages), so a change
 * anywhere else (the web app, an /api route) leaves the admin as it is. A new import can only
 * appear by editing a listed file, which changes the fingerprint.
 */
export function adminIsCurrent() {
  const stampFile = path.join(ADMIN_DIR, ADMIN_STAMP_FILE)
  if (!fs.existsSync(path.join(ADMIN_DIR, 'BUILD_ID')) || !fs.existsSync(stampFile)) return false
  try {
    const { stamp, sources } = JSON.parse(fs.readFileSync(stampFile, 'utf8'))
    return sources.every((file) => fs.existsSync(file)) && stamp === computeAdminStamp(sources)
  } catch {
    return false
  }
}

export function buildIsCurrent() {
  return siteIsCurrent() && adminIsCurrent()
}
