import { sql } from '@payloadcms/db-postgres'
import type { ActivityItem, DashboardOverview } from '@/contract/projects'
import { limitOf, readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { defineHandler } from '@/cms/infra/http/route'

const ACTIVITY_SIZE = 6

/** What the two statements answer (json_agg arrays, whose timestamps are ISO text; the steps as rows). */
type Overview = {
  counts: { status: string; type: string; n: number }[]
  unread: string
  messages: { id: number; subject: string; from_admin: boolean | null; is_read: boolean | null; created_at: string }[]
  steps: { id: number; step_name: string; status: string; updated_at: Date | string; project_id: number; project_name: string }[]
  projects: { id: number; name: string; status: string; created_at: string }[]
}

/**
 * GET /api/dashboard: the overview tab of the client area. Counters by project status, the
 * unread count, and the latest activity: messages, steps that moved, projects opened.
 * Five small indexed reads in two statements, each bounded by the client's own rows.
 */
export const dashboardOverview = defineHandler({
  async run({ payload, client }): Promise<DashboardOverview> {
    const userId = client!.id
    const db = readDb(payload)
    const latest = limitOf(ACTIVITY_SIZE)
    const [own, moved] = await Promise.all([
      // Four small reads in one named statement, each a JSON array in its order: the same plan
      // serves a client with one project and one with a thousand.
      db.execute<Omit<Overview, 'steps'>>(sql`
        SELECT
          (SELECT coalesce(json_agg(c), '[]') FROM (
             SELECT status, type, count(*) AS n FROM projects WHERE user_id = ${userId} GROUP BY status, type) c) AS counts,
          (SELECT count(*) FROM messages WHERE user_id = ${userId} AND from_admin AND NOT coalesce(is_read, false)) AS unread,
          (SELECT coalesce(json_agg(m ORDER BY m.created_at DESC, m.id DESC), '[]') FROM (
             SELECT id, subject, from_admin, is_read, created_at FROM messages
              WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC ${latest}) m) AS messages,
          (SELECT coalesce(json_agg(p ORDER BY p.created_at DESC, p.id DESC), '[]') FROM (
             SELECT id, name, status, created_at FROM projects
              WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC ${latest}) p) AS projects`),
      // The steps that moved, across the client's projects: from the projects for a client with
      // a few, from the steps' updated_at index for one with a thousand; planned for this client.
      readDb(payload, { planEachTime: true }).execute<Overview['steps'][number]>(sql`
        SELECT s.id, s.step_name, s.status, s.updated_at, p.id AS project_id, p.name AS project_name
          FROM projects p JOIN project_steps s ON s.project_id = p.id
         WHERE p.user_id = ${userId} AND s.status <> 'pending'
         ORDER BY s.updated_at DESC, s.id DESC ${latest}`),
    ])
    const { counts, unread, messages, projects } = own.rows[0]!
    const steps = moved.rows

    const counters = { companiesCreated: 0, inProgress: 0, completed: 0 }
    for (const row of counts) {
      const n = Number(row.n)
      if (row.status === 'completed') {
        counters.completed += n
        if (row.type === 'creation') counters.companiesCreated += n
      } else if (row.status !== 'cancelled') counters.inProgress += n
    }

    const activity: ActivityItem[] = [
      ...messages.map((row) => ({
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
        at: isoTime(row.updated_at),
        stepName: row.step_name,
        status: row.status,
        projectId: row.project_id,
        projectName: row.project_name,
      })),
      ...projects.map((row) => ({
        kind: 'project' as const,
        id: row.id,
        at: isoTime(row.created_at),
        projectName: row.name,
        status: row.status,
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY_SIZE)

    return { success: true, counters, unreadMessages: Number(unread), activity }
  },
})
