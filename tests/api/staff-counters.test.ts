/**
 * The back-office's counters over whole tables are kept a few seconds (cms/features/overview/admin/staff-counters.ts).
 * What that never hides: a write this server answered is counted by the very next read, whatever
 * route made it (the public contact form, a sign-up, a client's new project, a staff move, a new
 * article). What it may: a row written outside the servers (here, SQL; a background job) shows
 * within COUNTERS_CACHE_SECONDS. Another server's writes show within a second (tests/api/scale-out.test.ts).
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProjectsResponse } from '@/contract/admin-projects'
import type { AdminStatsResponse } from '@/contract/admin-stats'
import type { AdminUsersResponse } from '@/contract/admin-users'
import type { ContactsResponse } from '@/contract/admin-inbox'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient, registerClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

const KEPT_SECONDS = 2

let server: TestServer
let db: pg.Client
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1', COUNTERS_CACHE_SECONDS: String(KEPT_SECONDS) } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const stats = async () => (await admin.get<AdminStatsResponse>('/api/admin/stats')).body.stats
const contacts = async () => (await admin.get<ContactsResponse>('/api/contacts')).body
const projects = async () => (await admin.get<AdminProjectsResponse>('/api/admin/projects')).body
const users = async () => (await admin.get<AdminUsersResponse>('/api/admin/users')).body
const articles = async () => (await admin.get<{ posts: { id: number }[]; total: number }>('/api/blog/posts')).body

let visitors = 0
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `10.77.0.${++visitors}` })

describe('the back-office counters', () => {
  it('count a write this server answered at the next read, whatever route made it', async () => {
    const before = { stats: await stats(), contacts: await contacts(), projects: await projects(), users: await users() }

    // The public contact form (anonymous).
    const sent = await visitor().post('/api/contacts', {
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille.durand.compteurs@example.com',
      message: 'Bonjour, je souhaite créer ma SAS rapidement.',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect((await stats()).totalContacts).toBe(before.stats.totalContacts + 1)
    const afterContact = await contacts()
    expect(afterContact.stats.total).toBe(before.contacts.stats.total + 1)
    expect(afterContact.total).toBe(before.contacts.total + 1)
    expect(afterContact.contacts[0]?.email).toBe('camille.durand.compteurs@example.com')

    // A sign-up, then the client's own new project.
    const { client, api } = await loggedInClient(server)
    expect((await stats()).totalUsers).toBe(before.stats.totalUsers + 1)
    expect((await users()).total).toBe(before.users.total + 1)
    const created = await api.post<{ project: { id: number } }>(`/api/projects/${client.id}`, {
      name: 'Ma SARL de conseil',
      type: 'creation',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const afterProject = await projects()
    expect(afterProject.stats.total).toBe(before.projects.stats.total + 1)
    expect(afterProject.total).toBe(before.projects.total + 1)
    expect(afterProject.stats.pending).toBe(before.projects.stats.pending + 1)

    // A staff move: the project completed.
    const moved = await admin.request('PATCH', `/api/project/${created.body.project.id}`, { status: 'completed' })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const afterMove = await projects()
    expect(afterMove.stats.pending).toBe(before.projects.stats.pending)
    expect(afterMove.stats.completed).toBe(before.projects.stats.completed + 1)
    const completed = await admin.get<AdminProjectsResponse>('/api/admin/projects?status=completed')
    expect(completed.body.total).toBe(afterMove.stats.completed)

    // A new article: the back-office's whole blog list counts it, and it comes first.
    const articlesBefore = await articles()
    const article = await admin.post<{ post: { id: number } }>('/api/blog/posts', {
      title: 'Domicilier sa société à Alger',
      slug: `domicilier-sa-societe-${Date.now()}`,
      content: '<p>Les étapes pour domicilier votre société, et les pièces à réunir avant le rendez-vous.</p>',
      status: 'draft',
    })
    expect(article.status, JSON.stringify(article.body)).toBe(201)
    const articlesAfter = await articles()
    expect(articlesAfter.total).toBe(articlesBefore.total + 1)
    expect(articlesAfter.posts[0]?.id).toBe(article.body.post.id)
  })

  it(`show a row written outside the servers within ${KEPT_SECONDS} s`, async () => {
    await registerClient(server)
    // The sign-up's announcement to the instances (this one included) empties the counters a tenth of a second later.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const counted = (await stats()).totalUsers
    await db.query(`INSERT INTO users (first_name, last_name, email, created_at, updated_at)
                    VALUES ('Autre', 'Serveur', 'autre.serveur@example.com', now(), now())`)
    const startedAt = Date.now()
    // Kept: the counters read a moment ago answer (one count serves every reader meanwhile).
    expect((await stats()).totalUsers).toBe(counted)
    let seen = counted
    while (seen === counted && Date.now() - startedAt < (KEPT_SECONDS + 2) * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      seen = (await stats()).totalUsers
    }
    expect(seen).toBe(counted + 1)
    expect(Date.now() - startedAt).toBeLessThanOrEqual(KEPT_SECONDS * 1000 + 500)
    // The list's own rows are never kept: the new client is on the first page at once.
    expect((await users()).users.some((user) => user.email === 'autre.serveur@example.com')).toBe(true)
  })
})
