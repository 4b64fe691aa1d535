/**
 * A property-based fuzzer over every /api route (from cms/api-routes.ts), as each caller that
 * reaches its handler (anonymous, a client, the administration key). Each run starts from a
 * well-formed request (tests/helpers/api-samples.ts) and spoils one part: a path parameter, the
 * query string or the body (tests/helpers/hostile-values.ts). Properties: never a 5xx, never
 * without an answer; the server still up at the end; and every row that existed before the
 * fuzzing (read by SQL) unchanged after, whatever the fuzzing callers did to their own records.
 *
 * FUZZ_RUNS=<n> random runs per route and caller (default 10); FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRoutes } from '@/cms/api-routes'
import type { ApiRoute, Caller } from '@/cms/infra/http/route'
import { type Actor, adminActor, anonymousActor, type Answer, call, newClient, nextAddress, type Payload } from '../helpers/actors'
import { API_SAMPLES, type ApiFixtures, createApiFixtures } from '../helpers/api-samples'
import { connectToDatabase } from '../helpers/database'
import { encodeBytes, hostileQuery, hostileSegment, hostileUpload, spoiledBody, taintedUploads } from '../helpers/hostile-values'
import { changedRows, type RowSnapshot, snapshotRows } from '../helpers/stored-data'
import { startTestServer, type TestServer } from '../helpers/test-server'

const RUNS = Number(process.env.FUZZ_RUNS ?? 10)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))

let server: TestServer
let db: pg.Client
let fx: ApiFixtures
let before: RowSnapshot
const callers = {} as Record<Caller, Actor>
let requests = 0
let serverErrors = 0

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
  // Another client's project, document and message, a blog post, payments…: there before the fuzzing.
  const other = await newClient(server, 'client-B', 'Karim')
  await createApiFixtures(server, db, { owner: other, loginTarget: other.account, admin: await adminActor(server) })
  before = await snapshotRows(db)
  // The fuzzing callers and the records they act on, made after the snapshot: theirs to change.
  const owner = await newClient(server, 'client-A', 'Amel')
  callers.admin = await adminActor(server)
  callers.client = owner.actor
  callers.anonymous = anonymousActor(server)
  const loginTarget = (await newClient(server, 'login-target', 'Lamia')).account
  fx = await createApiFixtures(server, db, { owner, loginTarget, admin: callers.admin })
}, 180_000)

afterAll(async () => {
  console.log(`Fuzz (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}): ${requests} requests, ${serverErrors} answered 5xx or not at all`)
  const errors = new Set(
    [...(server?.logs() ?? '').matchAll(/"level":50,.*?"err":\{"type":"(\w+)","message":"((?:[^"\\]|\\.){0,160})/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    ),
  )
  if (errors.size > 0) console.log(`Server errors logged:\n  ${[...errors].slice(0, 30).join('\n  ')}`)
  await db?.end()
  await server?.stop()
})

/** The keys a zod schema reads (objects, unions, pipes): the fields worth spoiling. */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def
  if (!def) return []
  if (def.type === 'object') return Object.keys(def.shape as object)
  if (def.type === 'pipe') return keysOf(def.in)
  if (def.type === 'union') return (def.options as unknown[]).flatMap(keysOf)
  if (def.type === 'intersection') return [...keysOf(def.left), ...keysOf(def.right)]
  return []
}

/** NUL (a known 500 today, to be a French 400), then the other worst characters together. */
const TAINTS = ['\u0000', "\u0001\u001b\ud800' OR '1'='1 <script>x</script>"]

/** The fields of a route's body: the sample's and the schema's (spoiled fields beyond them are the random runs' job). */
const fieldsOf = (sample: Record<string, unknown>, route: ApiRoute) => [...new Set([...Object.keys(sample), ...keysOf(route.handler.body)])]

const callersOf = (route: ApiRoute): Caller[] => [route.access].flat()
const routeKey = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`
const show = (value: unknown) => JSON.stringify(value).slice(0, 240)

/** JSON with long strings cut in the middle (a taint is often at an end), so what went wrong stays visible. */
const brief = (value: unknown) =>
  JSON.stringify(value, (_, item: unknown) =>
    typeof item === 'string' && item.length > 80 ? `${item.slice(0, 40)}…(${item.length} characters)…${item.slice(-40)}` : item,
  )
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The request as a reader can replay it: decoded path, query pairs and body, long values cut short. */
function inputOf(path: string, body: Payload | undefined): string {
  const [pathname, query] = path.split('?')
  const parts = [brief(decoded(pathname))]
  if (query) parts.push(`?${brief(query.split('&').map((pair) => pair.split('=').map(decoded)))}`)
  if (body && 'json' in body) parts.push(brief(body.json))
  else if (body) parts.push(`${typeof body.raw === 'string' ? brief(body.raw) : `<${body.raw.length} bytes>`} as ${body.contentType}`)
  return parts.join(' ')
}

type Part = 'params' | 'query' | 'body'
interface Probe {
  part: Part
  params: Record<string, string>
  query: string
  body: Payload | undefined
}

/** Fuzzes one route as one caller; returns the runs that got a 5xx or no answer. */
async function fuzz(route: ApiRoute, as: Caller): Promise<string[]> {
  const key = routeKey(route)
  const sample = API_SAMPLES[key] ?? {}
  const valid = sample.params?.(fx) ?? {}
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])
  const method = route.method.toUpperCase()
  const validBody = method === 'GET' ? undefined : ((await sample.body?.(fx, as)) ?? { json: {} })
  const jsonSample =
    validBody && 'json' in validBody && typeof validBody.json === 'object' ? (validBody.json as Record<string, unknown>) : {}
  const parts: Part[] = [...(names.length > 0 ? (['params'] as const) : []), 'query', ...(validBody ? (['body'] as const) : [])]
  const bodies =
    validBody && 'raw' in validBody ? fc.oneof(hostileUpload, spoiledBody({}, [])) : spoiledBody(jsonSample, keysOf(route.handler.body))

  const probe: fc.Arbitrary<Probe> = fc.record({
    part: fc.constantFrom(...parts),
    params: fc.record(Object.fromEntries(names.map((name) => [name, hostileSegment(String(valid[name] ?? '1'))]))),
    query: hostileQuery(keysOf(route.handler.query)),
    body: validBody ? bodies : fc.constant(undefined),
  }) as fc.Arbitrary<Probe>

  // Before the random runs, every field, parameter and query key once with NUL and once with the other
  // worst characters, so a text that reaches the database unchecked is always tried.
  const validParams = Object.fromEntries(names.map((name) => [name, encodeBytes(String(valid[name] ?? '1'))]))
  const examples: [Probe][] = TAINTS.flatMap((taint) => [
    ...names.map((name): Probe => ({
      part: 'params',
      params: { ...validParams, [name]: encodeBytes(`${valid[name] ?? ''}${taint}`) },
      query: '',
      body: validBody,
    })),
    ...(validBody && 'json' in validBody ? fieldsOf(jsonSample, route) : []).map((field): Probe => ({
      part: 'body',
      params: validParams,
      query: '',
      body: { json: { ...jsonSample, [field]: `${String(jsonSample[field] ?? 'texte')}${taint}` } },
    })),
    ...(validBody && 'raw' in validBody ? taintedUploads(taint) : []).map((body): Probe => ({
      part: 'body',
      params: validParams,
      query: '',
      body,
    })),
    ...keysOf(route.handler.query).map((name): Probe => ({
      part: 'query',
      params: validParams,
      query: `${name}=${encodeBytes(`a${taint}`)}`,
      body: validBody,
    })),
  ]).map((probe) => [probe])

  const failures: string[] = []
  await fc.assert(
    fc.asyncProperty(probe, async ({ part, params, query, body }) => {
      const segment = (name: string) => (part === 'params' ? params[name] : encodeBytes(String(valid[name] ?? '1')))
      const path = `/api${route.path.replace(/:(\w+)/g, (_, name: string) => segment(name))}${part === 'query' ? `?${query}` : ''}`
      const payload = part === 'body' ? body : validBody
      const actor = { name: as, headers: { ...callers[as].headers, 'X-Forwarded-For': nextAddress() } }
      requests++
      let answer: Answer
      try {
        answer = await call(server.baseUrl, actor, method, path, payload, AbortSignal.timeout(20_000))
      } catch (error) {
        answer = { status: 0, body: String(error) }
      }
      if (answer.status >= 500 || answer.status === 0) {
        serverErrors++
        failures.push(
          `${as} ${method} ${inputOf(path, part === 'body' ? payload : undefined)} → ${answer.status || 'no answer'} ${show(answer.body)}`,
        )
      }
      // Every input is kept going (no shrinking): a 5xx is recorded and the next one is sent.
      return true
    }),
    { numRuns: RUNS + examples.length, seed: SEED, examples },
  )
  return failures
}

describe('/api, fuzzed', () => {
  for (const route of apiRoutes) {
    it(
      routeKey(route),
      async () => {
        const failures: string[] = []
        for (const as of callersOf(route)) failures.push(...(await fuzz(route, as)))
        expect(failures, `${failures.length} answers 5xx or missing:\n${failures.slice(0, 12).join('\n')}`).toEqual([])
      },
      Math.max(120_000, RUNS * 3_000), // FUZZ_RUNS in the hundreds: reordering a project with many steps is slow
    )
  }

  it('leaves the server up, its callers where they were, and every row that existed before as it was', async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
    // Prototype keys sent above gave no one new rights.
    expect((await call(server.baseUrl, anonymousActor(server), 'GET', '/api/admin/stats')).status).toBe(401)
    expect((await call(server.baseUrl, callers.client, 'GET', '/api/admin/users')).status).toBe(401)
    const changes = changedRows(before, await snapshotRows(db))
    expect(changes, changes.slice(0, 20).join('\n')).toEqual([])
  }, 60_000)
})
