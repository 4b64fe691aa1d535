/**
 * Conversations (issue 35 item 1): a reply joins its conversation (`threadId`, the first
 * message's id) and keeps its subject; GET /api/messages/{userId}/threads lists them newest
 * activity first with their unread counts; opening one marks what the reader had not read.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiMessage, MessagesResponse, ThreadReadResponse, ThreadsResponse } from '@/contract/messages'
import type { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

async function send(caller: ApiClient, userId: number, body: Record<string, unknown>) {
  const response = await caller.post<{ message: ApiMessage }>(`/api/messages/${userId}`, { subject: 'Sujet', content: 'Bonjour', ...body })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.message
}

const countMessages = async (userId: number) =>
  Number((await db.query('SELECT count(*) FROM messages WHERE user_id = $1', [userId])).rows[0].count)

describe('conversations', () => {
  it('a reply joins its conversation, keeps its subject, and every message says its threadId', async () => {
    const { client, api } = await loggedInClient(server)
    const first = await send(admin, client.id, { subject: 'Pièces à fournir', content: 'Merci de nous envoyer vos statuts.' })
    expect(first.threadId).toBe(first.id)
    const reply = await send(api, client.id, { subject: 'Re : Re : autre chose', content: 'Les voici.', threadId: first.id })
    expect(reply).toMatchObject({ threadId: first.id, subject: 'Pièces à fournir', fromAdmin: false })
    const answer = await send(admin, client.id, { subject: 'x', content: 'Merci, bien reçu.', threadId: first.id })
    expect(answer).toMatchObject({ threadId: first.id, subject: 'Pièces à fournir', fromAdmin: true })
    const other = await send(api, client.id, { subject: 'Une autre question', content: 'Et la domiciliation ?' })
    expect(other.threadId).toBe(other.id)
    expect((await db.query('SELECT thread_id FROM messages WHERE id = $1', [reply.id])).rows[0].thread_id).toBe(first.id)

    for (const caller of [api, admin]) {
      const list = await caller.get<MessagesResponse>(`/api/messages/${client.id}`)
      expect(list.status).toBe(200)
      expect(list.body.messages.map((message) => [message.id, message.threadId])).toEqual([
        [other.id, other.id],
        [answer.id, first.id],
        [reply.id, first.id],
        [first.id, first.id],
      ])
      for (const message of list.body.messages) {
        expect(Object.keys(message)).toEqual(
          expect.arrayContaining(['id', 'subject', 'content', 'isRead', 'fromAdmin', 'createdAt', 'threadId']),
        )
      }
      const thread = await caller.get<MessagesResponse>(`/api/messages/${client.id}?threadId=${first.id}`)
      expect(thread.body).toMatchObject({ total: 3, totalPages: 1 })
      expect(thread.body.messages.map((message) => message.id)).toEqual([answer.id, reply.id, first.id])
    }

    // Newest activity first; each conversation counts only the other side's unread messages.
    const clientThreads = await api.get<ThreadsResponse>(`/api/messages/${client.id}/threads`)
    expect(clientThreads.body).toMatchObject({ success: true, total: 2, page: 1, totalPages: 1, unread: 2 })
    expect(clientThreads.body.threads).toEqual([
      { id: other.id, subject: 'Une autre question', lastMessageAt: other.createdAt, lastFromAdmin: false, messageCount: 1, unread: 0 },
      { id: first.id, subject: 'Pièces à fournir', lastMessageAt: answer.createdAt, lastFromAdmin: true, messageCount: 3, unread: 2 },
    ])
    const adminThreads = await admin.get<ThreadsResponse>(`/api/messages/${client.id}/threads`)
    expect(adminThreads.body.threads.map((thread) => [thread.id, thread.unread])).toEqual([
      [other.id, 1],
      [first.id, 1],
    ])
    expect(adminThreads.body.unread).toBe(2)
  })

  it('opening a conversation marks the other side’s messages read, never one’s own', async () => {
    const { client, api } = await loggedInClient(server)
    const first = await send(admin, client.id, { content: 'Premier' })
    const reply = await send(api, client.id, { content: 'Réponse', threadId: first.id })
    const second = await send(admin, client.id, { content: 'Deuxième', threadId: first.id })
    const elsewhere = await send(admin, client.id, { content: 'Ailleurs' })

    const opened = await api.patch<ThreadReadResponse>(`/api/messages/${client.id}/threads/${first.id}/read`)
    expect(opened.status).toBe(200)
    expect(opened.body).toEqual({ success: true, marked: 2 })
    const read = async (id: number) => (await db.query('SELECT is_read FROM messages WHERE id = $1', [id])).rows[0].is_read
    expect([await read(first.id), await read(second.id), await read(reply.id), await read(elsewhere.id)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect((await api.patch<ThreadReadResponse>(`/api/messages/${client.id}/threads/${first.id}/read`)).body.marked).toBe(0)

    expect((await admin.patch<ThreadReadResponse>(`/api/messages/${client.id}/threads/${first.id}/read`)).body.marked).toBe(1)
    expect(await read(reply.id)).toBe(true)
    expect((await api.get<ThreadsResponse>(`/api/messages/${client.id}/threads`)).body.unread).toBe(1)
    // The spec's per-message call still works.
    expect((await api.patch<{ message: ApiMessage }>(`/api/messages/${elsewhere.id}/read`)).body.message.isRead).toBe(true)
  })

  it('refuses another client’s conversation and a reply’s id as threadId (404, nothing stored)', async () => {
    const { client, api } = await loggedInClient(server)
    const other = await loggedInClient(server)
    const theirs = await send(admin, other.client.id, { content: 'À l’autre client' })
    const mine = await send(admin, client.id, { content: 'À moi' })
    const myReply = await send(api, client.id, { content: 'Réponse', threadId: mine.id })
    const before = await countMessages(client.id)

    for (const [caller, threadId] of [
      [api, theirs.id],
      [admin, theirs.id],
      [api, myReply.id],
      [admin, myReply.id],
      [api, 2_147_483_647],
    ] as const) {
      const response = await caller.post<{ error: string }>(`/api/messages/${client.id}`, { subject: 'a', content: 'b', threadId })
      expect(response.status, String(threadId)).toBe(404)
      expect(response.body).toMatchObject({ success: false, error: 'Conversation introuvable.' })
      expect((await caller.get(`/api/messages/${client.id}?threadId=${threadId}`)).status).toBe(404)
      expect((await caller.patch(`/api/messages/${client.id}/threads/${threadId}/read`)).status).toBe(404)
    }
    expect(await countMessages(client.id)).toBe(before)
    expect((await db.query('SELECT is_read FROM messages WHERE id = $1', [theirs.id])).rows[0].is_read).toBe(false)

    // Another client's id in the path: 403, as every {userId} route; anonymous: 401.
    expect((await other.api.get(`/api/messages/${client.id}/threads`)).status).toBe(403)
    expect((await other.api.patch(`/api/messages/${client.id}/threads/${mine.id}/read`)).status).toBe(403)
    for (const bad of [{ threadId: 'abc' }, { threadId: -1 }, { threadId: 1.5 }]) {
      const response = await api.post<{ error: string }>(`/api/messages/${client.id}`, { subject: 'a', content: 'b', ...bad })
      expect(response.status).toBe(400)
      expect(response.body.error).toBe('Conversation invalide')
    }
    expect((await api.get(`/api/messages/${client.id}?threadId=abc`)).status).toBe(400)
    expect((await api.patch(`/api/messages/${client.id}/threads/abc/read`)).status).toBe(400)
    expect(await countMessages(client.id)).toBe(before)
  })
})
