/**
 * The account the founder controls (issue 33 item 7): phone, password, email (confirmed through
 * the link actually emailed), data export and closing, as the owner, another client, an anonymous
 * visitor, the back-office key and a plain HTTP client holding only the cookie. Bad input is a
 * French 4xx, and a refusal changes nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentsDir } from '@/collections/project-documents'
import { EMAIL_LINK_INVALID, EMAIL_TAKEN, SAME_PASSWORD, WRONG_PASSWORD } from '@/contract/account'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { minimalPdf, uploadDocument } from '../helpers/document-files'
import { adminSession, loggedInClient, registerClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

let addresses = 0
/** A client of its own address (TRUST_PROXY=1): per-address limits and sign-in throttling stay apart. */
const fromNewAddress = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `192.0.2.${(++addresses % 250) + 1}` })

/** The client logged in once more, on another device. */
async function anotherSession(email: string, password: string) {
  const api = fromNewAddress()
  const login = await api.post('/api/login', { email, password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return api
}

const loginStatus = async (email: string, password: string) => (await fromNewAddress().post('/api/login', { email, password })).status

const userRow = async (id: number) =>
  (
    await db.query<{ email: string; first_name: string; phone: string | null; hash: string | null; closed_at: Date | null }>(
      'SELECT email, first_name, phone, hash, closed_at FROM users WHERE id = $1',
      [id],
    )
  ).rows[0]

const sessionsOf = async (id: number) =>
  Number((await db.query('SELECT count(*) FROM users_sessions WHERE _parent_id = $1', [id])).rows[0].count)

const mailTo = (to: string, subject: string) => smtp.waitForMail((mail) => mail.to.includes(to) && mail.subject.includes(subject))

/** A paid order for the logged-in client (the local test checkout): a completed payment and a project with its steps. */
async function payOrder(api: ApiClient, email: string) {
  const opened = await api.post<{ url: string }>('/api/create-payment-session', checkoutRequest({ email }).body)
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const session = new URL(opened.body.url).pathname.split('/').pop()!
  expect((await api.post(`/api/test-checkout/${session}/pay`, {})).status).toBe(200)
}

/** A client with a project (and its steps), a message each way, a document and, if asked, a paid order. */
async function clientWithData({ paid = false } = {}) {
  const { client, api } = await loggedInClient(server)
  const created = await api.post<{ project: { id: number } }>(`/api/projects/${client.id}`, {
    name: `SARL ${client.email.slice(7, 15)}`,
    type: 'creation',
    description: 'Négoce à Oran',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const projectId = created.body.project.id
  expect((await api.post(`/api/messages/${client.id}`, { subject: 'Question', content: `Bonjour, ${client.email}` })).status).toBe(201)
  const admin = await adminSession(server)
  expect((await admin.post(`/api/messages/${client.id}`, { subject: 'Réponse', content: 'Bonjour, voici la suite.' })).status).toBe(201)
  const upload = await uploadDocument(server.baseUrl, api, projectId, {
    kind: 'other',
    file: { name: 'piece.pdf', bytes: minimalPdf(), type: 'application/pdf' },
  })
  expect(upload.status, JSON.stringify(upload.body)).toBe(201)
  if (paid) await payOrder(api, client.email)
  return { client, api, projectId, documentId: upload.body.document!.id }
}

describe('who may call the account routes', () => {
  const clientRoutes = [
    ['GET', '/api/account'],
    ['PATCH', '/api/account'],
    ['PATCH', '/api/account/password'],
    ['POST', '/api/account/email'],
    ['GET', '/api/account/export'],
    ['DELETE', '/api/account'],
  ] as const

  it('refuses an anonymous visitor and the back-office key (the account is a client’s) with a French 401, changing nothing', async () => {
    const { client } = await loggedInClient(server)
    const before = await userRow(client.id)
    const admin = await adminSession(server)
    for (const caller of [new ApiClient(server.baseUrl), admin]) {
      for (const [method, route] of clientRoutes) {
        const answer = await caller.request(method, route, method === 'GET' ? undefined : { password: client.password, phone: null })
        expect(answer.status, `${method} ${route}`).toBe(401)
        expect(answer.body).toMatchObject({ success: false, error: expect.stringMatching(/connecté|administrateurs/) })
      }
    }
    expect(await userRow(client.id)).toEqual(before)
    expect(await loginStatus(client.email, client.password)).toBe(200)
  })

  it('lets a plain HTTP client holding only the cookie use them, for its own account', async () => {
    const { client, api } = await loggedInClient(server)
    const cookie = { Cookie: api.cookieHeader(), 'Content-Type': 'application/json' }
    const read = await fetch(`${server.baseUrl}/api/account`, { headers: { Cookie: api.cookieHeader() } })
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual({ success: true, account: { email: client.email, phone: null, language: 'fr' } })
    const phone = await fetch(`${server.baseUrl}/api/account`, {
      method: 'PATCH',
      headers: cookie,
      body: JSON.stringify({ phone: '+213 0551234567' }),
    })
    expect(phone.status).toBe(200)
    const exported = await fetch(`${server.baseUrl}/api/account/export`, { headers: { Cookie: api.cookieHeader() } })
    expect(exported.status).toBe(200)
    expect(((await exported.json()) as { account: { email: string } }).account.email).toBe(client.email)
    const password = await fetch(`${server.baseUrl}/api/account/password`, {
      method: 'PATCH',
      headers: cookie,
      body: JSON.stringify({ currentPassword: client.password, newPassword: 'script-secret-2' }),
    })
    expect(password.status).toBe(200)
    expect(await loginStatus(client.email, 'script-secret-2')).toBe(200)
  })

  it('refuses a write from another site (Origin) before anything changes', async () => {
    const { client, api } = await loggedInClient(server)
    const answer = await fetch(`${server.baseUrl}/api/account`, {
      method: 'DELETE',
      headers: { Cookie: api.cookieHeader(), 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ password: client.password }),
    })
    expect(answer.status).toBe(403)
    expect(await loginStatus(client.email, client.password)).toBe(200)
  })
})

describe('GET and PATCH /api/account: the phone', () => {
  it('saves a phone with the funnel’s rules, shows it, and removes it with null; another client’s stays as it was', async () => {
    const { client, api } = await loggedInClient(server)
    const other = await loggedInClient(server)
    expect((await other.api.patch('/api/account', { phone: '+33 06 12 34 56 78' })).status).toBe(200)

    const saved = await api.patch('/api/account', { phone: '+213 05 51 23 45 67' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toEqual({ success: true, account: { email: client.email, phone: '+213 0551234567', language: 'fr' } })
    expect((await api.get('/api/account')).body).toEqual(saved.body)
    expect((await other.api.get('/api/account')).body).toMatchObject({ account: { phone: '+33 0612345678' } })

    expect((await api.patch('/api/account', { phone: null })).body).toMatchObject({ account: { phone: null } })
    expect((await userRow(client.id))!.phone).toBeNull()
    expect((await userRow(other.client.id))!.phone).toBe('+33 0612345678')
  })

  it.each([
    [{ phone: '+33 12345' }, 'Format invalide (ex: 06 12 34 56 78)'],
    [{ phone: '+33 1234567890' }, 'Format invalide (ex: 06 12 34 56 78)'],
    [{ phone: '+213 12' }, 'Format invalide (ex: 05 51 23 45 67)'],
    [{ phone: '+999 0612345678' }, 'Indicatif pays inconnu'],
    [{ phone: 'abc' }, 'Indicatif pays inconnu'],
    [{ phone: 42 }, expect.stringContaining('Numéro de téléphone invalide')],
    [{}, expect.stringMatching(/attendu|requis|invalide/i)],
  ])('refuses %o in French and keeps the phone', async (body, message) => {
    const { client, api } = await loggedInClient(server)
    expect((await api.patch('/api/account', { phone: '+213 0551234567' })).status).toBe(200)
    const refused = await api.patch('/api/account', body)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false, error: message })
    expect((await userRow(client.id))!.phone).toBe('+213 0551234567')
  })
})

describe('PATCH /api/account/password', () => {
  it('changes the password, ends every other session but this one, and tells the owner', async () => {
    const { client, api } = await loggedInClient(server)
    const phone = await anotherSession(client.email, client.password)
    expect(await sessionsOf(client.id)).toBe(2)

    const changed = await api.patch('/api/account/password', { currentPassword: client.password, newPassword: 'nouveau-secret-9' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({ success: true, message: expect.stringContaining('mot de passe a été modifié') })

    expect((await api.get('/api/user')).status).toBe(200)
    expect((await phone.get('/api/user')).status).toBe(401)
    expect(await sessionsOf(client.id)).toBe(1)
    expect(await loginStatus(client.email, client.password)).toBe(401)
    expect(await loginStatus(client.email, 'nouveau-secret-9')).toBe(200)
    const mail = await mailTo(client.email, 'mot de passe a été modifié')
    expect(mail.text).toContain('Vos autres appareils ont été déconnectés')
  })

  it.each([
    [{ currentPassword: '', newPassword: 'nouveau-secret' }, 'Veuillez saisir votre mot de passe actuel'],
    [{ newPassword: 'nouveau-secret' }, 'Veuillez saisir votre mot de passe actuel'],
    [{ currentPassword: 'x', newPassword: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    [{ currentPassword: 'x', newPassword: 'a'.repeat(129) }, 'Le mot de passe ne peut pas dépasser 128 caractères'],
    [{ currentPassword: 'motdepasse-solide', newPassword: 'motdepasse-solide' }, SAME_PASSWORD],
    [{ currentPassword: 'pas-le-bon', newPassword: 'nouveau-secret' }, WRONG_PASSWORD],
  ])('refuses %o in French; the password and sessions stay', async (body, message) => {
    const { client, api } = await loggedInClient(server)
    const phone = await anotherSession(client.email, client.password)
    const refused = await api.patch('/api/account/password', body)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false, error: message })
    expect((await phone.get('/api/user')).status).toBe(200)
    expect(await loginStatus(client.email, client.password)).toBe(200)
  })

  it('counts a wrong current password as a failed sign-in: the fifth locks this address out, the right one then too', async () => {
    const { client, api } = await loggedInClient(server)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await api.patch('/api/account/password', { currentPassword: `faux-${attempt}`, newPassword: 'nouveau-secret' })
      expect(wrong.status, `attempt ${attempt}`).toBe(400)
    }
    const locked = await api.patch('/api/account/password', { currentPassword: client.password, newPassword: 'nouveau-secret' })
    expect(locked.status).toBe(423)
    expect(locked.body).toMatchObject({ success: false, error: expect.stringContaining('temporairement bloqué') })
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/)
    // The owner signing in from elsewhere is not locked out, and the password did not change.
    expect(await loginStatus(client.email, client.password)).toBe(200)
  })
})

describe('POST /api/account/email and its confirmation link', () => {
  /** The link of the confirmation email sent to `to`. */
  async function confirmationLink(to: string): Promise<{ mail: CaughtMail; link: string; token: string }> {
    const mail = await mailTo(to, 'Confirmez votre nouvelle adresse')
    const link = mail.links.find((url) => url.includes('/confirmer-email?token='))
    expect(link, mail.text).toBeDefined()
    expect(link!.startsWith(`${server.baseUrl}/confirmer-email?token=`)).toBe(true)
    return { mail, link: link!, token: new URL(link!).searchParams.get('token')! }
  }

  it('sends a link to the new address, tells the old one, and changes nothing until the link is followed', async () => {
    const { client, api } = await loggedInClient(server)
    const laptop = await anotherSession(client.email, client.password)
    const newEmail = `nouvelle-${client.email}`

    const asked = await api.post('/api/account/email', { password: client.password, newEmail: ` ${newEmail.toUpperCase()} ` })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body).toMatchObject({ success: true, message: expect.stringContaining(newEmail) })
    const { mail, link, token } = await confirmationLink(newEmail)
    expect(mail.text).toContain('24 heures')
    const notice = await mailTo(client.email, 'Changement de l’adresse email')
    expect(notice.text).toContain(newEmail)
    expect(notice.text).not.toContain(token)
    // Nothing changed yet: the old address still signs in, every session lives.
    expect((await api.get('/api/user')).body).toMatchObject({ user: { email: client.email } })
    expect(await loginStatus(newEmail, client.password)).toBe(401)

    // The page of the link exists; the browser that follows it here is the one that asked (logged in).
    expect((await fetch(link)).status).toBe(200)
    const confirmed = await api.post('/api/account/email/confirm', { token })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body).toMatchObject({ success: true, email: newEmail })
    expect((await api.get('/api/user')).body).toMatchObject({ user: { email: newEmail } })
    expect((await laptop.get('/api/user')).status).toBe(401)
    expect(await loginStatus(client.email, client.password)).toBe(401)
    expect(await loginStatus(newEmail, client.password)).toBe(200)

    // Once only.
    const again = await fromNewAddress().post('/api/account/email/confirm', { token })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ success: false, error: EMAIL_LINK_INVALID })
  })

  it('confirms from a browser with no session too, ending every session of the account', async () => {
    const { client, api } = await loggedInClient(server)
    const newEmail = `ailleurs-${client.email}`
    expect((await api.post('/api/account/email', { password: client.password, newEmail })).status).toBe(200)
    const { token } = await confirmationLink(newEmail)
    expect((await fromNewAddress().post('/api/account/email/confirm', { token })).status).toBe(200)
    expect((await api.get('/api/user')).status).toBe(401)
    expect(await sessionsOf(client.id)).toBe(0)
  })

  it.each([
    [{ password: 'motdepasse-solide', newEmail: 'pas-un-email' }, 400, 'Email invalide'],
    [{ password: 'motdepasse-solide' }, 400, 'Email invalide'],
    [{ newEmail: 'libre@example.com' }, 400, 'Veuillez saisir votre mot de passe'],
    [{ password: 'pas-le-bon', newEmail: 'libre@example.com' }, 400, WRONG_PASSWORD],
  ])('refuses %o in French and sends nothing', async (body, status, message) => {
    const { client, api } = await loggedInClient(server)
    const sent = smtp.mails.length
    const refused = await api.post('/api/account/email', body)
    expect(refused.status).toBe(status)
    expect(refused.body).toMatchObject({ success: false, error: message })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.mails.slice(sent).filter((mail) => mail.subject.includes('adresse'))).toEqual([])
    expect((await userRow(client.id))!.email).toBe(client.email)
  })

  it('refuses the account’s own address and an address another account uses', async () => {
    const { client, api } = await loggedInClient(server)
    const same = await api.post('/api/account/email', { password: client.password, newEmail: client.email })
    expect(same.status).toBe(400)
    expect(same.body).toMatchObject({ error: 'C’est déjà l’adresse de votre compte' })
    const someoneElse = await registerClient(server)
    const taken = await api.post('/api/account/email', { password: client.password, newEmail: someoneElse.email })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ success: false, error: EMAIL_TAKEN })
  })

  it('refuses a link whose address was taken meanwhile, a link after a password change, and a forged one', async () => {
    const { client, api } = await loggedInClient(server)
    const wanted = `convoitee-${client.email}`
    expect((await api.post('/api/account/email', { password: client.password, newEmail: wanted })).status).toBe(200)
    const { token } = await confirmationLink(wanted)
    await registerClient(server, { email: wanted })
    const taken = await fromNewAddress().post('/api/account/email/confirm', { token })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ error: EMAIL_TAKEN })
    expect((await userRow(client.id))!.email).toBe(client.email)

    const later = `plus-tard-${client.email}`
    expect((await api.post('/api/account/email', { password: client.password, newEmail: later })).status).toBe(200)
    const { token: beforeChange } = await confirmationLink(later)
    expect((await api.patch('/api/account/password', { currentPassword: client.password, newPassword: 'autre-secret-3' })).status).toBe(200)
    const stale = await fromNewAddress().post('/api/account/email/confirm', { token: beforeChange })
    expect(stale.status).toBe(400)
    expect(stale.body).toMatchObject({ error: EMAIL_LINK_INVALID })

    // A session token is no email-change token; nor is garbage, nor a token with a changed character.
    const sessionToken = api.cookies.get('payload-token')!
    for (const token of [sessionToken, 'faux-jeton', `${beforeChange.slice(0, -2)}AA`, '']) {
      const forged = await fromNewAddress().post('/api/account/email/confirm', { token })
      expect(forged.status).toBe(400)
      expect(forged.body).toMatchObject({ success: false, error: EMAIL_LINK_INVALID })
    }
    expect((await userRow(client.id))!.email).toBe(client.email)
  })
})

describe('GET /api/account/export', () => {
  it('sends a JSON file of the account, its projects, steps, messages, orders and documents, and nothing of anyone else', async () => {
    const owner = await clientWithData({ paid: true })
    const other = await clientWithData({ paid: true })
    expect((await owner.api.patch('/api/account', { phone: '+213 0551234567' })).status).toBe(200)

    const response = await fetch(`${server.baseUrl}/api/account/export`, { headers: { Cookie: owner.api.cookieHeader() } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    const data = JSON.parse(text) as {
      account: Record<string, unknown>
      projects: { id: number; name: string; steps: { stepName: string }[] }[]
      messages: { subject: string; fromAdmin: boolean }[]
      orders: { status: string; amount: string }[]
      documents: { id: number; projectId: number; filename: string }[]
    }
    expect(data.account).toEqual({
      id: owner.client.id,
      firstName: owner.client.firstName,
      lastName: owner.client.lastName,
      email: owner.client.email,
      phone: '+213 0551234567',
      language: 'fr',
      profileImageUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    // Their own project and the one the paid order opened, each with its steps.
    expect(data.projects.map((project) => project.id)).toContain(owner.projectId)
    expect(data.projects).toHaveLength(2)
    expect(data.projects.every((project) => project.steps.length > 0)).toBe(true)
    expect(data.messages.map((message) => [message.subject, message.fromAdmin])).toEqual([
      ['Question', false],
      ['Réponse', true],
    ])
    expect(data.orders).toMatchObject([{ status: 'completed', amount: '997.00' }])
    expect(data.documents).toMatchObject([{ id: owner.documentId, projectId: owner.projectId, filename: expect.stringMatching(/\.pdf$/) }])

    // Nothing of the other client, and no secret of the account.
    expect(text).not.toContain(other.client.email)
    expect(data.projects.map((project) => project.id)).not.toContain(other.projectId)
    expect(data.documents.map((document) => document.id)).not.toContain(other.documentId)
    for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken', 'payload-token', owner.client.password]) {
      expect(text).not.toContain(secret)
    }
  })

  it('answers 429 in French after 5 exports in an hour', async () => {
    const { api } = await loggedInClient(server)
    for (let i = 0; i < 5; i++) expect((await api.get('/api/account/export')).status).toBe(200)
    const refused = await api.get('/api/account/export')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ success: false, error: expect.stringContaining('Vous avez déjà téléchargé vos données') })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('DELETE /api/account', () => {
  it.each([
    [{}, 'Veuillez saisir votre mot de passe'],
    [{ password: '' }, 'Veuillez saisir votre mot de passe'],
    [{ password: 'pas-le-bon' }, WRONG_PASSWORD],
  ])('refuses %o in French and keeps everything', async (body, message) => {
    const { client, api, projectId, documentId } = await clientWithData()
    const refused = await api.request('DELETE', '/api/account', body)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false, error: message })
    expect((await api.get('/api/user')).status).toBe(200)
    expect((await api.get(`/api/project/${projectId}`)).status).toBe(200)
    expect((await db.query('SELECT id FROM project_documents WHERE id = $1', [documentId])).rowCount).toBe(1)
    expect(await loginStatus(client.email, client.password)).toBe(200)
  })

  it('closes the account: sessions end, data erased and anonymised, documents gone, payments kept, an email confirms', async () => {
    const { client, api, projectId, documentId } = await clientWithData({ paid: true })
    const laptop = await anotherSession(client.email, client.password)
    const other = await clientWithData()
    const [{ filename }] = (await db.query<{ filename: string }>('SELECT filename FROM project_documents WHERE id = $1', [documentId])).rows
    const file = path.join(documentsDir(server.dataDir), filename)
    expect(fs.existsSync(file)).toBe(true)
    const [payment] = (await db.query<{ id: number }>(`SELECT id FROM payments WHERE user_id = $1 AND status = 'completed'`, [client.id]))
      .rows

    const closed = await api.request('DELETE', '/api/account', { password: client.password })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect(closed.body).toMatchObject({ success: true })
    expect(closed.headers.getSetCookie().some((cookie) => /payload-token=;/.test(cookie))).toBe(true)

    // Every session is dead, and the old credentials sign in no more.
    expect((await api.get('/api/user')).status).toBe(401)
    expect((await laptop.get('/api/user')).status).toBe(401)
    expect(await sessionsOf(client.id)).toBe(0)
    expect(await loginStatus(client.email, client.password)).toBe(401)

    // Anonymised (a payment names it), dated; projects, steps, messages, documents and the file gone.
    const row = await userRow(client.id)
    expect(row).toMatchObject({ email: `compte-supprime-${client.id}@anonyme.invalid`, first_name: 'Compte', phone: null, hash: null })
    expect(row!.closed_at).toBeInstanceOf(Date)
    for (const [table, column] of [
      ['projects', 'user_id'],
      ['messages', 'user_id'],
      ['project_documents', 'user_id'],
    ]) {
      expect((await db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [client.id])).rowCount, table).toBe(0)
    }
    expect((await db.query('SELECT 1 FROM project_steps WHERE project_id = $1', [projectId])).rowCount).toBe(0)
    expect(fs.existsSync(file)).toBe(false)

    // The payment stays for the accounts, still the account's, and the back-office still lists it.
    const kept = await db.query(`SELECT status, user_id FROM payments WHERE id = $1`, [payment!.id])
    expect(kept.rows).toEqual([{ status: 'completed', user_id: client.id }])
    const admin = await adminSession(server)
    const listed = await admin.get<{ payments: { id: number }[] }>('/api/admin/payments?limit=100')
    expect(listed.body.payments.map((p) => p.id)).toContain(payment!.id)

    // The confirmation went to the address the account had.
    const mail = await mailTo(client.email, 'Votre compte a été fermé')
    expect(mail.text).toContain('10 ans')

    // Another client lost nothing.
    expect((await other.api.get(`/api/project/${other.projectId}`)).status).toBe(200)
    expect((await other.api.get('/api/user')).status).toBe(200)
  })

  it('deletes an account no payment names, and its address can sign up again', async () => {
    const { client, api } = await clientWithData()
    expect((await api.request('DELETE', '/api/account', { password: client.password })).status).toBe(200)
    expect(await userRow(client.id)).toBeUndefined()
    await mailTo(client.email, 'Votre compte a été fermé')
    const again = await fromNewAddress().post('/api/register', { ...client, id: undefined })
    expect(again.status).toBe(201)
  })
})
