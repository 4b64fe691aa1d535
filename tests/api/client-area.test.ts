/**
 * The client area's calls (spec 1 §7, spec 2 §7 for the back-office's side of the shared
 * routes): projects and their steps, messages both ways, the dashboard overview. Each is
 * called as its owner, as another client, anonymously and with the back-office session,
 * and with bad ids and bodies. Clients here send only their session cookie where it matters.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiMessage, MessagesResponse } from '@/contract/messages'
import type { ApiProject, ApiProjectStep, DashboardOverview } from '@/contract/projects'
import { DEFAULT_STEPS } from '@/contract/projects'
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

const BAD_IDS = ['abc', '-1', '0', '1e309', '1.5', '12345678901234567890', '99999999999']

/** A GET with nothing but the session cookie (no Origin, no Sec-Fetch-Site): scripts, apps, older Safari. */
async function cookieOnly<T>(api: ApiClient, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: api.cookieHeader() } })
  return { status: response.status, body: (await response.json()) as T }
}

async function createProject(api: ApiClient, userId: number, body: Record<string, unknown> = {}) {
  const response = await api.post<{ success: boolean; project: ApiProject }>(`/api/projects/${userId}`, {
    name: 'Création de ma SARL de conseil',
    type: 'creation',
    description: 'SARL à Alger, deux associés.',
    ...body,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.project
}

async function adminMessage(userId: number, body: Record<string, unknown> = {}) {
  const response = await admin.post<{ success: boolean; message: ApiMessage }>(`/api/messages/${userId}`, {
    subject: 'Votre dossier de création',
    content: 'Bonjour,\nnous avons bien reçu votre demande.',
    fromAdmin: true,
    ...body,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.message
}

describe('POST /api/projects/{userId}', () => {
  it('creates a pending project with the default steps of its procedure, for the session’s own user', async () => {
    const { client, api } = await loggedInClient(server)
    const project = await createProject(api, client.id, { status: 'completed', user: 1 })
    expect(project).toMatchObject({
      name: 'Création de ma SARL de conseil',
      type: 'creation',
      status: 'pending',
      description: 'SARL à Alger, deux associés.',
      progress: 0,
      steps: { completed: 0, total: DEFAULT_STEPS.creation.length },
    })
    const owner = await db.query('SELECT user_id, status FROM projects WHERE id = $1', [project.id])
    expect(owner.rows[0]).toEqual({ user_id: client.id, status: 'pending' })
    const steps = await cookieOnly<{ steps: ApiProjectStep[] }>(api, `/api/projects/${project.id}/steps`)
    expect(steps.body.steps.map((step) => step.stepName)).toEqual(DEFAULT_STEPS.creation)
  })

  it('refuses another user’s id (403), anonymous callers (401) and the back-office (401)', async () => {
    const { client, api } = await loggedInClient(server)
    const other = await loggedInClient(server)
    const body = { name: 'Projet usurpé', type: 'creation' }
    expect((await api.post(`/api/projects/${other.client.id}`, body)).status).toBe(403)
    expect((await new ApiClient(server.baseUrl).post(`/api/projects/${client.id}`, body)).status).toBe(401)
    expect((await admin.post(`/api/projects/${client.id}`, body)).status).toBe(401)
    const count = await db.query('SELECT count(*) FROM projects WHERE user_id IN ($1, $2)', [client.id, other.client.id])
    expect(Number(count.rows[0].count)).toBe(0)
  })

  it('answers bad bodies and ids with a French 400', async () => {
    const { client, api } = await loggedInClient(server)
    const cases: [unknown, string][] = [
      [{ name: 'ab', type: 'creation' }, 'Le nom doit contenir au moins 3 caractères'],
      [{ name: '   ab   ', type: 'creation' }, 'Le nom doit contenir au moins 3 caractères'],
      [{ name: 'Mon projet', type: 'sarl' }, 'Veuillez sélectionner un type de projet'],
      [{ name: 'Mon projet' }, 'Veuillez sélectionner un type de projet'],
      [{ name: 'Mon projet', type: 'creation', description: 'x'.repeat(5001) }, 'La description ne peut pas dépasser'],
    ]
    for (const [body, message] of cases) {
      const response = await api.post<{ success: boolean; error: string }>(`/api/projects/${client.id}`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.success).toBe(false)
      expect(response.body.error).toContain(message)
    }
    for (const id of BAD_IDS) {
      const response = await api.post<{ error: string }>(`/api/projects/${id}`, { name: 'Mon projet', type: 'creation' })
      expect(response.status, id).toBe(400)
      expect(response.body.error).toBe('Utilisateur invalide')
    }
    const malformed = await api.raw('POST', `/api/projects/${client.id}`, '{"name": ')
    expect(malformed.status).toBe(400)
  })
})

describe('GET /api/project/{id} and GET /api/projects/{id}/steps', () => {
  it('answer the owner (cookie only) and the back-office; another client gets 404, never the data', async () => {
    const { client, api } = await loggedInClient(server)
    const project = await createProject(api, client.id)
    const own = await cookieOnly<{ success: boolean; project: ApiProject }>(api, `/api/project/${project.id}`)
    expect(own.status).toBe(200)
    expect(own.body.project).toMatchObject({ id: project.id, name: project.name, status: 'pending' })
    expect(own.body.project.user).toBeUndefined()

    const asAdmin = await admin.get<{ project: ApiProject }>(`/api/project/${project.id}`)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.project.user).toEqual({
      id: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
    })
    const adminSteps = await admin.get<{ steps: ApiProjectStep[] }>(`/api/projects/${project.id}/steps`)
    expect(adminSteps.body.steps).toHaveLength(DEFAULT_STEPS.creation.length)

    const other = await loggedInClient(server)
    for (const path of [`/api/project/${project.id}`, `/api/projects/${project.id}/steps`]) {
      const response = await cookieOnly<Record<string, unknown>>(other.api, path)
      expect(response.status, path).toBe(404)
      expect(response.body).toMatchObject({ success: false, error: 'Projet non trouvé' })
      expect(JSON.stringify(response.body)).not.toContain(project.name)
      expect((await new ApiClient(server.baseUrl).get(path)).status).toBe(401)
    }
    expect((await api.get('/api/project/2147483647')).status).toBe(404)
    for (const id of BAD_IDS) {
      expect((await api.get(`/api/project/${id}`)).status, id).toBe(400)
      expect((await api.get(`/api/projects/${id}/steps`)).status, id).toBe(400)
    }
  })

  it('reports progress from the steps, in order, with completion dates and notes', async () => {
    const { client, api } = await loggedInClient(server)
    const project = await createProject(api, client.id, { type: 'dissolution', name: 'Fermeture de la SARL' })
    await db.query(
      `UPDATE project_steps SET status = 'completed', completed_at = now(), notes = 'Décision signée.'
        WHERE project_id = $1 AND "order" <= 2`,
      [project.id],
    )
    await db.query(`UPDATE project_steps SET status = 'in_progress' WHERE project_id = $1 AND "order" = 3`, [project.id])
    const read = await api.get<{ project: ApiProject }>(`/api/project/${project.id}`)
    expect(read.body.project).toMatchObject({ progress: 50, steps: { completed: 2, total: 4 } })
    const steps = (await api.get<{ steps: ApiProjectStep[] }>(`/api/projects/${project.id}/steps`)).body.steps
    expect(steps.map((step) => [step.order, step.status])).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'in_progress'],
      [4, 'pending'],
    ])
    expect(steps[0]).toMatchObject({ notes: 'Décision signée.', completedAt: expect.any(String) })
    expect(steps[3].completedAt).toBeUndefined()
  })
})

describe('GET /api/projects', () => {
  it('pages the client’s own projects, newest first, with their progress', async () => {
    const { client, api } = await loggedInClient(server)
    const other = await loggedInClient(server)
    await createProject(other.api, other.client.id, { name: 'Projet de quelqu’un d’autre' })
    for (const name of ['Premier projet', 'Deuxième projet', 'Troisième projet']) await createProject(api, client.id, { name })
    const first = await cookieOnly<{ projects: ApiProject[]; total: number; totalPages: number }>(api, '/api/projects?limit=2')
    expect(first.body).toMatchObject({ total: 3, totalPages: 2 })
    expect(first.body.projects.map((project) => project.name)).toEqual(['Troisième projet', 'Deuxième projet'])
    const second = await api.get<{ projects: ApiProject[] }>('/api/projects?limit=2&page=2')
    expect(second.body.projects.map((project) => project.name)).toEqual(['Premier projet'])
    expect((await admin.get('/api/projects')).status).toBe(401)
  })
})

describe('messages', () => {
  it('support writes, the client reads (cookie only), marks it read, replies; the client gets an email notice without the message', async () => {
    const { client, api } = await loggedInClient(server)
    const project = await createProject(api, client.id)
    const sent = await adminMessage(client.id, {
      subject: 'Pièces à fournir',
      content: 'Merci de nous envoyer la copie de votre pièce d’identité.\n<b>Confidentiel</b>',
      projectId: project.id,
    })
    expect(sent).toMatchObject({ fromAdmin: true, isRead: false, projectId: project.id, project: { id: project.id, name: project.name } })

    const notice = await smtp.waitForMail((mail) => mail.to.includes(client.email) && mail.subject.includes('Nouveau message'), 30_000)
    expect(notice.links).toContain(`${server.baseUrl}/dashboard?tab=messages`)
    expect(notice.text).not.toContain('pièce d’identité')
    expect(notice.html).not.toContain('Confidentiel')

    const inbox = await cookieOnly<MessagesResponse>(api, `/api/messages/${client.id}`)
    expect(inbox.status).toBe(200)
    expect(inbox.body).toMatchObject({ success: true, unread: 1, total: 1, page: 1, totalPages: 1 })
    expect(inbox.body.messages[0]).toMatchObject({ id: sent.id, content: sent.content, isRead: false })

    const read = await api.patch<{ message: ApiMessage }>(`/api/messages/${sent.id}/read`)
    expect(read.status).toBe(200)
    expect(read.body.message.isRead).toBe(true)
    expect((await api.get<MessagesResponse>(`/api/messages/${client.id}`)).body.unread).toBe(0)

    const reply = await api.post<{ message: ApiMessage }>(`/api/messages/${client.id}`, {
      subject: 'Re : Pièces à fournir',
      content: 'Voici ma pièce d’identité.',
      fromAdmin: true,
      projectId: project.id,
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.message).toMatchObject({ fromAdmin: false, isRead: false, projectId: project.id })

    // The back-office sees the reply as unread until it opens it; the client's own PATCH does not mark it.
    expect((await api.patch<{ message: ApiMessage }>(`/api/messages/${reply.body.message.id}/read`)).body.message.isRead).toBe(false)
    const adminView = await admin.get<MessagesResponse>(`/api/messages/${client.id}`)
    expect(adminView.body).toMatchObject({ unread: 1, total: 2 })
    expect(adminView.body.messages[0]).toMatchObject({ id: reply.body.message.id, fromAdmin: false, isRead: false })
    expect((await admin.patch<{ message: ApiMessage }>(`/api/messages/${reply.body.message.id}/read`)).body.message.isRead).toBe(true)
    expect((await admin.get<MessagesResponse>(`/api/messages/${client.id}`)).body.unread).toBe(0)
    // Opening its own message does not mark it read for the client.
    const ownAdmin = await adminMessage(client.id)
    expect((await admin.patch<{ message: ApiMessage }>(`/api/messages/${ownAdmin.id}/read`)).body.message.isRead).toBe(false)

    // Only support's messages send a notice.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.mails.filter((mail) => mail.to.includes(client.email) && mail.subject.includes('Nouveau message'))).toHaveLength(2)
  })

  it('keeps every client to its own thread', async () => {
    const { client, api } = await loggedInClient(server)
    const other = await loggedInClient(server)
    const project = await createProject(api, client.id)
    const message = await adminMessage(client.id)

    expect((await cookieOnly(other.api, `/api/messages/${client.id}`)).status).toBe(403)
    expect((await other.api.post(`/api/messages/${client.id}`, { subject: 'Bonjour', content: 'Intrus' })).status).toBe(403)
    const foreignRead = await other.api.patch(`/api/messages/${message.id}/read`)
    expect(foreignRead.status).toBe(404)
    expect(foreignRead.body).toMatchObject({ success: false, error: 'Message introuvable.' })
    // Linking a reply to someone else's project is refused.
    const foreignProject = await other.api.post(`/api/messages/${other.client.id}`, {
      subject: 'Bonjour',
      content: 'Test',
      projectId: project.id,
    })
    expect(foreignProject.status).toBe(400)
    expect(foreignProject.body).toMatchObject({ success: false, error: 'Ce projet n’existe pas ou n’appartient pas à ce client.' })
    // Support naming another client's project is refused too; neither refusal wrote anything.
    const supportForeign = await admin.post(`/api/messages/${other.client.id}`, {
      subject: 'Bonjour',
      content: 'Test',
      projectId: project.id,
    })
    expect(supportForeign.status).toBe(400)
    expect(supportForeign.body).toMatchObject({ fields: { projectId: 'Projet invalide' } })
    expect(Number((await db.query('SELECT count(*) FROM messages WHERE user_id = $1', [other.client.id])).rows[0].count)).toBe(0)

    const visitor = new ApiClient(server.baseUrl)
    expect((await visitor.get(`/api/messages/${client.id}`)).status).toBe(401)
    expect((await visitor.post(`/api/messages/${client.id}`, { subject: 'a', content: 'b' })).status).toBe(401)
    expect((await visitor.patch(`/api/messages/${message.id}/read`)).status).toBe(401)

    const row = await db.query('SELECT is_read FROM messages WHERE id = $1', [message.id])
    expect(row.rows[0].is_read).toBe(false)
    expect(Number((await db.query('SELECT count(*) FROM messages WHERE user_id = $1', [client.id])).rows[0].count)).toBe(1)
  })

  it('answers bad bodies and ids with a French 400, and an unknown client with 404', async () => {
    const { client, api } = await loggedInClient(server)
    const required = 'Veuillez remplir le sujet et le contenu du message'
    for (const body of [{ subject: '   ', content: 'Bonjour' }, { subject: 'Bonjour', content: ' \n ' }, { content: 'x' }, {}]) {
      for (const caller of [api, admin]) {
        const response = await caller.post<{ error: string }>(`/api/messages/${client.id}`, body)
        expect(response.status, JSON.stringify(body)).toBe(400)
        expect(response.body.error).toBe(required)
      }
    }
    const tooLong = await api.post<{ error: string }>(`/api/messages/${client.id}`, { subject: 'Sujet', content: 'x'.repeat(10_001) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error).toContain('ne peut pas dépasser')
    for (const id of BAD_IDS) {
      expect((await api.get(`/api/messages/${id}`)).status, id).toBe(400)
      expect((await api.patch(`/api/messages/${id}/read`)).status, id).toBe(400)
      expect((await admin.post(`/api/messages/${id}`, { subject: 'a', content: 'b' })).status, id).toBe(400)
    }
    expect((await api.get(`/api/messages/${client.id}?limit=0`)).status).toBe(400)
    expect((await api.get(`/api/messages/${client.id}?page=abc`)).status).toBe(400)
    const unknown = await admin.post<{ error: string }>('/api/messages/2147483647', { subject: 'a', content: 'b' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('Utilisateur introuvable.')
  })

  it('pages a long thread newest first, and the first page stays fast at 5,000 messages', async () => {
    const { client, api } = await loggedInClient(server)
    await db.query(
      `INSERT INTO messages (user_id, subject, content, from_admin, is_read, created_at, updated_at)
       SELECT $1, 'Message ' || n, 'Contenu du message ' || n, n % 2 = 0, n % 3 = 0,
              now() - make_interval(mins => 5000 - n), now()
         FROM generate_series(1, 5000) AS n`,
      [client.id],
    )
    await db.query('ANALYZE messages')
    const first = await api.get<MessagesResponse>(`/api/messages/${client.id}?limit=20`)
    expect(first.body).toMatchObject({ total: 5000, totalPages: 250, page: 1 })
    expect(first.body.messages.map((message) => message.subject).slice(0, 2)).toEqual(['Message 5000', 'Message 4999'])
    const unread = Number(
      (await db.query('SELECT count(*) FROM messages WHERE user_id = $1 AND from_admin AND NOT is_read', [client.id])).rows[0].count,
    )
    expect(first.body.unread).toBe(unread)
    const last = await api.get<MessagesResponse>(`/api/messages/${client.id}?limit=20&page=250`)
    expect(last.body.messages.at(-1)?.subject).toBe('Message 1')
    // The plan, not a stopwatch (npm run bench measures): the page is read in order from the
    // (user_id, created_at DESC, id DESC) index, without sorting the client's messages.
    const plan = await db.query(`EXPLAIN SELECT id FROM messages WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`, [
      client.id,
    ])
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(text).toMatch(/Index (Only )?Scan using messages_user_page_idx/)
    expect(text).not.toMatch(/Sort/)
  })
})

describe('GET /api/dashboard', () => {
  it('counts the client’s projects by status and lists its latest activity', async () => {
    const { client, api } = await loggedInClient(server)
    const empty = await cookieOnly<DashboardOverview>(api, '/api/dashboard')
    expect(empty.body).toEqual({
      success: true,
      counters: { companiesCreated: 0, inProgress: 0, completed: 0 },
      unreadMessages: 0,
      activity: [],
      next: { kind: 'start' },
    })

    const creation = await createProject(api, client.id)
    const domiciliation = await createProject(api, client.id, { type: 'domiciliation', name: 'Domiciliation à Oran' })
    await createProject(api, client.id, { type: 'modification', name: 'Changement de gérant' })
    await db.query(`UPDATE projects SET status = 'completed' WHERE id IN ($1, $2)`, [creation.id, domiciliation.id])
    await db.query(
      `UPDATE project_steps SET status = 'completed', updated_at = now() + interval '1 minute' WHERE project_id = $1 AND "order" = 1`,
      [creation.id],
    )
    await adminMessage(client.id, { subject: 'Bienvenue' })

    const overview = await api.get<DashboardOverview>('/api/dashboard')
    expect(overview.body.counters).toEqual({ companiesCreated: 1, inProgress: 1, completed: 2 })
    expect(overview.body.unreadMessages).toBe(1)
    expect(overview.body.activity[0]).toMatchObject({ kind: 'step', stepName: DEFAULT_STEPS.creation[0], projectId: creation.id })
    expect(overview.body.activity.map((item) => item.kind)).toEqual(expect.arrayContaining(['message', 'project']))

    const other = await loggedInClient(server)
    expect((await other.api.get<DashboardOverview>('/api/dashboard')).body.activity).toEqual([])
    expect((await new ApiClient(server.baseUrl).get('/api/dashboard')).status).toBe(401)
    expect((await admin.get('/api/dashboard')).status).toBe(401)
  })

  it('its first card is the one thing to do now: questionnaire, papers, an unread answer, the step under way', async () => {
    const { client, api } = await loggedInClient(server)
    const next = async () => (await api.get<DashboardOverview>('/api/dashboard')).body.next
    const creation = await createProject(api, client.id)
    expect(await next()).toEqual({ kind: 'questionnaire', projectId: creation.id, projectName: creation.name })

    await db.query(`UPDATE projects SET questionnaire_submitted_at = now() WHERE id = $1`, [creation.id])
    // The creation checklist asks the client two required papers (identity, address proof).
    expect(await next()).toEqual({ kind: 'documents', projectId: creation.id, projectName: creation.name, missing: 2 })
    const paper = (kind: string, status = 'submitted') =>
      db.query(
        `INSERT INTO project_documents (project_id, user_id, kind, "from", status, filename, mime_type, filesize)
         VALUES ($1, $2, $3, 'client', $4, $5, 'application/pdf', 10)`,
        [creation.id, client.id, kind, status, `${kind}-${randomUUID()}.pdf`],
      )
    await paper('identity')
    await paper('address_proof', 'rejected')
    // A refused paper is still to provide.
    expect(await next()).toMatchObject({ kind: 'documents', missing: 1 })
    await paper('address_proof')

    await adminMessage(client.id, { subject: 'Votre dossier' })
    expect(await next()).toEqual({ kind: 'message', unread: 1 })
    await db.query(`UPDATE messages SET is_read = true WHERE user_id = $1`, [client.id])

    expect(await next()).toEqual({ kind: 'waiting', projectId: creation.id, projectName: creation.name })
    await db.query(`UPDATE project_steps SET status = 'in_progress' WHERE project_id = $1 AND "order" = 2`, [creation.id])
    expect(await next()).toEqual({ kind: 'step', projectId: creation.id, projectName: creation.name, stepName: DEFAULT_STEPS.creation[1] })

    // Done or cancelled procedures ask nothing more.
    await db.query(`UPDATE projects SET status = 'completed' WHERE id = $1`, [creation.id])
    expect(await next()).toEqual({ kind: 'start' })
  })
})
