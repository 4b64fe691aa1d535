/**
 * `npm run bench:soak`: a minute of a realistic mix at 100 connections against the server seeded
 * at volume (as `npm run bench`, scripts/bench/server.ts), then the verdict: no 5xx, no connection
 * error or timeout, and the server's memory, settled after the load, within 15 % of what it was
 * settled before it.
 *
 * The mix (MIX below, each connection going through it in turn): public reads (the landing page,
 * the /blog page and articles, /api/blog/posts), a logged-in client's reads (its dashboard, projects,
 * messages, itself) and writes (client messages, guide requests, the contact form), every request
 * from its own client address and every write with a fresh valid body (writes.ts).
 *
 * Steps: BENCH_SOAK_WARMUP seconds (10) of the mix, BENCH_SOAK_SETTLE seconds (10) idle, the
 * server's resident memory (VmRSS of its process: Node, not its PostgreSQL), BENCH_SOAK_SECONDS (60)
 * at BENCH_SOAK_CONNECTIONS (100), the memory at the end, 15 s idle, the memory again. Prints
 * requests/s, p50/p99, the answers that were not 2xx by status (and by request), the 5xx, the
 * connection errors and timeouts, the memory; writes bench/results/<date>-<commit>-soak.json;
 * exits 1 when the verdict fails.
 *
 * The server runs with --trace-gc (added to TEST_SERVER_NODE_ARGS): beside its resident memory, the
 * report gives the live heap after the last full collection before and after the load. An idle
 * process collects nothing, so a heap that grew under load stays resident; a live heap that stays
 * flat says it is that growth, one that climbs says a leak. The server runs with SERVER_NODE_FLAGS
 * (scripts/build-stamp.mjs), as everywhere: without them V8 keeps a busy heap at up to four times
 * its live size, and this verdict failed at +33 % with the live heap flat.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import type { TestServer } from '@/tests/helpers/test-server'
import { build } from '../build.mjs'
import { SERVER_NODE_FLAGS } from '../build-stamp.mjs'
import { treeCpuMs } from './process-cpu'
import { articleSlug, type SeedReport } from './seed-volume'
import { git, loopbackUrl, machineInfo, resultsFile, rssKiB, SERVER_ENV, seedServer, sleep, startBenchServer, logInClients } from './server'
import {
  type ClientSession,
  ClientSessions,
  clientAddress,
  contactRequest,
  type FreshRequest,
  guideRequest,
  messagePoolClients,
  messageRequest,
  sessionsFor,
} from './writes'

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${process.env[name]}"`)
  return value
}
const SECONDS = positive('BENCH_SOAK_SECONDS', 60)
const CONNECTIONS = Math.round(positive('BENCH_SOAK_CONNECTIONS', 100))
const WARMUP = positive('BENCH_SOAK_WARMUP', 10)
const SETTLE_BEFORE = positive('BENCH_SOAK_SETTLE', 10)
/** Idle seconds after the load before the memory is read again. */
const SETTLE_AFTER = 15
/** The memory settled after the load may be this much above the memory settled before it. */
const MEMORY_TOLERANCE = 0.15
/** Seconds before autocannon gives up on an answer (counted as a timeout), as npm run bench. */
const TIMEOUT = 30
/** Seconds between two readings of the memory during the load (its peak). */
const RSS_SAMPLE_SECONDS = 2
/**
 * Requests a second the mix may reach here (a guess on the high side): the message pool has
 * enough clients for its messages at that rate (60 an hour each), unless BENCH_SOAK_CLIENTS says.
 */
const MIX_RATE_CEILING = 1_500
/** Articles the visitors read (the most read ones: a few dozen). */
const POPULAR_ARTICLES = 30

interface MixEntry {
  /** What the user does, for the answers by request. */
  what: string
  method: 'GET' | 'POST'
  /** The path shown (a client's, an article's path is chosen per request). */
  path: string
  /** Times in one round of the mix. */
  weight: number
  /** A fresh path, body and headers for each request. */
  fresh: (n: number) => Partial<FreshRequest>
}

let sessions: ClientSessions | undefined
let server: TestServer | undefined
const origin = () => server!.baseUrl
const visitor = () => ({ headers: { 'x-forwarded-for': clientAddress() } })
const client = (session: ClientSession, path: string) => ({ path, headers: { 'x-forwarded-for': clientAddress(), cookie: session.cookie } })

// prettier-ignore
const MIX: MixEntry[] = [
  { what: 'landing page', method: 'GET', path: '/', weight: 2, fresh: visitor },
  { what: '/blog page', method: 'GET', path: '/blog', weight: 1, fresh: visitor },
  { what: 'an article page', method: 'GET', path: '/blog/{slug}', weight: 1, fresh: (n) => ({ path: `/blog/${articleSlug(1 + (n % POPULAR_ARTICLES))}`, ...visitor() }) },
  { what: 'public blog list', method: 'GET', path: '/api/blog/posts?status=published', weight: 2, fresh: visitor },
  { what: 'a public article (view counted)', method: 'GET', path: '/api/blog/posts/{slug}', weight: 1, fresh: (n) => ({ path: `/api/blog/posts/${articleSlug(1 + (n % POPULAR_ARTICLES))}`, ...visitor() }) },
  { what: 'client dashboard', method: 'GET', path: '/api/dashboard', weight: 2, fresh: (n) => client(sessions!.reader(n), '/api/dashboard') },
  { what: "client's projects", method: 'GET', path: '/api/projects', weight: 1, fresh: (n) => client(sessions!.reader(n), '/api/projects') },
  { what: "client's messages", method: 'GET', path: '/api/messages/{client}', weight: 1, fresh: (n) => { const session = sessions!.reader(n); return client(session, `/api/messages/${session.id}`) } },
  { what: 'the logged-in client', method: 'GET', path: '/api/user', weight: 1, fresh: (n) => client(sessions!.reader(n), '/api/user') },
  { what: 'client message (write)', method: 'POST', path: '/api/messages/{client}', weight: 1, fresh: () => messageRequest(origin(), sessions!.nextWriter()) },
  { what: 'guide request (write)', method: 'POST', path: '/api/save-lead', weight: 1, fresh: () => guideRequest(origin()) },
  { what: 'contact form (write)', method: 'POST', path: '/api/contacts', weight: 1, fresh: () => contactRequest(origin()) },
]
const ROUND = MIX.reduce((sum, entry) => sum + entry.weight, 0)
const MESSAGES_PER_ROUND = MIX.filter((entry) => entry.what.startsWith('client message')).reduce((sum, entry) => sum + entry.weight, 0)

/** Answers by request and status, counted as they come (onResponse). */
type Counts = Map<string, Map<number, number>>

/** autocannon's request list: the mix, spread so that each kind comes back at even intervals. */
function requestsOf(counts: Counts): autocannon.Request[] {
  const spread = MIX.flatMap((entry) => Array.from({ length: entry.weight }, (_, i) => ({ entry, at: (i + 0.5) / entry.weight })))
  spread.sort((a, b) => a.at - b.at)
  let n = 0
  return spread.map(({ entry }) => ({
    method: entry.method,
    path: entry.path,
    setupRequest: (request: autocannon.Request) => {
      const fresh = entry.fresh(n++)
      return { ...request, path: fresh.path ?? entry.path, body: fresh.body, headers: { ...request.headers, ...fresh.headers } }
    },
    onResponse: (status: number) => {
      const byStatus = counts.get(entry.what) ?? new Map<number, number>()
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
      counts.set(entry.what, byStatus)
    },
  }))
}

function load(base: string, seconds: number, counts: Counts) {
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, timeout: TIMEOUT, requests: requestsOf(counts) })
}

/** V8's line for a full collection: heap used (committed) before -> after, in MB. */
const FULL_GC = /Mark-Compact(?: \(reduce\))? ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/g

/** The full collections the server has traced so far: how many, and the last one's live and committed heap after it. */
function fullCollections(logs: string): { count: number; liveMB?: number; committedMB?: number } {
  const all = [...logs.matchAll(FULL_GC)]
  const last = all.at(-1)
  return { count: all.length, liveMB: last ? Number(last[3]) : undefined, committedMB: last ? Number(last[4]) : undefined }
}
const heapText = (gc: ReturnType<typeof fullCollections>) =>
  gc.liveMB === undefined ? 'no full collection yet' : `${gc.liveMB.toFixed(0)} MB live (${gc.committedMB!.toFixed(0)} MB committed)`

const mib = (kib: number | undefined) => (kib === undefined ? '—' : `${(kib / 1024).toFixed(1)} MiB`)

let dataDir: string | undefined
let stopping: Promise<void> | undefined
const cleanUp = () =>
  (stopping ??= (async () => {
    await server?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })())
process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping the server…')
  void cleanUp().finally(() => process.exit(130))
})

process.chdir(path.resolve(import.meta.dirname, '../..'))
const loadAtStart = os.loadavg()
const runStarted = performance.now()
let exitCode = 0
try {
  build()
  // V8 prints each collection on the server's output (test-server.ts keeps it): the live heap, below.
  const nodeArgs = process.env.TEST_SERVER_NODE_ARGS ?? ''
  if (!nodeArgs.includes('--trace-gc')) process.env.TEST_SERVER_NODE_ARGS = `${nodeArgs} --trace-gc`.trim()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'))
  console.log('Starting the built server (fresh embedded PostgreSQL, Payload admin on)…')
  server = await startBenchServer(dataDir)
  const base = loopbackUrl(server)
  console.log('Seeding at volume (bulk SQL)…')
  const seeded: SeedReport = await seedServer(server, () => {})
  console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s`)

  const clientCount =
    Number(process.env.BENCH_SOAK_CLIENTS) || sessionsFor(((MIX_RATE_CEILING * MESSAGES_PER_ROUND) / ROUND) * (WARMUP + SECONDS + 5))
  process.stdout.write(`Logging in ${clientCount} clients (their reads and messages)… `)
  const poolClients = messagePoolClients(clientCount)
  const cookies = await logInClients(server, base, poolClients)
  sessions = new ClientSessions(poolClients.map((poolClient, index) => ({ id: poolClient.id, cookie: cookies[index]! })))
  console.log('done')

  console.log(`Warm-up: ${WARMUP} s of the mix at ${CONNECTIONS} connections…`)
  const warmCounts: Counts = new Map()
  const warm = await load(base, WARMUP, warmCounts)
  console.log(`  ${Math.round(warm.requests.average)} req/s; settling ${SETTLE_BEFORE} s…`)
  await sleep(SETTLE_BEFORE * 1000)
  const rssBefore = rssKiB(server.pid)
  const heapBefore = fullCollections(server.logs())

  console.log(`Soak: ${SECONDS} s at ${CONNECTIONS} connections (memory before: ${mib(rssBefore)})…`)
  const counts: Counts = new Map()
  let rssPeak = rssBefore ?? 0
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssKiB(server!.pid) ?? 0)), RSS_SAMPLE_SECONDS * 1000)
  const cpuBefore = treeCpuMs(server.pid)
  const loadBefore = os.loadavg()
  const run = await load(base, SECONDS, counts)
  const cpuAfter = treeCpuMs(server.pid)
  clearInterval(sampler)
  const rssEnd = rssKiB(server.pid)
  rssPeak = Math.max(rssPeak, rssEnd ?? 0)
  const loadAtEnd = os.loadavg()
  console.log(`  done; settling ${SETTLE_AFTER} s…`)
  await sleep(SETTLE_AFTER * 1000)
  const rssAfter = rssKiB(server.pid)
  const heapAfter = fullCollections(server.logs())

  const statusCodes = Object.fromEntries(Object.entries(run.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]))
  const non2xx = Object.fromEntries(Object.entries(statusCodes).filter(([code]) => !code.startsWith('2')))
  const fiveXX = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0)
  const byRequest = MIX.map((entry) => {
    const byStatus = Object.fromEntries([...(counts.get(entry.what) ?? new Map<number, number>())].sort(([a], [b]) => a - b))
    const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0)
    return { what: entry.what, request: `${entry.method} ${entry.path}`, weight: entry.weight, answers: total, byStatus }
  })
  const memoryRatio = rssBefore && rssAfter ? rssAfter / rssBefore : undefined
  const checks = {
    no5xx: fiveXX === 0,
    noConnectionError: run.errors === 0 && run.timeouts === 0,
    memorySettled: memoryRatio !== undefined && memoryRatio <= 1 + MEMORY_TOLERANCE,
  }
  const passed = Object.values(checks).every(Boolean)
  if (!passed) exitCode = 1

  const rows = [
    ['what', 'request', 'per round', 'answers', 'by status'],
    ...byRequest.map((row) => [
      row.what,
      row.request,
      String(row.weight),
      String(row.answers),
      Object.entries(row.byStatus)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd()
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s, ${clientCount} clients' sessions, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} at the start of the soak, ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')} at its end`,
  )
  console.log([line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n'))
  const cpuUsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && run.requests.total > 0
      ? ((cpuAfter - cpuBefore) * 1000) / run.requests.total
      : undefined
  console.log(`
requests/s       ${Math.round(run.requests.average)} (${run.requests.total} answers; cpu ${cpuUsPerRequest === undefined ? '—' : Math.round(cpuUsPerRequest)} µs per answer)
latency          p50 ${run.latency.p50} ms, p90 ${run.latency.p90} ms, p99 ${run.latency.p99} ms, max ${run.latency.max} ms
non-2xx          ${
    Object.keys(non2xx).length === 0
      ? 'none'
      : Object.entries(non2xx)
          .map(([code, count]) => `${code}×${count}`)
          .join(' ')
  }
5xx              ${fiveXX}
conn. errors     ${run.errors} (timeouts ${run.timeouts}, after ${TIMEOUT} s)
live heap        ${heapText(heapBefore)} after the last full collection before the soak, ${heapText(heapAfter)} after the last one by the end (${heapAfter.count - heapBefore.count} during the soak and the settling)
server memory    ${mib(rssBefore)} before (warm, ${SETTLE_BEFORE} s idle), peak ${mib(rssPeak)}, ${mib(rssEnd)} at the end, ${mib(rssAfter)} after ${SETTLE_AFTER} s idle (${memoryRatio === undefined ? '—' : `${((memoryRatio - 1) * 100).toFixed(1)} %`} of before; at most +${MEMORY_TOLERANCE * 100} %)
verdict          ${passed ? 'PASS' : 'FAIL'}: ${checks.no5xx ? 'no 5xx' : `${fiveXX} 5xx`}, ${checks.noConnectionError ? 'no connection error' : `${run.errors} connection errors`}, memory ${checks.memorySettled ? 'settled' : 'not back within 15 %'}`)
  if (sessions.overBudget) {
    console.warn(
      `!! ${sessions.messagesSent} messages over ${sessions.sessions.length} clients, more than ${ClientSessions.budget} each: the per-client limit answered 429 (raise BENCH_SOAK_CLIENTS)`,
    )
  }

  const sha = git('rev-parse', '--short', 'HEAD') || 'nogit'
  const date = new Date()
  const file = resultsFile(date, sha, '-soak')
  const summary = {
    date: date.toISOString(),
    commit: sha,
    uncommittedChanges: git('status', '--porcelain', '--untracked-files=no').length > 0,
    machine: machineInfo({ loadAverageAtStart: loadAtStart, loadAverageAtSoakStart: loadBefore, loadAverageAtSoakEnd: loadAtEnd }),
    settings: {
      seconds: SECONDS,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      settleBeforeSeconds: SETTLE_BEFORE,
      settleAfterSeconds: SETTLE_AFTER,
      timeoutSeconds: TIMEOUT,
      memoryTolerance: MEMORY_TOLERANCE,
      clientSessions: clientCount,
      loadGenerator: 'autocannon, in the same machine, over loopback',
      server: { ...SERVER_ENV, CMS_ADMIN: 'on', EMBEDDED_POSTGRES_DURABLE: 'false', nodeFlags: SERVER_NODE_FLAGS },
      mix: MIX.map((entry) => ({ what: entry.what, request: `${entry.method} ${entry.path}`, weight: entry.weight })),
    },
    seededRows: seeded.rows,
    warmup: { requestsPerSecond: warm.requests.average, requests: warm.requests.total, non2xx: warm.non2xx, errors: warm.errors },
    soak: {
      requestsPerSecond: run.requests.average,
      requests: run.requests.total,
      cpuUsPerRequest,
      latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max, mean: run.latency.mean },
      statusCodes,
      non2xx,
      fiveXX,
      connectionErrors: run.errors,
      timeouts: run.timeouts,
      byRequest,
      messagesSent: sessions.messagesSent,
      messageLimitMet: sessions.overBudget,
    },
    memory: {
      pid: server.pid,
      rssBeforeKiB: rssBefore,
      rssPeakKiB: rssPeak,
      rssEndKiB: rssEnd,
      rssAfterKiB: rssAfter,
      ratioAfterToBefore: memoryRatio,
      liveHeapAfterLastFullGcBefore: heapBefore,
      liveHeapAfterLastFullGcAfter: heapAfter,
    },
    verdict: { passed, ...checks },
    totalSeconds: Math.round((performance.now() - runStarted) / 1000),
  }
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nResults: ${file}`)
} finally {
  await cleanUp()
}
process.exit(exitCode)
