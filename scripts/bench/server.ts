/**
 * What `npm run bench` (run.ts) and `npm run bench:soak` (soak.ts) share: the built server started
 * on a fresh DATA_DIR and seeded at volume, logins, the process's memory, the results file's name.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connectToDatabase } from '@/tests/helpers/database'
import { startTestServer, type TestServer } from '@/tests/helpers/test-server'
import { clientAddress } from './writes'
import { type SeedReport, seedVolume } from './seed-volume'

/** Every bench server: X-Forwarded-For trusted (each request says its own client address), no log line per request. */
export const SERVER_ENV = { TRUST_PROXY: '1', LOG_LEVEL: 'error' }

/** The machine a results file was measured on, with the load averages the caller took along the way. */
export function machineInfo(loadAverages: Record<string, number[]>) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    ...loadAverages,
  }
}

/** The built server (Payload's admin on, for /cms-api) on `dataDir`, fresh or already seeded. */
export const startBenchServer = (dataDir: string) => startTestServer({ cmsAdmin: true, seedDemo: false, env: SERVER_ENV, dataDir })

/** The server's address over loopback, as the load generator calls it. */
export const loopbackUrl = (server: TestServer) => server.baseUrl.replace('localhost', '127.0.0.1')

/** Seeds the running server's empty database at volume (seed-volume.ts). */
export async function seedServer(server: TestServer, log: (line: string) => void = console.log): Promise<SeedReport> {
  const db = await connectToDatabase(server)
  try {
    return await seedVolume(db, log)
  } finally {
    await db.end()
  }
}

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

/** A login (client, back-office or editor) from the given client address; the session's cookie. */
export async function logIn(server: TestServer, url: string, body: unknown, address?: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, ...(address ? { 'x-forwarded-for': address } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  const cookie = cookieOf(response)
  if (!cookie) throw new Error(`${url} set no cookie`)
  return cookie
}

/**
 * Logs in each of these seeded clients (a few at a time: a login holds a core for about 0.4 s), each
 * from its own address; their session cookies, in the same order.
 */
export async function logInClients(
  server: TestServer,
  base: string,
  clients: { email: string; password: string }[],
  parallel = 4,
): Promise<string[]> {
  const cookies: string[] = new Array(clients.length)
  let next = 0
  const worker = async () => {
    while (next < clients.length) {
      const index = next++
      cookies[index] = await logIn(server, `${base}/api/login`, clients[index], clientAddress())
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, clients.length) }, worker))
  return cookies
}

/** Resident memory of a process in KiB (VmRSS in /proc/<pid>/status), or undefined without /proc. */
export function rssKiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}

export function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim()
  } catch {
    return ''
  }
}

/** bench/results/<date>-<commit><suffix>.json, the folder made if needed. */
export function resultsFile(date: Date, sha: string, suffix = ''): string {
  fs.mkdirSync('bench/results', { recursive: true })
  const stamp = date
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z')
  return path.join('bench/results', `${stamp}-${sha}${suffix}.json`)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
