/**
 * The back-office's statistics, client list and test message (spec 2 §2, §5, §7):
 * GET /api/admin/stats, GET /api/admin/users, POST /api/admin/test-message. Each is called with
 * the back-office session, anonymously and as a client, and with bad input. The message routes
 * the back-office shares with clients are in client-area.test.ts; the one code path both
 * POST routes use (the notice email included) is checked here too.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminStatsResponse } from '@/contract/admin-stats'
import type { AdminUser, AdminUsersResponse } from '@/contract/admin-users'
import type { ApiMessage, MessagesResponse } from '@/contract/messages'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient } from '../helpers/factories'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let admin: ApiClient

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

const ADMIN_ONLY = 'Accès réservé aux administrateurs. Connectez-vous avec la clé d’administration.'

/** A tag no other row has, so each test finds only its own clients. Letters only (a search term). */
const newTag = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'q')

/** Clients inserted in SQL (names a sign-up form would refuse, exact creation times), oldest first. */
async function insertUsers(rows: { firstName: string; lastName: string; email: string; minutesAgo?: number }[]) {
  const ids: number[] = []
  for (const [index, row] of rows.entries()) {
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO users (first_name, last_name, email, created_at, updated_at)
       VALUES ($1, $2, $3, now() - make_interval(mins => $4), now()) RETURNING id`,
      [row.firstName, row.lastName, row.email, row.minutesAgo ?? rows.length - index],
    )
    ids.push(inserted[0].id)
  }
  return ids
}

const listUsers = (query: string) => admin.get<AdminUsersResponse>(`/api/admin/users${query}`)
const names = (users: AdminUser[]) => users.map((user) => `${user.firstName} ${user.lastName}`)

/** Every admin route refuses anonymous callers and clients with a 401, and writes nothing. */
async function expectAdminOnly(method: 'get' | 'post', path: string, body?: unknown) {
  const { api } = await loggedInClient(server)
  for (const caller of [new ApiClient(server.baseUrl), api]) {
    const response = method === 'get' ? await caller.get<{ error: string }>(path) : await caller.post<{ error: string }>(path, body)
    expect(response.status, path).toBe(401)
    expect(response.body).toMatchObject({ success: false, error: ADMIN_ONLY })
  }
}

describe('GET /api/admin/stats', () => {
  it('counts clients, projects, messages and contacts, and follows new rows', async () => {
    const before = await admin.get<AdminStatsResponse>('/api/admin/stats')
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({
      success: true,
      stats: {
        totalUsers: expect.any(Number),
        totalProjects: expect.any(Number),
        totalMessages: expect.any(Number),
        totalContacts: expect.any(Number),
      },
      system: { version: '1.0.0', environment: 'development' },
    })

    const { client, api } = await loggedInClient(server)
    const project = await api.post(`/api/projects/${client.id}`, { name: 'Création de ma SARL', type: 'creation' })
    expect(project.status).toBe(201)
    expect((await admin.post(`/api/messages/${client.id}`, { subject: 'Bonjour', content: 'Bienvenue.' })).status).toBe(201)
    expect((await api.post(`/api/messages/${client.id}`, { subject: 'Re : Bonjour', content: 'Merci !' })).status).toBe(201)
    const contact = await new ApiClient(server.baseUrl, { 'X-Forwarded-For': '198.51.100.7' }).post('/api/contacts', {
      firstName: 'Camille',
      lastName: 'Durand',
      email: `camille-${newTag()}@example.com`,
      message: 'Bonjour, je voudrais créer une SAS.',
    })
    expect(contact.status, JSON.stringify(contact.body)).toBe(201)

    const after = await admin.get<AdminStatsResponse>('/api/admin/stats')
    expect(after.body.stats).toEqual({
      totalUsers: before.body.stats.totalUsers + 1,
      totalProjects: before.body.stats.totalProjects + 1,
      totalMessages: before.body.stats.totalMessages + 2,
      totalContacts: before.body.stats.totalContacts + 1,
    })
    const counts = await db.query(
      'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM messages) AS messages, (SELECT count(*) FROM contacts) AS contacts',
    )
    expect(after.body.stats).toMatchObject({
      totalUsers: Number(counts.rows[0].users),
      totalMessages: Number(counts.rows[0].messages),
      totalContacts: Number(counts.rows[0].contacts),
    })
  })

  it('is for the back-office only (anonymous 401, client 401)', async () => {
    await expectAdminOnly('get', '/api/admin/stats')
  })
})

describe('GET /api/admin/users', () => {
  it('searches first name, last name, full name and email on the server, ignoring case and accents', async () => {
    const tag = newTag()
    await insertUsers([
      { firstName: 'Hélène', lastName: `Durand${tag}`, email: `h.durand.${tag}@exemple.dz` },
      { firstName: 'Marc', lastName: `Lefèvre${tag}`, email: `marc.${tag}@exemple.dz` },
      { firstName: `Zoé${tag}`, lastName: 'Amrani', email: `zoe.${tag}@exemple.dz` },
    ])
    const search = async (q: string) => names((await listUsers(`?q=${encodeURIComponent(q)}`)).body.users)

    expect(await search(`lefèvre${tag}`)).toEqual([`Marc Lefèvre${tag}`])
    expect(await search(`LEFEVRE${tag.toUpperCase()}`)).toEqual([`Marc Lefèvre${tag}`])
    expect(await search(`zoe${tag}`)).toEqual([`Zoé${tag} Amrani`])
    expect(await search(`hélène durand${tag}`)).toEqual([`Hélène Durand${tag}`])
    expect(await search(`durand${tag} helene`)).toEqual([`Hélène Durand${tag}`])
    expect(await search(`MARC.${tag.toUpperCase()}@EXEMPLE`)).toEqual([`Marc Lefèvre${tag}`])
    // Newest first: the three were created oldest first.
    expect(await search(`${tag}@exemple.dz`)).toEqual([`Zoé${tag} Amrani`, `Marc Lefèvre${tag}`, `Hélène Durand${tag}`])
    // Surrounding and repeated spaces do not matter; nothing found is an empty page, not an error.
    expect(await search(`  hélène   durand${tag}  `)).toEqual([`Hélène Durand${tag}`])
    const none = await listUsers(`?q=personne${tag}`)
    expect(none.status).toBe(200)
    expect(none.body).toEqual({ success: true, users: [], page: 1, totalPages: 1, total: 0 })
  })

  it('takes %, _ and \\ in the search literally', async () => {
    const tag = newTag()
    await insertUsers([
      { firstName: 'Remise', lastName: `50%${tag}`, email: `remise.pct.${tag}@exemple.dz` },
      { firstName: 'Remise', lastName: `50x${tag}`, email: `remise.x.${tag}@exemple.dz` },
      { firstName: 'Barre', lastName: `a\\b${tag}`, email: `barre.${tag}@exemple.dz` },
    ])
    const search = async (q: string) => names((await listUsers(`?q=${encodeURIComponent(q)}`)).body.users)
    expect(await search(`50%${tag}`)).toEqual([`Remise 50%${tag}`])
    expect(await search(`50_${tag}`)).toEqual([])
    expect(await search(`%${tag}`)).toEqual([`Remise 50%${tag}`])
    expect(await search(`a\\b${tag}`)).toEqual([`Barre a\\b${tag}`])
    expect(await search(`remise.x.${tag}`)).toEqual([`Remise 50x${tag}`])
  })

  it('pages the list newest first, with its total', async () => {
    const tag = newTag()
    await insertUsers(
      [1, 2, 3, 4, 5].map((n) => ({ firstName: `Client${n}`, lastName: `Page${tag}`, email: `page${n}.${tag}@exemple.dz` })),
    )
    const first = await listUsers(`?q=page${tag}&limit=2`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: true, page: 1, totalPages: 3, total: 5 })
    expect(names(first.body.users)).toEqual([`Client5 Page${tag}`, `Client4 Page${tag}`])
    expect(names((await listUsers(`?q=page${tag}&limit=2&page=2`)).body.users)).toEqual([`Client3 Page${tag}`, `Client2 Page${tag}`])
    const last = await listUsers(`?q=page${tag}&limit=2&page=3`)
    expect(names(last.body.users)).toEqual([`Client1 Page${tag}`])
    const beyond = await listUsers(`?q=page${tag}&limit=2&page=4`)
    expect(beyond.body).toMatchObject({ users: [], page: 4, totalPages: 3, total: 5 })

    // Without a search: every client, newest first, 20 by default; an answer carries only these fields.
    const all = await listUsers('')
    const total = Number((await db.query('SELECT count(*) FROM users')).rows[0].count)
    expect(all.body).toMatchObject({ page: 1, total, totalPages: Math.ceil(total / 20) })
    expect(all.body.users.length).toBe(Math.min(20, total))
    const times = all.body.users.map((user) => Date.parse(user.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(Object.keys(all.body.users[0]).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'lastName', 'unread'])
  })

  it('counts each client’s replies support has not read', async () => {
    const tag = newTag()
    const { client, api } = await loggedInClient(server, { lastName: `Attente${tag}` })
    await loggedInClient(server, { lastName: `Calme${tag}` })
    await admin.post(`/api/messages/${client.id}`, { subject: 'Votre dossier', content: 'Où en êtes-vous ?' })
    const replies: ApiMessage[] = []
    for (const subject of ['Re : Votre dossier', 'Une autre question', 'Encore une']) {
      const reply = await api.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, { subject, content: 'Bonjour.' })
      expect(reply.status).toBe(201)
      replies.push(reply.body.message)
    }
    await admin.patch(`/api/messages/${replies[0].id}/read`)
    const unreadOf = async () =>
      Object.fromEntries((await listUsers(`?q=${tag}`)).body.users.map((user) => [user.lastName, user.unread])) as Record<string, number>

    // Support's own unread message does not count: only the client's replies wait for an answer.
    expect(await unreadOf()).toEqual({ [`Attente${tag}`]: 2, [`Calme${tag}`]: 0 })
    await admin.patch(`/api/messages/${replies[1].id}/read`)
    expect(await unreadOf()).toEqual({ [`Attente${tag}`]: 1, [`Calme${tag}`]: 0 })
  })

  it('answers bad queries with a French 400', async () => {
    // Not a number at all: zod's own French text ('Entrée invalide : nombre attendu…', contract/ids.ts's pageQuery).
    const cases: [string, string | RegExp][] = [
      ['?limit=0', 'Limite invalide'],
      ['?limit=101', 'Limite invalide'],
      ['?limit=abc', /invalide/],
      ['?page=0', 'Page invalide'],
      ['?page=abc', /invalide/],
      ['?page=1.5', /invalide/],
      [`?q=${'a'.repeat(101)}`, 'La recherche ne peut pas dépasser 100 caractères'],
      ['?q=a&q=b', 'Recherche invalide'],
    ]
    for (const [query, message] of cases) {
      const response = await listUsers(query)
      expect(response.status, query).toBe(400)
      expect(response.body, query).toMatchObject({
        success: false,
        error: typeof message === 'string' ? message : expect.stringMatching(message),
      })
    }
  })

  it('is for the back-office only (anonymous 401, client 401)', async () => {
    await expectAdminOnly('get', '/api/admin/users')
    await expectAdminOnly('get', '/api/admin/users?q=a')
  })
})

describe('POST /api/admin/test-message', () => {
  it('sends the client a French welcome from support, which it reads in its inbox, with the email notice', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Samira' })
    const response = await admin.post<{ success: boolean; message: ApiMessage }>('/api/admin/test-message', { userId: client.id })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.success).toBe(true)
    expect(response.body.message).toMatchObject({ fromAdmin: true, isRead: false, subject: 'Bienvenue sur Lance ta Boîte' })
    expect(response.body.message.content).toMatch(/^Bonjour Samira,\n/)
    expect(response.body.message.content).toContain('L’équipe Lance ta Boîte')

    const inbox = await api.get<MessagesResponse>(`/api/messages/${client.id}`)
    expect(inbox.status).toBe(200)
    expect(inbox.body).toMatchObject({ total: 1, unread: 1 })
    expect(inbox.body.messages[0]).toEqual(response.body.message)

    const notice = await smtp.waitForMail((mail) => mail.to.includes(client.email) && mail.subject.includes('Nouveau message'), 30_000)
    expect(notice.links).toContain(`${server.baseUrl}/dashboard?tab=messages`)
    expect(notice.text).not.toContain('Nous sommes ravis')
  })

  it('shares POST /api/messages/{userId}’s code: support’s message sends a notice, a client’s reply none', async () => {
    const { client, api } = await loggedInClient(server)
    const sent = await admin.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, {
      subject: 'Pièces à fournir',
      content: 'Merci de nous envoyer votre pièce d’identité.',
      fromAdmin: true,
    })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toMatchObject({ fromAdmin: true, subject: 'Pièces à fournir' })
    const reply = await api.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, {
      subject: 'Re',
      content: 'Voici.',
      fromAdmin: true,
    })
    expect(reply.status).toBe(201)
    expect(reply.body.message.fromAdmin).toBe(false)
    await smtp.waitForMail((mail) => mail.to.includes(client.email) && mail.subject.includes('Nouveau message'), 30_000)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.mails.filter((mail) => mail.to.includes(client.email) && mail.subject.includes('Nouveau message'))).toHaveLength(1)
  })

  it('answers a missing or malformed userId with the spec’s 400, and an unknown client with 404', async () => {
    const required = 'Veuillez sélectionner un utilisateur'
    const before = Number((await db.query('SELECT count(*) FROM messages')).rows[0].count)
    for (const body of [
      {},
      { userId: null },
      { userId: '' },
      { userId: 'abc' },
      { userId: '12' },
      { userId: 0 },
      { userId: -1 },
      { userId: 1.5 },
      { userId: 2_147_483_648 },
      [],
    ]) {
      const response = await admin.post<{ success: boolean; error: string }>('/api/admin/test-message', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({ success: false, error: required })
    }
    const malformed = await admin.raw('POST', '/api/admin/test-message', '{"userId": ')
    expect(malformed.status).toBe(400)
    const unknown = await admin.post<{ error: string }>('/api/admin/test-message', { userId: 2_147_483_647 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Utilisateur introuvable.')
    expect(Number((await db.query('SELECT count(*) FROM messages')).rows[0].count)).toBe(before)
  })

  it('is for the back-office only (anonymous 401, client 401), and writes nothing then', async () => {
    const { client } = await loggedInClient(server)
    await expectAdminOnly('post', '/api/admin/test-message', { userId: client.id })
    expect(Number((await db.query('SELECT count(*) FROM messages WHERE user_id = $1', [client.id])).rows[0].count)).toBe(0)
  })
})
