import { sql } from '@payloadcms/db-postgres'
import type { AdminStatsResponse } from '@/contract/admin-stats'
import { version } from '@/package.json'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { defineHandler } from '@/cms/infra/http/route'
import { staffCountersFor } from './staff-counters'

type CountsRow = { users: string; projects: string; messages: string; contacts: string }

/**
 * GET /api/admin/stats (spec 2 §2, §7): the four counters of the back-office home, and its
 * system block (version, the server's real environment).
 *
 * Four exact counts over whole tables, in one statement (25 ms at the benchmark's 100,000
 * messages), kept a few seconds and read again after any write (../staff-counters.ts).
 */
export const adminStats = defineHandler({
  async run({ payload, config }): Promise<AdminStatsResponse> {
    const counts = await staffCountersFor(payload).read('home', async () => {
      const db = readDb(payload)
      const { rows } = await db.execute<CountsRow>(sql`
        SELECT (SELECT count(*) FROM users) AS users,
               (SELECT count(*) FROM projects) AS projects,
               (SELECT count(*) FROM messages) AS messages,
               (SELECT count(*) FROM contacts) AS contacts`)
      return rows[0]
    })
    return {
      success: true,
      stats: {
        totalUsers: Number(counts?.users ?? 0),
        totalProjects: Number(counts?.projects ?? 0),
        totalMessages: Number(counts?.messages ?? 0),
        totalContacts: Number(counts?.contacts ?? 0),
      },
      system: { version, environment: config.production ? 'production' : 'development' },
    }
  },
})
