/**
 * `npm run bench:first-start`: a newcomer's first `npm start`, measured. A fresh checkout of
 * HEAD (git worktree, this node_modules linked in: `npm install` is not measured), no dist/, no
 * cms/next/.next, no DATA_DIR (`--ref <commit>` for another commit); then the time until `/` and `/api/health` both answer 200, and
 * until Payload's admin, built in the background meanwhile, answers /cms/login (not with
 * `--site-only`). `--runs 3`
 * repeats it; the load average is printed beside each run (two cores shared with anything else
 * running make every figure longer). Numbers for notes and regressions; not a test.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findFreePort } from '../cms/infra/lib/free-port'

const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const runs = Number(option('--runs')) || 1
/** `--ref main`: another commit's first start, to compare. */
const ref = option('--ref') ?? 'HEAD'
/** `--site-only`: stop once the site answers, without waiting for the admin. */
const siteOnly = process.argv.includes('--site-only')
const root = path.resolve(import.meta.dirname, '..')
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

async function status(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { redirect: 'manual' })
    await response.arrayBuffer()
    return response.status
  } catch {
    return undefined
  }
}

/** The npm start being measured, stopped if this script is. */
let running: ChildProcess | undefined

async function firstStart(checkout: string) {
  for (const built of [
    'dist',
    'data',
    'cms/next/.next',
    'cms/next/.next-building',
    'cms/next/.next-build.json',
    'cms/next/.next-build.log',
  ])
    fs.rmSync(path.join(checkout, built), { recursive: true, force: true })
  const port = await findFreePort()
  const base = `http://127.0.0.1:${port}`
  // As a newcomer runs it: no NODE_ENV (tsx's must not leak in), the default DATA_DIR.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  delete (env as Record<string, string | undefined>).NODE_ENV
  delete (env as Record<string, string | undefined>).DATA_DIR
  const loadBefore = load()
  const started = performance.now()
  const seconds = () => Math.round((performance.now() - started) / 100) / 10
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: checkout, env, stdio: 'ignore' })
  running = child
  try {
    let site: number | undefined
    let preparing: number | undefined
    while (site === undefined) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      const [home, health] = await Promise.all([status(`${base}/`), status(`${base}/api/health`)])
      if (home === 200 && health === 200) site = seconds()
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const loadAtSite = load()
    let admin: number | undefined
    while (admin === undefined && !siteOnly) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      if (seconds() > 900) throw new Error('the admin was not there after 15 minutes')
      const cms = await status(`${base}/cms/login`)
      if (cms === 503) preparing ??= seconds()
      if (cms === 200) admin = seconds()
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return { site, preparing, admin, loadBefore, loadAtSite, loadAfter: load() }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

// On the repository's file system, so node_modules can be hard-linked.
const scratch = fs.statSync(os.tmpdir()).dev === fs.statSync(root).dev ? os.tmpdir() : path.dirname(root)
const checkout = fs.mkdtempSync(path.join(scratch, 'bench-first-start-'))
fs.rmdirSync(checkout)
execFileSync('git', ['worktree', 'add', '--detach', checkout, ref], { cwd: root, stdio: 'ignore' })
const removeCheckout = () => execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: root, stdio: 'ignore' })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    running?.kill('SIGTERM')
    running?.once('exit', () => {
      removeCheckout()
      process.exit(1)
    })
    if (!running || running.exitCode !== null) {
      removeCheckout()
      process.exit(1)
    }
  })
try {
  // Hard links where the file system allows it (a copy's speed without its size), else a link to the folder.
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(checkout, 'node_modules')], { stdio: 'ignore' })
  } catch {
    fs.rmSync(path.join(checkout, 'node_modules'), { recursive: true, force: true })
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'))
  }
  console.log(`First npm start of a fresh checkout of ${ref}, ${os.cpus().length} cores`)
  for (let run = 1; run <= runs; run++) {
    const result = await firstStart(checkout)
    console.log(
      `Run ${run}: site and /api 200 after ${result.site} s (load ${result.loadBefore} → ${result.loadAtSite}); ` +
        (siteOnly
          ? ''
          : `/cms « préparation » (503) from ${result.preparing ?? '—'} s; admin 200 after ${result.admin} s (load ${result.loadAfter})`),
    )
  }
} finally {
  removeCheckout()
}
