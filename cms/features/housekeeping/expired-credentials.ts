/**
 * What stops being valid at a known date but stays in the database until something sweeps it:
 * rate-limit counters, back-office sessions, client and editor sessions, password-reset tokens,
 * and the live streams' leases and events past a day (in this task rather than one of their own: a
 * new task slug would change the jobs' enum in the schema).
 * None of them works once expired; each still says who logged in or asked for a reset, and when.
 */
import { sql } from '@payloadcms/db-postgres'
import { lt } from '@payloadcms/db-postgres/drizzle'
import { editors, editors_sessions, users, users_sessions } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { purgeLiveLeftovers } from '@/cms/features/live'
import { deleteEach } from './delete-each'
import type { HousekeepingJob } from './housekeeping-job'

export const expiredCredentials: HousekeepingJob = {
  slug: 'housekeeping-expired-credentials',
  label: 'Nettoyage\u00a0: sessions, jetons et compteurs expirés',
  cron: '30 3 * * *',
  async run({ payload, now }) {
    const at = now.toISOString()
    // Nobody may touch this collection but the system (cms/features/accounts/admin-session.ts).
    const adminSessionsDeleted = await deleteEach(payload, 'admin-sessions', { expiresAt: { less_than: at } })
    // Sessions and reset tokens are auth columns Payload's Local API does not write: Drizzle on its tables.
    const db = await drizzleFor(payload)
    // rate_limits is rate-limiter-flexible's own table (expiry in epoch milliseconds), outside Payload's schema.
    const rateLimits = await db.execute(sql`DELETE FROM rate_limits WHERE expire < ${now.getTime()}`)
    const userSessions = await db.delete(users_sessions).where(lt(users_sessions.expiresAt, at))
    const editorSessions = await db.delete(editors_sessions).where(lt(editors_sessions.expiresAt, at))
    const noToken = { resetPasswordToken: null, resetPasswordExpiration: null }
    const userTokens = await db.update(users).set(noToken).where(lt(users.resetPasswordExpiration, at))
    const editorTokens = await db.update(editors).set(noToken).where(lt(editors.resetPasswordExpiration, at))
    const live = await purgeLiveLeftovers(payload, now)
    return {
      ...live,
      rateLimitsDeleted: rateLimits.rowCount ?? 0,
      adminSessionsDeleted,
      clientSessionsDeleted: userSessions.rowCount ?? 0,
      editorSessionsDeleted: editorSessions.rowCount ?? 0,
      resetTokensCleared: (userTokens.rowCount ?? 0) + (editorTokens.rowCount ?? 0),
    }
  },
}
