/**
 * Live updates (issue 35 item 3): GET /api/events on two instances sharing one database. A write
 * on one reaches the streams of the other within a second (the change feed), each stream gets
 * only its audience's events, a stream that comes back resumes where it left off, a session holds
 * at most five streams across instances, heartbeats flow, and a logged-out session's stream ends.
 */
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LIVE_STREAMS_PER_SESSION, TOO_MANY_LIVE_STREAMS } from '@/contract/live'
import type { ApiMessage } from '@/contract/messages'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { dataOf, EventStream, type StreamEvent } from '../helpers/event-stream'
import { adminSession, loggedInClient } from '../helpers/factories'
import { guideRequest } from '../helpers/funnel'
import { startTestServer, type TestServer } from '../helpers/test-server'

/** The longest a write may take to reach a stream on another instance. */
const WITHIN_MS = 1_000
const HEARTBEAT_SECONDS = 1

let a: TestServer
let b: TestServer
let db: pg.Client
const streams: EventStream[] = []

beforeAll(async () => {
  const env = { LIVE_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS), TRUST_PROXY: '1' }
  a = await startTestServer({ env })
  // B runs on A's database (its embedded PostgreSQL), with A's secrets: a cookie of one works on the other.
  const { payloadSecret, postgresPassword } = JSON.parse(fs.readFileSync(path.join(a.dataDir, 'secrets.json'), 'utf8')) as {
    payloadSecret: string
    postgresPassword: string
  }
  const port = Number(fs.readFileSync(path.join(a.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
  b = await startTestServer({
    env: {
      ...env,
      DATABASE_URL: `postgres://postgres:${postgresPassword}@127.0.0.1:${port}/app`,
      PAYLOAD_SECRET: payloadSecret,
      ADMIN_KEY: a.adminKey,
    },
  })
  db = await connectToDatabase(a)
}, 180_000)
afterAll(async () => {
  for (const stream of streams) stream.close()
  await b?.stop()
  await db?.end()
  await a?.stop()
})

/** Opens a stream that the test expects to be accepted (closed after the file). */
async function openStream(server: TestServer, caller: ApiClient, options: Parameters<typeof EventStream.open>[1] = {}) {
  const opened = await EventStream.open(server.baseUrl, { cookie: caller.cookieHeader(), ...options })
  if (!(opened instanceof EventStream)) throw new Error(`Stream refused: ${opened.status} ${JSON.stringify(opened.body)}`)
  streams.push(opened)
  return opened
}

const onB = (caller: ApiClient) => {
  const moved = new ApiClient(b.baseUrl, caller.headers)
  for (const [name, value] of caller.cookies) moved.cookies.set(name, value)
  return moved
}

async function staffMessage(staff: ApiClient, userId: number, content: string) {
  const sent = await staff.post<{ message: ApiMessage }>(`/api/messages/${userId}`, { subject: 'Votre dossier', content, fromAdmin: true })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  return sent.body.message
}

const isType = (type: string) => (event: StreamEvent) => event.event === type
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('GET /api/events across instances', () => {
  it('a message sent by staff through instance B reaches the client’s stream on A within a second, and no other client’s', async () => {
    const { client, api } = await loggedInClient(a)
    const other = await loggedInClient(a)
    const stream = await openStream(a, api)
    const otherStream = await openStream(a, other.api)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')

    const staff = await adminSession(b)
    const sentAt = Date.now()
    const message = await staffMessage(staff, client.id, 'Votre extrait du registre du commerce est prêt.')
    const event = await stream.waitFor(isType('message'), WITHIN_MS)
    expect(event.at - sentAt).toBeLessThan(WITHIN_MS)
    // Identifiers only: never the message's text.
    expect(dataOf(event)).toEqual({ messageId: message.id, threadId: message.id })
    expect(event.data).not.toContain('registre')
    expect(Number(event.id)).toBeGreaterThan(0)

    await pause(WITHIN_MS)
    expect(otherStream.events).toEqual([])
  })

  it('the back-office’s stream receives a client’s message, a new contact and a new request; a client’s stream none of the staff’s', async () => {
    const staff = await adminSession(a)
    const staffStream = await openStream(a, staff)
    const { client, api } = await loggedInClient(b)
    const clientStream = await openStream(a, api)

    const sent = await api.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, {
      subject: 'Question',
      content: 'Bonjour, où en est mon dossier ?',
    })
    expect(sent.status).toBe(201)
    const message = await staffStream.waitFor(
      (event) => event.event === 'message' && dataOf(event).messageId === sent.body.message.id,
      WITHIN_MS,
    )
    expect(dataOf(message)).toEqual({ messageId: sent.body.message.id, threadId: sent.body.message.id })
    // The client's own stream hears it too (its other tabs).
    await clientStream.waitFor(isType('message'), WITHIN_MS)

    const visitor = new ApiClient(b.baseUrl, { 'X-Forwarded-For': '198.51.100.31' })
    const contact = await visitor.post<{ contact: { id: number } }>('/api/contacts', {
      firstName: 'Samir',
      lastName: 'Haddad',
      email: 'samir.haddad@example.com',
      message: 'Bonjour, je souhaite créer une EURL.',
    })
    expect(contact.status, JSON.stringify(contact.body)).toBe(201)
    const contactEvent = await staffStream.waitFor(
      (event) => event.event === 'contact' && dataOf(event).contactId === contact.body.contact.id,
      WITHIN_MS,
    )
    expect(dataOf(contactEvent)).toEqual({ contactId: contact.body.contact.id })

    const lead = await new ApiClient(b.baseUrl, { 'X-Forwarded-For': '198.51.100.32' }).post<{ lead: { id: number } }>(
      '/api/save-lead',
      guideRequest(),
    )
    expect(lead.status, JSON.stringify(lead.body)).toBe(201)
    await staffStream.waitFor((event) => event.event === 'request' && dataOf(event).leadId === lead.body.lead.id, WITHIN_MS)

    // Handled in the back-office (a typed UPDATE, not Payload): the other agents hear it too.
    const handled = await onB(staff).patch(`/api/admin/contacts/${contact.body.contact.id}`, { status: 'in_progress' })
    expect(handled.status, JSON.stringify(handled.body)).toBe(200)
    await expect
      .poll(() => staffStream.events.filter((event) => event.event === 'contact').length, { timeout: WITHIN_MS, interval: 50 })
      .toBe(2)

    await pause(300)
    expect(clientStream.events.map((event) => event.event)).toEqual(['message'])
  })

  it('a stream that comes back with Last-Event-ID gets what it missed, and a resync when that is older than what is kept', async () => {
    const { client, api } = await loggedInClient(a)
    const staff = await adminSession(b)
    const first = await openStream(a, api)
    const seen = await staffMessage(staff, client.id, 'Premier message')
    const seenEvent = await first.waitFor(isType('message'), WITHIN_MS)
    expect(dataOf(seenEvent).messageId).toBe(seen.id)
    first.close()
    await first.ended

    // Missed while the stream was closed.
    const missed = [await staffMessage(staff, client.id, 'Deuxième message'), await staffMessage(staff, client.id, 'Troisième message')]
    const replayed = await openStream(b, api, { lastEventId: seenEvent.id! })
    await expect.poll(() => replayed.events.length, { timeout: WITHIN_MS, interval: 50 }).toBe(2)
    expect(replayed.events.map((event) => dataOf(event).messageId)).toEqual(missed.map((message) => message.id))
    expect(replayed.retry).toBeGreaterThan(0)
    replayed.close()

    // The first connection of a page says where it left off in the query.
    const byQuery = await openStream(a, api, { query: `?lastEventId=${seenEvent.id}` })
    await expect.poll(() => byQuery.events.length, { timeout: WITHIN_MS, interval: 50 }).toBe(2)
    byQuery.close()

    // Older than what is kept (the housekeeping purged it): everything must be read again.
    await db.query('DELETE FROM live_events WHERE id <= $1', [Number(seenEvent.id)])
    const tooOld = await openStream(a, api, { lastEventId: seenEvent.id! })
    const resync = await tooOld.waitFor(isType('resync'), WITHIN_MS)
    expect(resync.id).toBeNull()
    tooOld.close()
  })

  it(`a session holds at most ${MAX_LIVE_STREAMS_PER_SESSION} streams across instances; a closed one frees its place`, async () => {
    const { client, api } = await loggedInClient(a)
    const open: EventStream[] = []
    for (let i = 0; i < MAX_LIVE_STREAMS_PER_SESSION; i++) open.push(await openStream(i % 2 ? b : a, api))
    const refused = await EventStream.open(b.baseUrl, { cookie: api.cookieHeader() })
    expect(refused).not.toBeInstanceOf(EventStream)
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_LIVE_STREAMS } })

    // Another session of the same client (another browser) is another count.
    const otherSession = new ApiClient(a.baseUrl, { 'X-Forwarded-For': '198.51.100.33' })
    expect((await otherSession.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    await openStream(b, otherSession)

    open[0]!.close()
    await expect
      .poll(
        async () => {
          const again = await EventStream.open(a.baseUrl, { cookie: api.cookieHeader() })
          if (again instanceof EventStream) streams.push(again)
          return again instanceof EventStream
        },
        { timeout: 3_000, interval: 100 },
      )
      .toBe(true)
  })

  it('refuses a caller without a session (401) and a malformed resumption point (400), in French', async () => {
    const anonymous = await EventStream.open(a.baseUrl)
    expect(anonymous).toMatchObject({ status: 401, body: { error: expect.stringMatching(/connecté/) } })
    const { api } = await loggedInClient(a)
    const malformed = await EventStream.open(a.baseUrl, { cookie: api.cookieHeader(), query: '?lastEventId=abc' })
    expect(malformed).toMatchObject({ status: 400, body: { error: 'Identifiant du dernier événement invalide' } })
  })

  it('is neither compressed nor cached, and a heartbeat comes every LIVE_HEARTBEAT_SECONDS', async () => {
    const { api } = await loggedInClient(a)
    const stream = await openStream(a, api, { headers: { 'Accept-Encoding': 'br, gzip' } })
    const { headers } = stream.response
    expect(headers.get('content-encoding')).toBeNull()
    expect(headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(headers.get('x-accel-buffering')).toBe('no')
    await pause(HEARTBEAT_SECONDS * 2_500)
    // The opening comment, then one per second.
    expect(stream.comments.length).toBeGreaterThanOrEqual(3)
    expect(stream.isEnded).toBe(false)
  })

  it('a logged-out session’s stream ends at the next heartbeat, on whichever instance it is', async () => {
    const { api } = await loggedInClient(a)
    const stream = await openStream(b, api)
    const staff = await adminSession(a)
    const staffStream = await openStream(b, staff)
    expect((await api.post('/api/logout')).status).toBe(200)
    expect((await staff.post('/api/admin/logout')).status).toBe(200)
    const endedWithin = Promise.race([
      Promise.all([stream.ended, staffStream.ended]).then(() => true),
      pause(HEARTBEAT_SECONDS * 3_000).then(() => false),
    ])
    expect(await endedWithin).toBe(true)
  })

  it('open streams end when the instance drains (SIGTERM), so it stops at once', async () => {
    const { api } = await loggedInClient(a)
    const stream = await openStream(b, api)
    const stoppedAt = Date.now()
    const code = await b.stop()
    expect(code, b.logs().slice(-3000)).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(10_000)
    await stream.ended
    expect(stream.isEnded).toBe(true)
  })
})
