/**
 * The back-office's projects and steps (spec 2 §7): the list with its counters, search and
 * filter; editing a project; editing, adding, reordering and removing steps, with the
 * completion date decided by the server and the client told by email. Each route refuses
 * anonymous callers and clients.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProjectsResponse } from '@/contract/admin-projects'
import type { ApiProject, ApiProjectStep } from '@/contract/projects'
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

async function clientWithProject(name = 'Création de la SARL Atlas', firstName = 'Meriem') {
  const { client, api } = await loggedInClient(server, { firstName })
  const response = await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name, type: 'creation' })
  expect(response.status).toBe(201)
  return { client, api, project: response.body.project }
}

const stepsOf = async (projectId: number) => (await admin.get<{ steps: ApiProjectStep[] }>(`/api/projects/${projectId}/steps`)).body.steps

describe('access', () => {
  it('refuses anonymous callers and clients on every back-office project route', async () => {
    const { api, project } = await clientWithProject()
    const [step] = await stepsOf(project.id)
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/projects'],
      ['PATCH', `/api/project/${project.id}`, { status: 'completed' }],
      ['POST', `/api/projects/${project.id}/steps`, { stepName: 'Étape pirate' }],
      ['PUT', `/api/projects/${project.id}/steps/order`, { stepIds: [step.id] }],
      ['PATCH', `/api/projects/${project.id}/steps/${step.id}`, { status: 'completed' }],
      ['DELETE', `/api/projects/${project.id}/steps/${step.id}`],
    ]
    for (const [method, path, body] of calls) {
      expect((await new ApiClient(server.baseUrl).request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401)
      expect((await api.request(method, path, body)).status, `${method} ${path} as the owner`).toBe(401)
    }
    const row = await db.query('SELECT status FROM projects WHERE id = $1', [project.id])
    expect(row.rows[0].status).toBe('pending')
    expect(await stepsOf(project.id)).toHaveLength(DEFAULT_STEPS.creation.length)
  })
})

describe('GET /api/admin/projects', () => {
  it('lists every project with its owner, newest first, searched and filtered on the server, with the counters', async () => {
    const first = await clientWithProject('Boulangerie Yacine', 'Yacine')
    const second = await clientWithProject('Agence Tassili Voyages', 'Lamia')
    await db.query(`UPDATE projects SET status = 'completed' WHERE id = $1`, [first.project.id])

    const all = await admin.get<AdminProjectsResponse>('/api/admin/projects?limit=2')
    expect(all.status).toBe(200)
    expect(all.body.projects[0]).toMatchObject({
      id: second.project.id,
      user: { id: second.client.id, firstName: 'Lamia', email: second.client.email },
    })
    expect(all.body.stats.total).toBeGreaterThanOrEqual(2)
    expect(all.body.stats.completed).toBeGreaterThanOrEqual(1)
    expect(all.body.stats.thisWeek).toBe(all.body.stats.total)

    const byName = await admin.get<AdminProjectsResponse>('/api/admin/projects?q=tassili')
    expect(byName.body.projects.map((project) => project.id)).toEqual([second.project.id])
    const byEmail = await admin.get<AdminProjectsResponse>(`/api/admin/projects?q=${encodeURIComponent(first.client.email.toUpperCase())}`)
    expect(byEmail.body.projects.map((project) => project.id)).toEqual([first.project.id])
    expect((await admin.get<AdminProjectsResponse>('/api/admin/projects?q=%25')).body.total).toBe(0)

    // A project found by its name and by its owner's name is counted once; a status filter applies to both.
    const owner = await clientWithProject('Saharienne Export', 'Saharienne')
    const secondProject = await owner.api.post<{ project: ApiProject }>(`/api/projects/${owner.client.id}`, {
      name: 'Atelier de couture',
      type: 'creation',
    })
    const byNameOnly = await clientWithProject('Librairie Saharienne', 'Ines')
    await db.query(`UPDATE projects SET status = 'completed' WHERE id = $1`, [byNameOnly.project.id])
    const shared = await admin.get<AdminProjectsResponse>('/api/admin/projects?q=saharienne')
    expect(shared.body.total).toBe(3)
    expect(shared.body.projects.map((project) => project.id).sort()).toEqual(
      [owner.project.id, secondProject.body.project.id, byNameOnly.project.id].sort(),
    )
    const sharedCompleted = await admin.get<AdminProjectsResponse>('/api/admin/projects?q=saharienne&status=completed')
    expect(sharedCompleted.body).toMatchObject({ total: 1, projects: [{ id: byNameOnly.project.id }] })
    // The searched set is paged newest first, each page carrying the whole count.
    const secondPage = await admin.get<AdminProjectsResponse>('/api/admin/projects?q=saharienne&limit=2&page=2')
    expect(secondPage.body).toMatchObject({ total: 3, totalPages: 2, projects: [{ id: owner.project.id }] })
    // A match never spans the project's name ('… Export') and its owner's ('Saharienne …').
    expect((await admin.get<AdminProjectsResponse>('/api/admin/projects?q=export%20saharienne')).body.total).toBe(0)
    // The owner renamed (here by SQL, as Payload's admin would): found by the new name only.
    await db.query(`UPDATE users SET last_name = 'Tamanrasset' WHERE id = $1`, [owner.client.id])
    const renamed = await admin.get<AdminProjectsResponse>('/api/admin/projects?q=tamanrasset')
    expect(renamed.body.projects.map((project) => project.id).sort()).toEqual([owner.project.id, secondProject.body.project.id].sort())
    expect(renamed.body.projects[0]!.user).toMatchObject({ lastName: 'Tamanrasset' })
    const completed = await admin.get<AdminProjectsResponse>('/api/admin/projects?status=completed')
    expect(completed.body.projects.every((project) => project.status === 'completed')).toBe(true)
    expect(completed.body.projects.map((project) => project.id)).toContain(first.project.id)

    for (const bad of ['status=finished', 'page=0', 'limit=1000', `q=${'x'.repeat(101)}`]) {
      const response = await admin.get<{ error: string }>(`/api/admin/projects?${bad}`)
      expect(response.status, bad).toBe(400)
      expect(response.body.error).toMatch(/invalide|trop longue/)
    }
  })
})

describe('PATCH /api/project/{id}', () => {
  it('changes name, status (any of the six) and description; refuses bad values and unknown projects', async () => {
    const { api, project } = await clientWithProject()
    const updated = await admin.patch<{ project: ApiProject }>(`/api/project/${project.id}`, {
      name: 'SARL Atlas Conseil',
      status: 'paused',
      description: 'En attente du certificat de dénomination.',
    })
    expect(updated.status).toBe(200)
    expect(updated.body.project).toMatchObject({
      name: 'SARL Atlas Conseil',
      status: 'paused',
      description: 'En attente du certificat de dénomination.',
    })
    // The client sees it at once.
    expect((await api.get<{ project: ApiProject }>(`/api/project/${project.id}`)).body.project.status).toBe('paused')

    for (const [body, message] of [
      [{ status: 'archived' }, 'Statut invalide'],
      [{ name: 'ab' }, 'Le nom doit contenir au moins 3 caractères'],
      [{}, 'Aucune modification à enregistrer'],
    ] as const) {
      const response = await admin.patch<{ error: string }>(`/api/project/${project.id}`, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.error).toBe(message)
    }
    expect((await admin.patch('/api/project/2147483647', { status: 'completed' })).status).toBe(404)
    expect((await admin.patch('/api/project/abc', { status: 'completed' })).status).toBe(400)
  })
})

describe('steps', () => {
  it('completing a step stamps completedAt (whatever the body says), moves the progress and emails the client once', async () => {
    const { client, api, project } = await clientWithProject()
    const [step] = await stepsOf(project.id)
    const response = await admin.patch<{ step: ApiProjectStep }>(`/api/projects/${project.id}/steps/${step.id}`, {
      status: 'completed',
      notes: 'Demande analysée, dossier complet.',
      completedAt: '1999-01-01T00:00:00.000Z',
    })
    expect(response.status).toBe(200)
    expect(response.body.step).toMatchObject({ status: 'completed', notes: 'Demande analysée, dossier complet.' })
    expect(Date.now() - new Date(response.body.step.completedAt!).getTime()).toBeLessThan(60_000)

    const seen = await api.get<{ project: ApiProject }>(`/api/project/${project.id}`)
    expect(seen.body.project.steps).toEqual({ completed: 1, total: DEFAULT_STEPS.creation.length })
    expect(seen.body.project.progress).toBe(Math.round(100 / DEFAULT_STEPS.creation.length))

    const notice = await smtp.waitForMail((mail) => mail.to.includes(client.email) && mail.subject.includes('terminée'), 30_000)
    expect(notice.subject).toContain(DEFAULT_STEPS.creation[0])
    expect(notice.links).toContain(`${server.baseUrl}/project/${project.id}`)

    // Saving it again (notes only) keeps the date and sends nothing more; leaving 'completed' clears it.
    await admin.patch(`/api/projects/${project.id}/steps/${step.id}`, { notes: 'Complété.' })
    const again = (await stepsOf(project.id))[0]
    expect(again.completedAt).toBe(response.body.step.completedAt)
    const reopened = await admin.patch<{ step: ApiProjectStep }>(`/api/projects/${project.id}/steps/${step.id}`, { status: 'in_progress' })
    expect(reopened.body.step.completedAt).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.mails.filter((mail) => mail.to.includes(client.email) && mail.subject.includes('terminée'))).toHaveLength(1)
  })

  it('adds, renames, reorders and removes steps; refuses a step of another project and bad bodies', async () => {
    const { project } = await clientWithProject()
    const other = await clientWithProject('Autre projet')
    const added = await admin.post<{ step: ApiProjectStep }>(`/api/projects/${project.id}/steps`, { stepName: 'Déclaration CASNOS' })
    expect(added.status).toBe(201)
    expect(added.body.step).toMatchObject({ stepName: 'Déclaration CASNOS', order: DEFAULT_STEPS.creation.length + 1, status: 'pending' })

    const renamed = await admin.patch<{ step: ApiProjectStep }>(`/api/projects/${project.id}/steps/${added.body.step.id}`, {
      stepName: 'Affiliation CASNOS',
    })
    expect(renamed.body.step.stepName).toBe('Affiliation CASNOS')

    const ids = (await stepsOf(project.id)).map((step) => step.id)
    const reversed = [...ids].reverse()
    const reordered = await admin.request<{ steps: ApiProjectStep[] }>('PUT', `/api/projects/${project.id}/steps/order`, {
      stepIds: reversed,
    })
    expect(reordered.status).toBe(200)
    expect(reordered.body.steps.map((step) => step.id)).toEqual(reversed)
    expect(reordered.body.steps.map((step) => step.order)).toEqual(reversed.map((_, index) => index + 1))

    const [foreign] = await stepsOf(other.project.id)
    expect((await admin.patch(`/api/projects/${project.id}/steps/${foreign.id}`, { status: 'completed' })).status).toBe(404)
    expect((await admin.request('DELETE', `/api/projects/${project.id}/steps/${foreign.id}`)).status).toBe(404)
    for (const stepIds of [[...reversed, foreign.id], reversed.slice(1), [reversed[0], reversed[0]], []]) {
      const response = await admin.request('PUT', `/api/projects/${project.id}/steps/order`, { stepIds })
      expect(response.status, JSON.stringify(stepIds)).toBe(400)
    }
    expect((await admin.post(`/api/projects/${project.id}/steps`, { stepName: ' x ' })).status).toBe(400)
    expect((await admin.patch(`/api/projects/${project.id}/steps/${ids[0]}`, { status: 'done' })).status).toBe(400)
    expect((await admin.patch(`/api/projects/${project.id}/steps/${ids[0]}`, {})).status).toBe(400)

    expect((await admin.request('DELETE', `/api/projects/${project.id}/steps/${added.body.step.id}`)).status).toBe(200)
    expect((await stepsOf(project.id)).map((step) => step.id)).not.toContain(added.body.step.id)
    expect(await stepsOf(other.project.id)).toHaveLength(DEFAULT_STEPS.creation.length)
  })
})
