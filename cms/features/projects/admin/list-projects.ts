import { count, sql } from '@payloadcms/db-postgres/drizzle'
import { ADMIN_PROJECT_FILTERS, type AdminProjectsResponse } from '@/contract/admin-projects'
import { pageQuery } from '@/contract/ids'
import { z } from '@/contract/zod'
import { projects } from '@/cms/infra/db/payload-schema'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { defineHandler } from '@/cms/infra/http/route'
import { readStaffProjectPage } from '../project-reads'
import { staffCountersFor } from '@/cms/features/overview'

const query = pageQuery(20, 100).extend({
  status: z.enum(ADMIN_PROJECT_FILTERS, { error: 'Statut invalide' }).default('all'),
  q: z.string({ error: 'Recherche invalide' }).trim().max(100, 'Recherche trop longue').default(''),
})

/** How many projects of each status, and how many created this week. */
const projectCounters = preparedRead((db) =>
  db
    .select({
      status: projects.status,
      n: count(),
      thisWeek: sql<number>`count(*) FILTER (WHERE ${projects.createdAt} >= now() - interval '7 days')`.mapWith(Number),
    })
    .from(projects)
    .groupBy(projects.status),
)

/**
 * GET /api/admin/projects: every client's projects, newest first, with their owner, filtered by
 * status and searched (project name, client name, email) on the server; the counters of the
 * spec's side panel over all projects.
 */
export const listAdminProjects = defineHandler({
  query,
  async run({ payload, query }): Promise<AdminProjectsResponse> {
    const status = query.status === 'all' ? undefined : query.status
    // The side panel's counters over all projects, kept a few seconds (../staff-counters.ts);
    // they also give the total of a status filter without a search.
    const counters = await staffCountersFor(payload).read('projects', async () => {
      const rows = await projectCounters(payload).execute()
      const byStatus: Record<string, number> = {}
      for (const row of rows) byStatus[row.status] = row.n
      return {
        byStatus,
        thisWeek: rows.reduce((sum, row) => sum + row.thisWeek, 0),
        total: rows.reduce((sum, row) => sum + row.n, 0),
      }
    })
    const { projects, total } = await readStaffProjectPage(payload, {
      page: query.page,
      limit: query.limit,
      status,
      knownTotal: status === undefined ? counters.total : (counters.byStatus[status] ?? 0),
      // A search matches the project's name or its owner's names and email: both are in the
      // project's search_text (its owner's kept there by triggers, migration 20261125_200000), so one
      // trigram read finds them, for the page and the count.
      search: query.q || undefined,
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
