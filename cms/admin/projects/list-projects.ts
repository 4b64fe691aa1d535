import { sql } from '@payloadcms/db-postgres'
import { ADMIN_PROJECT_FILTERS, type AdminProjectsResponse } from '../../../contract/admin-projects'
import { pageQuery } from '../../../contract/ids'
import { z } from '../../../contract/zod'
import { contains } from '../../db/search'
import { drizzleFor } from '../../db/transaction'
import { defineHandler } from '../../http/route'
import { type ProjectRow, selectProjects, withDocumentCounters } from '../../projects/project-reads'

const query = pageQuery(20, 100).extend({
  status: z.enum(ADMIN_PROJECT_FILTERS, { error: 'Statut invalide' }).default('all'),
  q: z.string({ error: 'Recherche invalide' }).trim().max(100, 'Recherche trop longue').default(''),
})

/**
 * GET /api/admin/projects: every client's projects, newest first, with their owner, filtered by
 * status and searched (project name, client name, email) on the server; the counters of the
 * spec's side panel over all projects.
 */
export const listAdminProjects = defineHandler({
  query,
  async run({ payload, query }): Promise<AdminProjectsResponse> {
    const db = await drizzleFor(payload)
    const conditions = [sql`true`]
    if (query.status !== 'all') conditions.push(sql`p.status = ${query.status}`)
    if (query.q) {
      // Two indexed lookups (the project's name, its owner's name and email) joined by a BitmapOr.
      const owners = sql`SELECT users.id FROM users WHERE ${contains('users', query.q)}`
      conditions.push(sql`(${contains('p', query.q)} OR p.user_id IN (${owners}))`)
    }
    const where = sql.join(conditions, sql` AND `)
    const offset = (query.page - 1) * query.limit
    const [list, count, stats] = await Promise.all([
      db.execute<ProjectRow>(selectProjects(where, sql`ORDER BY p.created_at DESC, p.id DESC LIMIT ${query.limit} OFFSET ${offset}`)),
      db.execute<{ total: string }>(sql`SELECT count(*) AS total FROM projects p JOIN users u ON u.id = p.user_id WHERE ${where}`),
      // Staff-only counters, once per visit of the page: a count over the table is acceptable here.
      db.execute<{ completed: string; in_progress: string; pending: string; this_week: string; total: string }>(sql`
        SELECT count(*) FILTER (WHERE status = 'completed') AS completed,
               count(*) FILTER (WHERE status = 'in_progress') AS in_progress,
               count(*) FILTER (WHERE status = 'pending') AS pending,
               count(*) FILTER (WHERE created_at >= now() - interval '7 days') AS this_week,
               count(*) AS total
          FROM projects`),
    ])
    const total = Number(count.rows[0]?.total ?? 0)
    const s = stats.rows[0]
    return {
      success: true,
      projects: (await withDocumentCounters(payload, list.rows, true)) as AdminProjectsResponse['projects'],
      page: query.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      stats: {
        completed: Number(s?.completed ?? 0),
        inProgress: Number(s?.in_progress ?? 0),
        pending: Number(s?.pending ?? 0),
        thisWeek: Number(s?.this_week ?? 0),
        total: Number(s?.total ?? 0),
      },
    }
  },
})
