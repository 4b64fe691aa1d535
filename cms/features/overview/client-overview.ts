import { and, count, desc, eq, ne, sql } from '@payloadcms/db-postgres/drizzle'
import type { ActivityItem, DashboardOverview } from '@/contract/projects'
import { messages, project_steps, projects, users } from '@/cms/infra/db/payload-schema'
import { isoTime } from '@/cms/infra/db/row-values'
import { literalLimit, plannedPerCallRead, preparedRead } from '@/cms/infra/db/typed-reads'
import { defineHandler } from '@/cms/infra/http/route'
import { nextAction, readOpenProjects } from './next-action'

const ACTIVITY_SIZE = 6

/** A json_agg array's rows: their keys are the columns' names, their timestamps ISO text. */
type Json<Row> = Row[]

/**
 * Four small reads in one named statement, each a JSON array in its order, from the client's own
 * account row: the same plan serves a client with one project and one with a thousand.
 */
const ownActivity = preparedRead((db) => {
  const userId = sql.placeholder('userId')
  const latest = literalLimit(ACTIVITY_SIZE)
  const counts = db
    .select({ status: projects.status, type: projects.type, n: count().as('n') })
    .from(projects)
    .where(eq(projects.user, userId))
    .groupBy(projects.status, projects.type)
    .as('c')
  const newestMessages = db
    .select({
      id: messages.id,
      subject: messages.subject,
      from_admin: messages.fromAdmin,
      is_read: messages.isRead,
      created_at: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.user, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(latest)
    .as('m')
  const newestProjects = db
    .select({ id: projects.id, name: projects.name, status: projects.status, created_at: projects.createdAt })
    .from(projects)
    .where(eq(projects.user, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(latest)
    .as('p')
  // Subqueries as builders: in a one-table select Drizzle writes columns unqualified.
  const unread = db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.user, userId), sql`${messages.fromAdmin}`, sql`NOT coalesce(${messages.isRead}, false)`))
  return db
    .select({
      counts: sql<Json<{ status: string; type: string; n: number }>>`(SELECT coalesce(json_agg(c), '[]') FROM ${counts})`,
      unread: sql<number>`(${unread})`.mapWith(Number),
      messages: sql<Json<{ id: number; subject: string; from_admin: boolean | null; is_read: boolean | null; created_at: string }>>`(
        SELECT coalesce(json_agg(m ORDER BY m.created_at DESC, m.id DESC), '[]') FROM ${newestMessages})`,
      projects: sql<Json<{ id: number; name: string; status: string; created_at: string }>>`(
        SELECT coalesce(json_agg(p ORDER BY p.created_at DESC, p.id DESC), '[]') FROM ${newestProjects})`,
    })
    .from(users)
    .where(eq(users.id, userId))
})

/**
 * The steps that moved, across the client's projects: from the projects for a client with a few,
 * from the steps' updated_at index for one with a thousand. Planned for each client (run unnamed):
 * a kept plan would be the one for a client with one project.
 */
const movedSteps = plannedPerCallRead((db) =>
  db
    .select({
      id: project_steps.id,
      stepName: project_steps.stepName,
      status: project_steps.status,
      updatedAt: project_steps.updatedAt,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(projects)
    .innerJoin(project_steps, eq(project_steps.project, projects.id))
    .where(and(eq(projects.user, sql.placeholder('userId')), ne(project_steps.status, 'pending')))
    .orderBy(desc(project_steps.updatedAt), desc(project_steps.id))
    .limit(literalLimit(ACTIVITY_SIZE)),
)

/**
 * GET /api/dashboard: the overview tab of the client area. Counters by project status, the
 * unread count, and the latest activity: messages, steps that moved, projects opened.
 * Five small indexed reads in two statements, each bounded by the client's own rows, and the
 * first card's open projects (next-action.ts) in a third.
 */
export const dashboardOverview = defineHandler({
  async run({ payload, client }): Promise<DashboardOverview> {
    const userId = client!.id
    const [[own], steps, open] = await Promise.all([
      ownActivity(payload).execute({ userId }),
      movedSteps(payload).execute({ userId }),
      readOpenProjects(payload, userId),
    ])
    const unreadMessages = own?.unread ?? 0
    const counts = own?.counts ?? []
    const messageRows = own?.messages ?? []
    const projectRows = own?.projects ?? []

    const counters = { companiesCreated: 0, inProgress: 0, completed: 0 }
    for (const row of counts) {
      const n = Number(row.n)
      if (row.status === 'completed') {
        counters.completed += n
        if (row.type === 'creation') counters.companiesCreated += n
      } else if (row.status !== 'cancelled') counters.inProgress += n
    }

    const activity: ActivityItem[] = [
      ...messageRows.map((row) => ({
        kind: 'message' as const,
        id: row.id,
        at: isoTime(row.created_at),
        subject: row.subject,
        fromAdmin: Boolean(row.from_admin),
        isRead: Boolean(row.is_read),
      })),
      ...steps.map((row) => ({
        kind: 'step' as const,
        id: row.id,
        at: isoTime(row.updatedAt),
        stepName: row.stepName,
        status: row.status,
        projectId: row.projectId,
        projectName: row.projectName,
      })),
      ...projectRows.map((row) => ({
        kind: 'project' as const,
        id: row.id,
        at: isoTime(row.created_at),
        projectName: row.name,
        status: row.status,
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY_SIZE)

    return { success: true, counters, unreadMessages, activity, next: nextAction(open, unreadMessages) }
  },
})
