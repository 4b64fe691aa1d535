/**
 * Project reads in SQL: a page of a client's projects with each one's step counts, one
 * project, its steps. Routes check who may read before calling these.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { type ApiProject, type ApiProjectStep, projectProgress } from '../../contract/projects'
import { drizzleFor } from '../db/transaction'
import { readDocumentCounters } from '../documents/document-reads'

export type ProjectRow = {
  id: number
  user_id: number
  name: string
  type: string
  company_type: string | null
  description: string | null
  status: string
  created_at: Date | string
  updated_at: Date | string
  steps_total: string | number
  steps_completed: string | number
  first_name?: string
  last_name?: string
  email?: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function toApiProject(row: ProjectRow, withClient: boolean): ApiProject {
  const total = Number(row.steps_total)
  const completed = Number(row.steps_completed)
  // projectProgress reads step statuses; counts are enough to say the same thing.
  const steps = [...Array(total)].map((_, index) => ({ status: index < completed ? 'completed' : 'pending' }))
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    ...(row.company_type ? { companyType: row.company_type } : {}),
    ...(row.description ? { description: row.description } : {}),
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    progress: projectProgress(row.status, steps),
    steps: { completed, total },
    ...(withClient && row.email
      ? { user: { id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email } }
      : {}),
  }
}

export const selectProjects = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql>) => sql`
  SELECT p.id, p.user_id, p.name, p.type, p.company_type, p.description, p.status, p.created_at, p.updated_at,
         u.first_name, u.last_name, u.email,
         coalesce(s.total, 0) AS steps_total, coalesce(s.completed, 0) AS steps_completed
    FROM projects p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE status <> 'cancelled') AS total, count(*) FILTER (WHERE status = 'completed') AS completed
        FROM project_steps WHERE project_id = p.id
    ) s ON true
   WHERE ${where} ${tail}`

/** One page of a client's projects, newest first. */
export async function readClientProjects(payload: Payload, userId: number, page: number, limit: number) {
  const db = await drizzleFor(payload)
  const [list, count] = await Promise.all([
    db.execute<ProjectRow>(
      selectProjects(sql`p.user_id = ${userId}`, sql`ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    ),
    db.execute<{ total: string }>(sql`SELECT count(*) AS total FROM projects WHERE user_id = ${userId}`),
  ])
  const total = Number(count.rows[0]?.total ?? 0)
  const projects = await withDocumentCounters(payload, list.rows, false)
  return { projects, page, total, totalPages: Math.max(1, Math.ceil(total / limit)) }
}

/** A page of projects with their documents' counters (missing papers, papers to review): one more query per page. */
export async function withDocumentCounters(payload: Payload, rows: readonly ProjectRow[], withClient: boolean): Promise<ApiProject[]> {
  const counters = await readDocumentCounters(payload, rows)
  return rows.map((row) => ({ ...toApiProject(row, withClient), documents: counters.get(row.id) ?? { missing: 0, toReview: 0 } }))
}

/** One project with its owner's id; `withClient` adds the client (back-office reads). */
export async function readProject(payload: Payload, projectId: number, withClient: boolean) {
  const db = await drizzleFor(payload)
  const row = (await db.execute<ProjectRow>(selectProjects(sql`p.id = ${projectId}`, sql``))).rows[0]
  return row ? { ownerId: row.user_id, project: toApiProject(row, withClient) } : null
}

type StepRow = {
  id: number
  order: string | number
  step_name: string
  status: string
  notes: string | null
  created_at: Date | string
  updated_at: Date | string
  completed_at: Date | string | null
}

export async function readProjectSteps(payload: Payload, projectId: number): Promise<ApiProjectStep[]> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<StepRow>(sql`
    SELECT id, "order", step_name, status, notes, created_at, updated_at, completed_at
      FROM project_steps WHERE project_id = ${projectId} ORDER BY "order", id`)
  return rows.map((row) => ({
    id: row.id,
    order: Number(row.order),
    stepName: row.step_name,
    status: row.status,
    ...(row.notes ? { notes: row.notes } : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(row.completed_at ? { completedAt: iso(row.completed_at) } : {}),
  }))
}
