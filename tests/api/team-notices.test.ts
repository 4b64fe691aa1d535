/**
 * The team is told (issue 35 item 6): a client's message, a client's document, a paid order, a
 * guide request and a contact each send one email to SUPPORT_EMAIL, naming what happened and the
 * back-office page, never a document's content; support's own message tells nobody on the team.
 * With SUPPORT_DIGEST_MINUTES, the same events make one digest per window, queued once.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { minimalPdf, uploadDocument } from '../helpers/document-files'
import { adminSession, loggedInClient } from '../helpers/factories'
import { checkoutRequest, guideRequest } from '../helpers/funnel'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

const TEAM = 'equipe@lancetaboite.example'
let visitor = 0
const fromNewVisitor = (server: TestServer) => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++visitor}` })

/** One of each event; what the tests then look for. */
async function everyEvent(server: TestServer) {
  const { client, api } = await loggedInClient(server, { firstName: 'Yasmine', lastName: 'Khelifi' })
  const project = await api.post<{ project: { id: number } }>(`/api/projects/${client.id}`, { name: 'SARL Atlas', type: 'creation' })
  expect(
    (await api.post(`/api/messages/${client.id}`, { subject: 'Question sur les statuts', content: 'Bonjour, où en est mon dossier ?' }))
      .status,
  ).toBe(201)
  const secret = 'CONTENU-CONFIDENTIEL-DU-PASSEPORT'
  const upload = await uploadDocument(server.baseUrl, api, project.body.project.id, {
    kind: 'identity',
    file: { name: 'passeport.pdf', bytes: minimalPdf(secret), type: 'application/pdf' },
  })
  expect(upload.status).toBe(201)
  const buyer = fromNewVisitor(server)
  const opened = await buyer.post<{ url: string }>('/api/create-payment-session', checkoutRequest({ nomComplet: 'Karim Haddad' }).body)
  const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
  expect((await buyer.post(`/api/test-checkout/${sessionId}/pay`, {})).status).toBe(200)
  expect((await fromNewVisitor(server).post('/api/save-lead', guideRequest({ nomComplet: 'Amel Guide' }))).status).toBe(201)
  const contact = await fromNewVisitor(server).post('/api/contacts', {
    firstName: 'Nadia',
    lastName: 'Contact',
    email: 'nadia.contact@example.com',
    message: 'Bonjour, je voudrais des informations.',
  })
  expect(contact.status).toBe(201)
  return { client, secret }
}

describe('one email per event', () => {
  let server: TestServer
  let smtp: SmtpCatcher

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1', SUPPORT_EMAIL: TEAM, JOBS_POLL_SECONDS: '1' } })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('tells the team of a client’s message, document and payment, a guide request and a contact', async () => {
    const { client, secret } = await everyEvent(server)
    const toTeam = (subject: string) => smtp.waitForMail((m) => m.to.includes(TEAM) && m.subject.includes(subject))
    const message = await toTeam('Nouveau message d’un client')
    expect(message.subject).toContain('Yasmine Khelifi')
    expect(message.subject).toContain('Question sur les statuts')
    expect(message.links).toContain(`${server.baseUrl}/admin/messages`)
    const document = await toTeam('Nouveau document à examiner')
    expect(document.text).toContain('Pièce d’identité')
    expect(`${document.text}${document.html}`).not.toContain(secret)
    expect(document.attachments).toEqual([])
    const payment = await toTeam('Nouvelle commande payée')
    expect(payment.text).toMatch(/997,00\s€ — Karim Haddad \(commande GS-[0-9A-Z]{8}\)/)
    expect((await toTeam('Nouvelle demande')).text).toContain('Amel Guide (guide gratuit)')
    const contact = await smtp.waitForMail((m) => m.to.includes(TEAM) && m.replyTo.includes('nadia.contact@example.com'))
    expect(contact.text).toContain('je voudrais des informations')

    // Support's own message tells the client, not the team.
    const admin = await adminSession(server)
    expect(
      (
        await admin.post(`/api/messages/${client.id}`, {
          subject: 'Réponse de l’équipe',
          content: 'Bonjour Yasmine, tout est en ordre.',
          fromAdmin: true,
        })
      ).status,
    ).toBe(201)
    await smtp.waitForMail((m) => m.to.includes(client.email) && m.subject.includes('Nouveau message'))
    expect(smtp.mails.filter((m) => m.to.includes(TEAM) && m.subject.includes('Réponse de l’équipe'))).toEqual([])
  })
})

describe('a digest every SUPPORT_DIGEST_MINUTES', () => {
  let server: TestServer
  let smtp: SmtpCatcher
  let db: pg.Client
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-digest-'))

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    // A day's window: the test's events fall in one window, whatever the hour.
    server = await startTestServer({
      dataDir,
      smtpUrl: smtp.url,
      env: { TRUST_PROXY: '1', SUPPORT_EMAIL: TEAM, SUPPORT_DIGEST_MINUTES: '1440', JOBS_POLL_SECONDS: '1' },
    })
    db = await connectToDatabase(server)
  }, 120_000)
  afterAll(async () => {
    await db?.end()
    await server?.stop()
    await smtp?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('queues one digest for the window, due at its end, that lists every event', async () => {
    await everyEvent(server)
    const dayStart = new Date()
    dayStart.setUTCHours(0, 0, 0, 0)
    const { rows } = await db.query<{ id: number; wait_until: Date; start: string }>(
      `SELECT id, wait_until, input->'email'->>'windowStart' AS start FROM payload_jobs WHERE input->'email'->>'kind' = 'team-digest'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.start).toBe(dayStart.toISOString())
    expect(rows[0]!.wait_until.getTime()).toBe(dayStart.getTime() + 24 * 3600 * 1000)
    // Nothing was sent to the team one by one.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(smtp.mails.filter((m) => m.to.includes(TEAM))).toEqual([])

    // The window's end, brought forward: the digest goes, with every event.
    await db.query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE id = $1`, [rows[0]!.id])
    const digest = await smtp.waitForMail((m) => m.to.includes(TEAM))
    expect(digest.subject).toMatch(/^À traiter\u00a0: 6 nouveaux éléments \(du \d+ \S+ \d{4} à \d\d:\d\d au /)
    for (const expected of [
      'Messages de clients (1)',
      'Yasmine Khelifi : « Question sur les statuts »'.replace(' :', '\u00a0:').replace('« ', '«\u00a0').replace(' »', '\u00a0»'),
      'Documents à examiner (1)',
      'Commandes payées (1)',
      // The guide request, and the checkout's lead.
      'Demandes (2)',
      'Formulaire de contact (1)',
      'Nadia Contact <nadia.contact@example.com>',
    ])
      expect(digest.text).toContain(expected)
  })
})
