/**
 * An editor's /cms session read outside Payload's admin, for pages staff alone may see (an
 * article's preview, issue 36 item 6): the same check as a client's (client-session.ts), on the
 * editors' sessions. Payload's own `auth` would want an Origin header on a plain page load.
 */
import { and, eq, gt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Request } from 'express'
import type { Payload } from 'payload'
import { editors, editors_sessions } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'
import { sessionClaims } from './session-token'

export interface EditorSession {
  id: number
  role: 'editor' | 'staff'
}

const liveEditorSession = preparedRead((db) =>
  db
    .select({ id: editors.id, role: editors.role })
    .from(editors_sessions)
    .innerJoin(editors, eq(editors.id, editors_sessions._parentID))
    .where(
      and(
        eq(editors_sessions.id, sql.placeholder('sessionId')),
        eq(editors_sessions._parentID, sql.placeholder('editorId')),
        gt(editors_sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(literalLimit(1)),
)

/** The logged-in /cms editor (either role) of this request, or null: no cookie, a bad or ended session, a client's. */
export async function findEditorSession(payload: Payload, req: Request): Promise<EditorSession | null> {
  const claims = await sessionClaims(payload, req, 'editors')
  if (!claims) return null
  const [row] = await liveEditorSession(payload).execute({ sessionId: claims.sid, editorId: claims.id })
  return row ?? null
}
