/**
 * What stops being valid at a known date but stays in the database until something sweeps it:
 * rate-limit counters, back-office sessions, client and editor sessions, password-reset tokens.
 * None of them works once expired; each still says who logged in or asked for a reset, and when.
 */
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from '@/cms/infra/db/transaction'
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
    // Raw SQL below: rate_limits is rate-limiter-flexible's own table (expiry in epoch
    // milliseconds), and sessions and reset tokens are auth columns Payload's Local API does not write.
    const db = await drizzleFor(payload)
    const rateLimits = await db.execute(sql`DELETE FROM rate_limits WHERE expire < ${now.getTime()}`)
    const userSessions = await db.execute(sql`DELETE FROM users_sessions WHERE expires_at < ${at}::timestamptz`)
    const editorSessions = await db.execute(sql`DELETE FROM editors_sessions WHERE expires_at < ${at}::timestamptz`)
    const userTokens = await db.execute(sql`
      UPDATE users SET reset_password_token = NULL, reset_password_expiration = NULL
       WHERE reset_password_expiration < ${at}::timestamptz`)
    const editorTokens = await db.execute(sql`
      UPDATE editors SET reset_password_token = NULL, reset_password_expiration = NULL
       WHERE reset_password_expiration < ${at}::timestamptz`)
    return {
      rateLimitsDeleted: rateLimits.rowCount ?? 0,
      adminSessionsDeleted,
      clientSessionsDeleted: userSessions.rowCount ?? 0,
      editorSessionsDeleted: editorSessions.rowCount ?? 0,
      resetTokensCleared: (userTokens.rowCount ?? 0) + (editorTokens.rowCount ?? 0),
    }
  },
}
