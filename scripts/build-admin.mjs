// Payload's admin: `next build cms/next`, about a minute on two cores. Next writes into
// cms/next/.next-building; the finished build, with the stamp of the sources it was built from,
// then takes the place of cms/next/.next in two renames, so no server ever reads a half-written
// build. A status file (cms/next/.next-build.json) says which process is building, or that the last
// build failed: the server's /cms reads it (cms/infra/http/admin-preparing.ts), and a second
// process waits rather than building into the same folder.
//
// `npm run build` (and `npm start` in production) builds it before the server starts (buildAdmin);
// `npm start` elsewhere builds it in the background once the site answers (startAdminBuild).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSync } from 'esbuild'
import {
  ADMIN_BUILDING_DIR,
  ADMIN_DIR,
  ADMIN_LOG_FILE,
  ADMIN_STAMP_FILE,
  ADMIN_STATUS_FILE,
  adminIsCurrent,
  computeAdminStamp,
  NEXT_DIR,
} from './build-stamp.mjs'

function nextBuildEnv() {
  return {
    ...process.env,
    // Always a production build, whoever calls (vitest's setup runs with NODE_ENV=test, which
    // would otherwise give React's development bundles and Next's test mode).
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // cms/next/next.config.mjs's distDir: never the .next a server may be reading.
    NEXT_DIST_DIR: path.basename(ADMIN_BUILDING_DIR),
    // payload.config.ts is evaluated while Next collects pages; nothing connects or signs
    // at build time, so throwaway values stand in for the runtime secrets.
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    ADMIN_KEY: randomBytes(24).toString('hex'),
    DATABASE_URL: 'postgres://build:build@127.0.0.1:9/build',
    // Production requires SMTP_URL (cms/infra/config/env.ts); nothing is sent while building.
    SMTP_URL: 'smtp://build:build@127.0.0.1:9',
  }
}

/** Imports of files Next bundles as assets: their content is hashed, esbuild need not read them. */
const ASSET_EXTENSIONS = ['.css', '.scss', '.sass', '.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.woff', '.woff2', '.ttf']
/** When the imports cannot be followed (a syntax error: Next's build will say where), every source folder counts. */
const ALL_SOURCES = ['payload.config.ts', 'collections', 'contract', 'cms']

/**
 * Our files the admin's build reads: the import graph of payload.config.ts and of the admin's
 * pages (cms/next/app), as esbuild resolves it (packages external, tsconfig's aliases followed).
 * A web page or an /api route that no collection imports is not in it.
 */
export function adminSources() {
  const pages = fs
    .readdirSync(path.join(NEXT_DIR, 'app'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  try {
    const { metafile } = buildSync({
      entryPoints: ['payload.config.ts', ...pages],
      bundle: true,
      write: false,
      metafile: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      outdir: 'dist/admin-sources',
      logLevel: 'silent',
      loader: Object.fromEntries(ASSET_EXTENSIONS.map((extension) => [extension, 'empty'])),
    })
    return Object.keys(metafile.inputs)
      .filter((file) => !file.startsWith(`${NEXT_DIR}/`) && !file.includes('node_modules/') && fs.existsSync(file))
      .sort()
  } catch {
    return ALL_SOURCES
  }
}

function readStatus() {
  try {
    return JSON.parse(fs.readFileSync(ADMIN_STATUS_FILE, 'utf8'))
  } catch {
    return undefined
  }
}

function writeStatus(status) {
  const temporary = `${ADMIN_STATUS_FILE}.${process.pid}`
  fs.writeFileSync(temporary, `${JSON.stringify(status)}\n`)
  fs.renameSync(temporary, ADMIN_STATUS_FILE)
}

function alive(pid) {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/** The status of a build another live process is running, if any. */
function buildInProgress() {
  const status = readStatus()
  return status?.state === 'building' && (alive(status.pid) || alive(status.builderPid)) && status.pid !== process.pid ? status : undefined
}

/** Takes the build for this process (status `building`), unless a live process has it. */
function claimBuild() {
  if (buildInProgress()) return false
  fs.rmSync(ADMIN_STATUS_FILE, { force: true })
  try {
    fs.writeFileSync(
      ADMIN_STATUS_FILE,
      `${JSON.stringify({ state: 'building', pid: process.pid, startedAt: new Date().toISOString() })}\n`,
      {
        flag: 'wx',
      },
    )
    return true
  } catch (error) {
    if (error.code === 'EEXIST') return false
    throw error
  }
}

function releaseBuild() {
  if (readStatus()?.pid === process.pid) fs.rmSync(ADMIN_STATUS_FILE, { force: true })
}

function recordFailure(detail) {
  writeStatus({ state: 'failed', pid: process.pid, finishedAt: new Date().toISOString(), detail })
}

/**
 * The build itself, in this process: Next into cms/next/.next-building (with Turbopack's cache
 * from the last build), the stamp beside it, then the swap. Output goes to this process's stdio.
 */
export function runAdminBuild() {
  // The sources as they are now: one edited during the build makes the next start build again.
  const sources = adminSources()
  const stamp = computeAdminStamp(sources)
  const cache = path.join(ADMIN_BUILDING_DIR, 'cache')
  const previousCache = path.join(ADMIN_DIR, 'cache')
  if (!fs.existsSync(cache) && fs.existsSync(previousCache)) {
    fs.mkdirSync(ADMIN_BUILDING_DIR, { recursive: true })
    fs.renameSync(previousCache, cache)
  }
  execFileSync('node_modules/.bin/next', ['build', NEXT_DIR], { stdio: 'inherit', env: nextBuildEnv() })
  fs.writeFileSync(path.join(ADMIN_BUILDING_DIR, ADMIN_STAMP_FILE), `${JSON.stringify({ stamp, sources })}\n`)
  const previous = `${ADMIN_DIR}-old-${process.pid}`
  if (fs.existsSync(ADMIN_DIR)) fs.renameSync(ADMIN_DIR, previous)
  fs.renameSync(ADMIN_BUILDING_DIR, ADMIN_DIR)
  fs.rmSync(previous, { recursive: true, force: true })
  // Next pointed its generated type references at the folder it built in.
  const nextEnv = path.join(NEXT_DIR, 'next-env.d.ts')
  if (fs.existsSync(nextEnv)) {
    const building = `./${path.basename(ADMIN_BUILDING_DIR)}/`
    fs.writeFileSync(nextEnv, fs.readFileSync(nextEnv, 'utf8').replaceAll(building, `./${path.basename(ADMIN_DIR)}/`))
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Builds the admin now (waiting for a build another process runs), unless it is current. */
export function buildAdmin({ force = false } = {}) {
  for (let waited = false, other; (other = buildInProgress()); waited = true) {
    if (!waited) console.log(`› L’admin Payload est déjà en construction (processus ${other.builderPid ?? other.pid}) : attente…`)
    sleep(1000)
  }
  if (!force && adminIsCurrent()) return false
  // Another process took it between the two checks: wait for that build instead.
  if (!claimBuild()) return buildAdmin({ force })
  console.log('› Construction de l’admin Payload (Next, environ une minute)…')
  try {
    runAdminBuild()
  } catch (error) {
    recordFailure(String(error.message ?? error))
    throw error
  }
  releaseBuild()
  return true
}

/**
 * `npm start` outside production: claims the admin's build now (so /cms says « préparation »
 * while the server starts), and returns what starts it once the site answers: a child process
 * with a lower priority, its output in cms/next/.next-build.log. Undefined when the admin is
 * current, or another live process is building it (the server picks that build up too).
 */
export function prepareAdminBuild() {
  if (adminIsCurrent() || !claimBuild()) return undefined
  return { start: startAdminBuild }
}

function startAdminBuild() {
  const log = fs.openSync(ADMIN_LOG_FILE, 'w')
  // Its own process group, so stopping the server stops Next's workers too.
  const detached = process.platform !== 'win32'
  const child = spawn(process.execPath, [import.meta.filename, '--run'], { stdio: ['ignore', log, log], detached })
  fs.closeSync(log)
  try {
    // The site keeps the processor first; the admin takes what is left.
    os.setPriority(child.pid, 10)
  } catch {
    // Not permitted here: same priority.
  }
  writeStatus({ ...readStatus(), state: 'building', pid: process.pid, builderPid: child.pid })
  const stop = () => {
    try {
      if (detached) process.kill(-child.pid, 'SIGTERM')
      else child.kill('SIGTERM')
    } catch {
      // Already gone.
    }
    releaseBuild()
  }
  process.once('exit', stop)
  const started = Date.now()
  console.log(`› L’admin Payload (/cms) se construit en arrière-plan, environ une minute ; journal : ${ADMIN_LOG_FILE}`)
  child.once('exit', (code, signal) => {
    process.removeListener('exit', stop)
    const seconds = Math.round((Date.now() - started) / 1000)
    if (code === 0) {
      releaseBuild()
      console.log(`› Admin Payload construite en ${seconds} s : /cms est prête.`)
      return
    }
    const tail = logSummary(fs.readFileSync(ADMIN_LOG_FILE, 'utf8'))
    recordFailure(tail)
    console.error(
      `\n✖ La construction de l’admin Payload a échoué (${signal ?? `code ${code}`}) après ${seconds} s ; fin du journal (${ADMIN_LOG_FILE}) :\n${tail}\n`,
    )
  })
  return child
}

/** The end of a build's output without stack frames (Next's error is above its stack, and sass's). */
function logSummary(output, lines = 30) {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+(at |\[at )/.test(line))
    .slice(-lines)
    .join('\n')
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--run')) {
  try {
    runAdminBuild()
  } catch (error) {
    // Next has written its error above: the stack of the call that ran it would only bury it.
    if (error.status === undefined) console.error(error)
    process.exitCode = 1
  }
}
