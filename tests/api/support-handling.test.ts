/**
 * Contact messages and service requests handled in the back-office (issue 35 item 5): a status
 * (new, in progress, handled) and a note (PATCH /api/admin/contacts/{id}, /api/admin/requests/{id}),
 * the lists filtered by status, and replies sent by email through the queue and kept in the
 * item's history (POST …/reply), Reply-To the team. Only staff; bad input refused in French,
 * nothing changed.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactsResponse, RequestsResponse } from '@/contract/admin-inbox'
import type { HandlingUpdateResponse, SupportReplyResponse } from '@/contract/support-handling'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient } from '../helpers/factories'
import { guideRequest } from '../helpers/funnel'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let admin: ApiClient
let visitor = 0

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({
    smtpUrl: smtp.url,
    env: { TRUST_PROXY: '1', COUNTERS_CACHE_SECONDS: '0', JOBS_POLL_SECONDS: '1', CONTACT_EMAIL: 'equipe@lancetaboite.example' },
  })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

const fromNewVisitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `203.0.113.${++visitor}` })

async function newContact(email: string) {
  const sent = await fromNewVisitor().post<{ contact: { id: number } }>('/api/contacts', {
    firstName: 'Nadia',
    lastName: 'Ferhat',
    email,
    message: 'Bonjour, je voudrais créer une SARL à Alger : par où commencer ?',
  })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  return sent.body.contact.id
}

const contactIn = async (id: number, query = '') =>
  (await admin.get<ContactsResponse>(`/api/contacts?limit=100${query}`)).body.contacts.find((contact) => contact.id === id)

describe('a contact message', () => {
  it('is new, then in progress with a note, then handled; the list filters by status', async () => {
    const id = await newContact(`nadia-${Date.now()}@example.com`)
    expect(await contactIn(id)).toMatchObject({ status: 'new', note: null, statusChangedAt: null, replies: [] })

    const moved = await admin.patch<HandlingUpdateResponse>(`/api/admin/contacts/${id}`, { status: 'in_progress', note: 'Rappeler lundi' })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.handling).toEqual({ status: 'in_progress', note: 'Rappeler lundi', statusChangedAt: expect.stringMatching(/Z$/) })
    expect(await contactIn(id, '&status=in_progress')).toMatchObject({ status: 'in_progress', note: 'Rappeler lundi' })
    expect(await contactIn(id, '&status=new')).toBeUndefined()
    const filtered = (await admin.get<ContactsResponse>('/api/contacts?status=in_progress')).body
    expect(filtered.contacts.every((contact) => contact.status === 'in_progress')).toBe(true)
    expect(filtered.total).toBe(filtered.contacts.length)

    // The note alone keeps the status's time; a new status moves it.
    const noteOnly = await admin.patch<HandlingUpdateResponse>(`/api/admin/contacts/${id}`, {
      status: 'in_progress',
      note: 'Rappelée, attend ses statuts',
    })
    expect(noteOnly.body.handling.statusChangedAt).toBe(moved.body.handling.statusChangedAt)
    const handled = await admin.patch<HandlingUpdateResponse>(`/api/admin/contacts/${id}`, { status: 'handled' })
    expect(handled.body.handling).toMatchObject({ status: 'handled', note: 'Rappelée, attend ses statuts' })
    expect(await contactIn(id, '&status=handled')).toMatchObject({ status: 'handled' })
  })

  it('gets a reply by email, Reply-To the team, kept in its history; a new one becomes in progress', async () => {
    const email = `reponse-${Date.now()}@example.com`
    const id = await newContact(email)
    const content = 'Bonjour Nadia,\n\nMerci pour votre message. Pour une SARL à Alger, il faut d’abord le certificat de dénomination.'
    const replied = await admin.post<SupportReplyResponse>(`/api/admin/contacts/${id}/reply`, {
      subject: 'Votre projet de SARL',
      content,
      sentBy: 'Amel',
    })
    expect(replied.status, JSON.stringify(replied.body)).toBe(200)
    expect(replied.body).toMatchObject({
      success: true,
      status: 'in_progress',
      reply: { to: email, subject: 'Votre projet de SARL', sentBy: 'Amel' },
    })

    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Votre projet de SARL')
    expect(mail.replyTo).toEqual(['equipe@lancetaboite.example'])
    expect(mail.text).toContain('Merci pour votre message. Pour une SARL à Alger, il faut d’abord le certificat de dénomination.')
    expect(mail.text).toContain('Amel, pour l’équipe')

    expect(await contactIn(id)).toMatchObject({
      status: 'in_progress',
      replies: [
        {
          id: replied.body.reply.id,
          to: email,
          subject: 'Votre projet de SARL',
          content,
          sentBy: 'Amel',
          sentAt: expect.stringMatching(/Z$/),
        },
      ],
    })
  })

  it('refuses bad input in French, an unknown item with 404, and changes nothing', async () => {
    const id = await newContact(`refus-${Date.now()}@example.com`)
    const badStatus = await admin.patch(`/api/admin/contacts/${id}`, { status: 'archived' })
    expect(badStatus.status).toBe(400)
    expect(JSON.stringify(badStatus.body)).toContain('Statut invalide')
    const badReply = await admin.post(`/api/admin/contacts/${id}/reply`, { subject: 'Ok', content: 'Court', sentBy: '' })
    expect(badReply.status).toBe(400)
    expect(JSON.stringify(badReply.body)).toContain('Indiquez votre prénom')
    expect((await admin.patch(`/api/admin/contacts/999999`, { status: 'handled' })).status).toBe(404)
    expect(
      (
        await admin.post(`/api/admin/contacts/999999/reply`, {
          subject: 'Votre message',
          content: 'Bonjour, merci beaucoup.',
          sentBy: 'Amel',
        })
      ).status,
    ).toBe(404)
    expect(await contactIn(id)).toMatchObject({ status: 'new', note: null, replies: [] })
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_replies WHERE contact_id = $1', [id])
    expect(rows[0]?.n).toBe(0)
  })

  it('is staff’s alone: a client session and no session are refused', async () => {
    const id = await newContact(`acces-${Date.now()}@example.com`)
    const { api: client } = await loggedInClient(server)
    expect((await client.patch(`/api/admin/contacts/${id}`, { status: 'handled' })).status).toBe(401)
    expect(
      (
        await fromNewVisitor().post(`/api/admin/contacts/${id}/reply`, {
          subject: 'Votre message',
          content: 'Bonjour, merci beaucoup.',
          sentBy: 'Amel',
        })
      ).status,
    ).toBe(401)
    expect(await contactIn(id)).toMatchObject({ status: 'new', replies: [] })
  })
})

describe('a service request', () => {
  it('is handled and answered the same way; the list filters by status and offer together', async () => {
    const body = guideRequest()
    const saved = await fromNewVisitor().post<{ lead: { id: number } }>('/api/save-lead', body)
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    const id = saved.body.lead.id
    const requestIn = async (query = '') =>
      (await admin.get<RequestsResponse>(`/api/admin/requests?limit=100${query}`)).body.requests.find((request) => request.id === id)
    expect(await requestIn()).toMatchObject({ status: 'new', note: null, replies: [] })

    const replied = await admin.post<SupportReplyResponse>(`/api/admin/requests/${id}/reply`, {
      subject: 'Votre guide',
      content: 'Bonjour, avez-vous bien reçu le guide ? Nous pouvons en parler au téléphone.',
      sentBy: 'Karim',
    })
    expect(replied.status, JSON.stringify(replied.body)).toBe(200)
    await smtp.waitForMail((m) => m.to.includes(body.email) && m.subject === 'Votre guide')
    expect(await requestIn('&status=in_progress&offre=guide')).toMatchObject({ status: 'in_progress', replies: [{ sentBy: 'Karim' }] })
    expect(await requestIn('&status=in_progress&offre=premium')).toBeUndefined()

    expect((await admin.patch(`/api/admin/requests/${id}`, { status: 'handled', note: 'Client rappelé' })).status).toBe(200)
    expect(await requestIn('&status=handled')).toMatchObject({ status: 'handled', note: 'Client rappelé' })
  })
})
