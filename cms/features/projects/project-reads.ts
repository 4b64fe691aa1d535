/**
 * Project reads in SQL: a page of a client's projects with each one's step and document
 * counters and the total, one project, its steps; each in one statement. Routes check who may
 * read before calling these.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { type ApiProject, type ApiProjectStep, progressFromCounts } from '@/contract/projects'
import { limitOffset, readDb, readPage } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import type { DocumentKind } from '@/contract/documents'
import { documentCounters } from '@/cms/features/documents'

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
  /** Kinds of the client's papers not rejected (a kind may repeat), and uploads waiting for staff. */
  client_kinds: DocumentKind[] | null
  to_review: string | number
  first_name?: string
  last_name?: string
  email?: string
}

export function toApiProject(row: ProjectRow, withClient: boolean): ApiProject {
  const total = Number(row.steps_total)
  const completed = Number(row.steps_completed)
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    ...(row.company_type ? { companyType: row.company_type } : {}),
    ...(row.description ? { description: row.description } : {}),
    status: row.status,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    progress: progressFromCounts(row.status, completed, total),
    steps: { completed, total },
    documents: documentCounters(row.type, row.client_kinds ?? [], Number(row.to_review)),
    ...(withClient && row.email
      ? { user: { id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email } }
      : {}),
  }
}

/**
 * Projects with their owner, step counts and document counters (two small lateral reads on
 * the steps' and documents' project_id indexes).
 */
export const selectProjects = (where: SQL, tail: SQL) => sql`
  SELECT p.id, p.user_id, p.name, p.type, p.company_type, p.description, p.status, p.created_at, p.updated_at,
         u.first_name, u.last_name, u.email,
         coalesce(s.total, 0) AS steps_total, coalesce(s.completed, 0) AS steps_completed,
         d.client_kinds, coalesce(d.to_review, 0) AS to_review
    FROM projects p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE status <> 'cancelled') AS total, count(*) FILTER (WHERE status = 'completed') AS completed
        FROM project_steps WHERE project_id = p.id
    ) s ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(kind::text) AS client_kinds, count(*) FILTER (WHERE status = 'submitted') AS to_review
        FROM project_documents WHERE project_id = p.id AND "from" = 'client' AND status <> 'rejected'
    ) d ON true
   WHERE ${where} ${tail}`

/**
 * A page of projects and how many match, in one round trip (pageWithTotal). A total the caller
 * already knows (the back-office's cached counters) is not counted again. A search gives the
 * projects it finds (`search`: their id and created_at): they are found once, through the trigram
 * index, then counted and paged from that set; planned for its values.
 */
export async function readProjectPage(
  payload: Payload,
  where: SQL,
  page: { page: number; limit: number; withClient: boolean; knownTotal?: number; search?: SQL },
): Promise<{ projects: ApiProject[]; total: number }> {
  const order = sql`ORDER BY p.created_at DESC, p.id DESC`
  const limit = limitOffset(page.page, page.limit)
  const { rows, total } = await readPage<ProjectRow>(readDb(payload, { planEachTime: Boolean(page.search) }), {
    select: page.search
      ? selectProjects(sql`p.id IN (SELECT id FROM matches ORDER BY created_at DESC, id DESC ${limit})`, order)
      : selectProjects(where, sql`${order} ${limit}`),
    count: page.search ? sql`SELECT count(*) AS total FROM matches` : sql`SELECT count(*) AS total FROM projects p WHERE ${where}`,
    order: sql`page.created_at DESC, page.id DESC`,
    knownTotal: page.knownTotal,
    with: page.search ? sql`matches AS MATERIALIZED (${page.search})` : undefined,
  })
  return { projects: rows.map((row) => toApiProject(row, page.withClient)), total }
}

/** One page of a client's projects, newest first. */
export async function readClientProjects(payload: Payload, userId: number, page: number, limit: number) {
  const { projects, total } = await readProjectPage(payload, sql`p.user_id = ${userId}`, { page, limit, withClient: false })
  return { projects, page, total, totalPages: Math.max(1, Math.ceil(total / limit)) }
}

/** One project with its owner's id; `withClient` adds the client (back-office reads). */
export async function readProject(payload: Payload, projectId: number, withClient: boolean) {
  const db = readDb(payload)
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
  const db = readDb(payload)
  const { rows } = await db.execute<StepRow>(sql`
    SELECT id, "order", step_name, status, notes, created_at, updated_at, completed_at
      FROM project_steps WHERE project_id = ${projectId} ORDER BY "order", id`)
  return rows.map((row) => ({
    id: row.id,
    order: Number(row.order),
    stepName: row.step_name,
    status: row.status,
    ...(row.notes ? { notes: row.notes } : {}),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    ...(row.completed_at ? { completedAt: isoTime(row.completed_at) } : {}),
  }))
}
