import { sql } from '@payloadcms/db-postgres'
import { ADMIN_PROJECT_FILTERS, type AdminProjectsResponse } from '@/contract/admin-projects'
import { pageQuery } from '@/contract/ids'
import { z } from '@/contract/zod'
import { contains } from '@/cms/infra/db/search'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { defineHandler } from '@/cms/infra/http/route'
import { readProjectPage } from '../project-reads'
import { staffCountersFor } from '@/cms/features/overview'

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
    const byStatus = query.status === 'all' ? sql`true` : sql`p.status = ${query.status}`
    // A search matches the project's name or its owner's names and email: both are in the
    // project's search_text (its owner's kept there by triggers, migration 20261125_200000), so one
    // trigram read finds them, for the page and the count.
    const search = query.q ? sql`SELECT p.id, p.created_at FROM projects p WHERE ${byStatus} AND ${contains('p', query.q)}` : undefined
    // The side panel's counters over all projects, kept a few seconds (../staff-counters.ts);
    // they also give the total of a status filter without a search.
    const counters = await staffCountersFor(payload).read('projects', async () => {
      const { rows } = await readDb(payload).execute<{ status: string; n: string; this_week: string }>(sql`
        SELECT status::text AS status, count(*) AS n,
               count(*) FILTER (WHERE created_at >= now() - interval '7 days') AS this_week
          FROM projects GROUP BY status`)
      const byStatus: Record<string, number> = {}
      for (const row of rows) byStatus[row.status] = Number(row.n)
      return {
        byStatus,
        thisWeek: rows.reduce((sum, row) => sum + Number(row.this_week), 0),
        total: rows.reduce((sum, row) => sum + Number(row.n), 0),
      }
    })
    const knownTotal = query.q ? undefined : query.status === 'all' ? counters.total : (counters.byStatus[query.status] ?? 0)
    const { projects, total } = await readProjectPage(payload, byStatus, {
      page: query.page,
      limit: query.limit,
      withClient: true,
      knownTotal,
      search,
    })
    return {
      success: true,
      projects: projects as AdminProjectsResponse['projects'],
      page: query.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      stats: {
        completed: counters.byStatus.completed ?? 0,
        inProgress: counters.byStatus.in_progress ?? 0,
        pending: counters.byStatus.pending ?? 0,
        thisWeek: counters.thisWeek,
        total: counters.total,
      },
    }
  },
})
