/**
 * Callers for permission and fuzz tests: each is a fixed set of headers (its session cookie or
 * token, the site's Origin or none, its own forwarded address). `call` sends one request as
 * that caller and never keeps the cookies of the answer, so a login or a logout sent as one
 * caller never turns it into someone else.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { expect } from 'vitest'
import { ApiClient } from './api-client'
import { registerClient } from './factories'
import { demoEditorPassword } from './editor-accounts'
import type { TestServer } from './test-server'

export interface Actor {
  name: string
  headers: Record<string, string>
}

export interface Answer {
  status: number
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown
}

/** A request body: JSON (serialised here) or exact bytes with their Content-Type. */
export type Payload = { json: unknown } | { raw: string | Uint8Array<ArrayBuffer>; contentType?: string }

let addresses = 0
/** A distinct documentation address (RFC 5737) per caller, honoured when the server runs with TRUST_PROXY=1. */
export const nextAddress = () => {
  const n = ++addresses
  return `198.51.${100 + (Math.floor(n / 250) % 14)}.${(n % 250) + 1}`
}

export async function call(
  baseUrl: string,
  actor: Actor,
  method: string,
  path: string,
  payload?: Payload,
  signal?: AbortSignal,
): Promise<Answer> {
  const headers: Record<string, string> = { ...actor.headers }
  let body: string | Uint8Array<ArrayBuffer> | undefined
  if (payload && 'json' in payload) {
    body = JSON.stringify(payload.json)
    headers['Content-Type'] = 'application/json'
  } else if (payload) {
    body = payload.raw
    if (payload.contentType) headers['Content-Type'] = payload.contentType
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual', signal })
  // A live stream (GET /api/events) never ends by itself: its status says who may open it.
  if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel()
    return { status: response.status, body: '' }
  }
  const text = await response.text()
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : {} }
  } catch {
    return { status: response.status, body: text }
  }
}

/** The browser's headers for a caller holding these cookies. */
function browser(name: string, api: ApiClient): Actor {
  const headers: Record<string, string> = { Origin: api.baseUrl, Accept: 'application/json', 'X-Forwarded-For': nextAddress() }
  const cookie = api.cookieHeader()
  if (cookie) headers.Cookie = cookie
  return { name, headers }
}

export const anonymousActor = (server: TestServer, name = 'anonymous'): Actor => browser(name, new ApiClient(server.baseUrl))

/** The same session sent by a plain HTTP client: only the cookie, no Origin, no Accept. */
export const cookieOnly = (actor: Actor, name: string): Actor => ({
  name,
  headers: { Cookie: actor.headers.Cookie ?? '', 'X-Forwarded-For': nextAddress() },
})

/** The session's token (Payload's `payload-token` cookie) sent as `Authorization: JWT …`, without the cookie. */
export function jwtHeader(actor: Actor, name: string): Actor {
  const token = /(?:^|;\s*)payload-token=([^;]+)/.exec(actor.headers.Cookie ?? '')?.[1]
  if (!token) throw new Error(`${actor.name} holds no payload-token`)
  return { name, headers: { Authorization: `JWT ${token}`, Accept: 'application/json', 'X-Forwarded-For': nextAddress() } }
}

export interface ClientAccount {
  id: number
  email: string
  password: string
  firstName: string
}

/** Logs a client in through POST /api/login. */
export async function clientActor(server: TestServer, account: ClientAccount, name: string): Promise<Actor> {
  const api = new ApiClient(server.baseUrl, { 'X-Forwarded-For': nextAddress() })
  const login = await api.post('/api/login', { email: account.email, password: account.password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return browser(name, api)
}

/** A new client registered through POST /api/register, and its logged-in caller. */
export async function newClient(server: TestServer, name: string, firstName: string) {
  const account: ClientAccount = await registerClient(server, {
    firstName,
    email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
  })
  return { account, actor: await clientActor(server, account, name) }
}

/** The back-office: a session opened with the administration key. */
export async function adminActor(server: TestServer, name = 'admin-key'): Promise<Actor> {
  const api = new ApiClient(server.baseUrl, { 'X-Forwarded-For': nextAddress() })
  const login = await api.post('/api/admin/login', { adminKey: server.adminKey })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return browser(name, api)
}

/** The seeded editor's password, printed in the start banner. */
export const seededEditorPassword = demoEditorPassword

export async function editorActor(server: TestServer, email: string, password: string, name: string): Promise<Actor> {
  const api = new ApiClient(server.baseUrl, { 'X-Forwarded-For': nextAddress() })
  const login = await api.post('/cms-api/editors/login', { email, password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return browser(name, api)
}

/**
 * A `staff` editor: the seeded editor is promoted by SQL for as long as it takes to create a
 * staff account through Payload (only staff may create editors or set a role), then put back.
 */
export async function staffEditor(server: TestServer, db: pg.Client, name = 'staff') {
  const seeded = 'editeur@example.com'
  await db.query(`UPDATE editors SET role = 'staff' WHERE email = $1`, [seeded])
  try {
    const promoted = await editorActor(server, seeded, seededEditorPassword(server), 'promoted')
    const account = {
      email: `staff-${randomUUID().slice(0, 8)}@example.com`,
      password: 'motdepasse-equipe',
      firstName: 'Samia',
      lastName: 'Equipe',
    }
    const created = await call(server.baseUrl, promoted, 'POST', '/cms-api/editors', { json: { ...account, role: 'staff' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body as { doc: { id: number } }).doc.id
    return { id, ...account, actor: await editorActor(server, account.email, account.password, name) }
  } finally {
    await db.query(`UPDATE editors SET role = 'editor' WHERE email = $1`, [seeded])
  }
}
