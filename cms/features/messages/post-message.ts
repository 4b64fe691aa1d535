import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { ApiMessage, MessageDraft } from '@/contract/messages'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { badRequest, notFound } from '@/cms/infra/http/errors'
import type { RouteContext } from '@/cms/infra/http/route'
import { deliverQueuedEmails, queueEmail } from '../notifications'
import { readMessage } from './message-reads'

/**
 * Writes one message in a client's thread, the one way every route does it
 * (POST /api/messages/{userId}, POST /api/admin/test-message):
 * - unknown client: 404; `projectId` must be one of that client's projects (400);
 * - the message and, for support's messages, the client's email notice (a link to its inbox,
 *   never the message itself) are written in one transaction, the email delivered after commit.
 * The caller has checked who may write (and `fromAdmin` comes from the session, never the body).
 */
export async function postMessage(
  payload: Payload,
  access: RouteContext['access'],
  input: { userId: number; fromAdmin: boolean; draft: Pick<MessageDraft, 'subject' | 'content' | 'projectId'> },
): Promise<ApiMessage> {
  const { userId, fromAdmin, draft } = input
  const db = await drizzleFor(payload)
  const recipient = (
    await db.execute<{ id: number; email: string; first_name: string }>(sql`SELECT id, email, first_name FROM users WHERE id = ${userId}`)
  ).rows[0]
  if (!recipient) throw notFound('Utilisateur introuvable.')
  if (draft.projectId) {
    const owned = await db.execute(sql`SELECT 1 FROM projects WHERE id = ${draft.projectId} AND user_id = ${recipient.id}`)
    if (owned.rows.length === 0)
      throw badRequest('Ce projet n’existe pas ou n’appartient pas à ce client.', { fields: { projectId: 'Projet invalide' } })
  }

  const { messageId, jobId } = await withTransaction(payload, async (req) => {
    const created = await payload.create({
      collection: 'messages',
      data: {
        user: recipient.id,
        subject: draft.subject,
        content: draft.content,
        fromAdmin,
        isRead: false,
        project: draft.projectId ?? null,
      },
      depth: 0,
      req,
      ...access,
    })
    const job = fromAdmin
      ? await queueEmail(payload, { kind: 'new-message', to: recipient.email, firstName: recipient.first_name }, { req })
      : null
    return { messageId: created.id, jobId: job }
  })
  if (jobId !== null) deliverQueuedEmails([jobId])

  const { userId: _userId, ...message } = (await readMessage(payload, messageId))!
  return message
}
