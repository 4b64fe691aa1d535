/**
 * The back-office's work queue « À traiter » (issue 35 item 4), GET /api/admin/queue: each kind's
 * count and oldest items move as things happen and as the team handles them, through the real
 * routes: a client writes, then staff read; a client sends a document, then staff review it; an
 * order is paid, then its project starts; a contact and a request arrive, then are handled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminQueueResponse, QueueKind } from '@/contract/admin-queue'
import type { ApiMessage } from '@/contract/messages'
import { ApiClient } from '../helpers/api-client'
import { minimalPdf, uploadDocument } from '../helpers/document-files'
import { adminSession, loggedInClient } from '../helpers/factories'
import { checkoutRequest, guideRequest } from '../helpers/funnel'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } })
  admin = await adminSession(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

let visitors = 0
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `10.88.0.${++visitors}` })

async function queue() {
  const answer = await admin.get<AdminQueueResponse>('/api/admin/queue')
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.queue
}
const countOf = async (kind: QueueKind) => (await queue())[kind].count

describe('GET /api/admin/queue', () => {
  it('is the back-office’s only: a client’s cookie and an anonymous call are refused', async () => {
    const { api } = await loggedInClient(server)
    const asClient = await api.get('/api/admin/queue')
    expect([401, 403]).toContain(asClient.status)
    expect(JSON.stringify(asClient.body)).not.toContain('queue')
    const anonymous = await visitor().get('/api/admin/queue')
    expect(anonymous.status).toBe(401)
  })

  it('counts a client’s unread message, one item per client with the link to its conversations, until staff read it', async () => {
    const before = await countOf('messages')
    const { client, api } = await loggedInClient(server, { firstName: 'Samia', lastName: 'Bouzid' })
    const sent = await api.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, {
      subject: 'Question sur mes statuts',
      content: 'Bonjour, faut-il signer les statuts avant le dépôt du capital ?',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const second = await api.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, {
      subject: 'Question sur mes statuts',
      content: 'Et combien de temps faut-il compter ?',
      threadId: sent.body.message.id,
    })
    expect(second.status, JSON.stringify(second.body)).toBe(201)

    const waiting = (await queue()).messages
    expect(waiting.count).toBe(before + 2)
    const item = waiting.items.find((candidate) => candidate.id === client.id)
    expect(item).toMatchObject({ who: 'Samia Bouzid', label: 'Question sur mes statuts', count: 2 })
    expect(item?.href).toBe(`/admin/messages?client=${client.id}&q=${encodeURIComponent(client.email)}`)
    expect(Number.isNaN(Date.parse(item!.at))).toBe(false)

    // Support's own messages never wait in the queue.
    expect((await admin.post(`/api/messages/${client.id}`, { subject: 'Bienvenue', content: 'Bonjour Samia.' })).status).toBe(201)
    expect(await countOf('messages')).toBe(before + 2)

    // Staff open the conversation: both read, the client leaves the queue.
    const read = await admin.patch(`/api/messages/${client.id}/threads/${sent.body.message.id}/read`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    const after = (await queue()).messages
    expect(after.count).toBe(before)
    expect(after.items.some((candidate) => candidate.id === client.id)).toBe(false)
  })

  it('counts a client’s document awaiting review, linked to its project, until staff review it', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Nabil', lastName: 'Ferhat' })
    const project = await api.post<{ project: { id: number } }>(`/api/projects/${client.id}`, { name: 'SARL Ferhat', type: 'creation' })
    expect(project.status, JSON.stringify(project.body)).toBe(201)
    const projectId = project.body.project.id
    const before = await countOf('documents')

    const uploaded = await uploadDocument(server.baseUrl, api, projectId, {
      kind: 'identity',
      file: { name: 'passeport.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const documentId = uploaded.body.document!.id
    const waiting = (await queue()).documents
    expect(waiting.count).toBe(before + 1)
    expect(waiting.items.find((item) => item.id === documentId)).toMatchObject({
      who: 'Nabil Ferhat',
      label: 'Pièce d’identité ou passeport de chaque associé',
      href: `/admin/project/${projectId}`,
    })

    // A document staff send to the client is nothing to review.
    const official = await uploadDocument(server.baseUrl, admin, projectId, {
      kind: 'statutes',
      file: { name: 'statuts.pdf', bytes: minimalPdf('Statuts'), type: 'application/pdf' },
    })
    expect(official.status, JSON.stringify(official.body)).toBe(201)
    expect(await countOf('documents')).toBe(before + 1)

    const reviewed = await admin.patch(`/api/documents/${documentId}`, { status: 'accepted' })
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200)
    expect(await countOf('documents')).toBe(before)
  })

  it('counts a paid order until its project starts, and the funnel’s new request until it is handled', async () => {
    const before = await queue()
    const buyer = visitor()
    const { body } = checkoutRequest({ nomComplet: 'Karim Haddad' })
    const session = await buyer.post<{ url: string }>('/api/create-payment-session', body)
    expect(session.status, JSON.stringify(session.body)).toBe(200)
    // Opening a checkout is a request already; the order is not paid yet.
    const opened = await queue()
    expect(opened.orders.count).toBe(before.orders.count)
    expect(opened.requests.count).toBe(before.requests.count + 1)

    const sessionId = new URL(session.body.url).pathname.split('/').pop()!
    const paid = await buyer.post(`/api/test-checkout/${sessionId}/pay`)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const waiting = await queue()
    expect(waiting.orders.count).toBe(before.orders.count + 1)
    const order = waiting.orders.items.at(-1)!
    expect(order.who).toBe('Karim Haddad')
    expect(order.href).toMatch(/^\/admin\/project\/\d+$/)

    // The project starts: the order leaves the queue.
    const started = await admin.patch(order.href.replace('/admin/project/', '/api/project/'), { status: 'in_progress' })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(await countOf('orders')).toBe(before.orders.count)

    const request = waiting.requests.items.find((item) => item.who === 'Karim Haddad')
    expect(request).toMatchObject({ label: 'Service Premium', href: '/admin/requests?status=new' })
    const handled = await admin.patch(`/api/admin/requests/${request!.id}`, { status: 'handled' })
    expect(handled.status, JSON.stringify(handled.body)).toBe(200)
    expect(await countOf('requests')).toBe(before.requests.count)
  })

  it('counts new contacts and requests until handled, and shows the five oldest first', async () => {
    const before = await queue()
    for (let index = 1; index <= 6; index++) {
      const sent = await visitor().post('/api/contacts', {
        firstName: 'Camille',
        lastName: `Durand ${index}`,
        email: `camille.queue.${index}@example.com`,
        message: `Bonjour, je souhaite créer ma SAS (message ${index}).`,
      })
      expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    }
    const waiting = await queue()
    expect(waiting.contacts.count).toBe(before.contacts.count + 6)
    expect(waiting.contacts.items).toHaveLength(Math.min(5, waiting.contacts.count))
    const times = waiting.contacts.items.map((item) => item.at)
    expect(times).toEqual([...times].sort())
    expect(waiting.contacts.href).toBe('/admin/contacts?status=new')
    if (before.contacts.count === 0) {
      expect(waiting.contacts.items.map((item) => item.who)).toEqual([1, 2, 3, 4, 5].map((index) => `Camille Durand ${index}`))
      expect(waiting.contacts.items[0]?.label).toBe('Bonjour, je souhaite créer ma SAS (message 1).')
    }

    // « En cours » and « Traité » both leave the queue: only « Nouveau » waits.
    const first = waiting.contacts.items[0]!
    expect((await admin.patch(`/api/admin/contacts/${first.id}`, { status: 'in_progress' })).status).toBe(200)
    expect(await countOf('contacts')).toBe(before.contacts.count + 5)
    const second = waiting.contacts.items[1]!
    expect((await admin.patch(`/api/admin/contacts/${second.id}`, { status: 'handled' })).status).toBe(200)
    const after = await queue()
    expect(after.contacts.count).toBe(before.contacts.count + 4)
    expect(after.contacts.items.map((item) => item.id)).not.toContain(first.id)

    const lead = await visitor().post('/api/save-lead', guideRequest({ nomComplet: 'Amina Benali' }))
    expect(lead.status, JSON.stringify(lead.body)).toBeLessThan(300)
    const withLead = (await queue()).requests
    expect(withLead.count).toBe(before.requests.count + 1)
    const item = withLead.items.find((candidate) => candidate.who === 'Amina Benali')
    expect(item).toMatchObject({ label: 'Guide uniquement', count: 1 })
    expect((await admin.patch(`/api/admin/requests/${item!.id}`, { status: 'handled' })).status).toBe(200)
    expect(await countOf('requests')).toBe(before.requests.count)
  })
})
