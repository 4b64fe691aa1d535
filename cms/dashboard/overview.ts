import { sql } from '@payloadcms/db-postgres'
import type { ActivityItem, DashboardOverview } from '../../contract/projects'
import { drizzleFor } from '../db/transaction'
import { defineHandler } from '../http/route'

const ACTIVITY_SIZE = 6

/**
 * GET /api/dashboard: the overview tab of the client area. Counters by project status, the
 * unread count, and the latest activity: messages, steps that moved, projects opened.
 * Four small indexed queries, each bounded by the client's own rows.
 */
export const dashboardOverview = defineHandler({
  async run({ payload, client }): Promise<DashboardOverview> {
    const userId = client!.id
    const db = await drizzleFor(payload)
    const [counts, unread, messages, steps, projects] = await Promise.all([
      db.execute<{ status: string; type: string; n: string }>(
        sql`SELECT status, type, count(*) AS n FROM projects WHERE user_id = ${userId} GROUP BY status, type`,
      ),
      db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM messages WHERE user_id = ${userId} AND from_admin AND NOT coalesce(is_read, false)`,
      ),
      db.execute<{ id: number; subject: string; from_admin: boolean | null; is_read: boolean | null; created_at: Date }>(sql`
        SELECT id, subject, from_admin, is_read, created_at FROM messages
         WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${ACTIVITY_SIZE}`),
      db.execute<{ id: number; step_name: string; status: string; updated_at: Date; project_id: number; project_name: string }>(sql`
        SELECT s.id, s.step_name, s.status, s.updated_at, p.id AS project_id, p.name AS project_name
          FROM projects p JOIN project_steps s ON s.project_id = p.id
         WHERE p.user_id = ${userId} AND s.status <> 'pending'
         ORDER BY s.updated_at DESC, s.id DESC LIMIT ${ACTIVITY_SIZE}`),
      db.execute<{ id: number; name: string; status: string; created_at: Date }>(sql`
        SELECT id, name, status, created_at FROM projects
         WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${ACTIVITY_SIZE}`),
    ])

    const counters = { companiesCreated: 0, inProgress: 0, completed: 0 }
    for (const row of counts.rows) {
      const n = Number(row.n)
      if (row.status === 'completed') {
        counters.completed += n
        if (row.type === 'creation') counters.companiesCreated += n
      } else if (row.status !== 'cancelled') counters.inProgress += n
    }

    const iso = (value: Date | string) => new Date(value).toISOString()
    const activity: ActivityItem[] = [
      ...messages.rows.map((row) => ({
        kind: 'message' as const,
        id: row.id,
        at: iso(row.created_at),
        subject: row.subject,
        fromAdmin: Boolean(row.from_admin),
        isRead: Boolean(row.is_read),
      })),
      ...steps.rows.map((row) => ({
        kind: 'step' as const,
        id: row.id,
        at: iso(row.updated_at),
        stepName: row.step_name,
        status: row.status,
        projectId: row.project_id,
        projectName: row.project_name,
      })),
      ...projects.rows.map((row) => ({
        kind: 'project' as const,
        id: row.id,
        at: iso(row.created_at),
        projectName: row.name,
        status: row.status,
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY_SIZE)

    return { success: true, counters, unreadMessages: Number(unread.rows[0]?.n ?? 0), activity }
  },
})
