import { sql } from '@payloadcms/db-postgres'
import { recordId } from '../../contract/ids'
import { messageDraftSchema } from '../../contract/messages'
import { z } from '../../contract/zod'
import { drizzleFor, withTransaction } from '../db/transaction'
import { badRequest, notFound } from '../http/errors'
import { RATE_LIMITS } from '../http/rate-limit'
import { defineHandler } from '../http/route'
import { deliverQueuedEmails, queueEmail } from '../mail/email-queue'
import { readMessage } from './message-reads'

/**
 * POST /api/messages/{userId}: a message in a client's thread.
 * - The back-office writes to any client (`fromAdmin` true) and the client gets a short
 *   email notice with a link to its inbox, never the message itself.
 * - A client writes only in its own thread (another id: 403); its message is a reply
 *   (`fromAdmin` false), whatever the body says.
 * `projectId`, when given, must be one of that client's projects.
 */
export const sendMessage = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  body: messageDraftSchema,
  async run({ params, body, payload, access, client, requireSelfOrAdmin, rateLimits, res }) {
    requireSelfOrAdmin(params.userId)
    const fromAdmin = !client
    if (client) await rateLimits.consume(RATE_LIMITS.messagePerClient, String(client.id))

    const db = await drizzleFor(payload)
    const recipient = (
      await db.execute<{ id: number; email: string; first_name: string }>(
        sql`SELECT id, email, first_name FROM users WHERE id = ${params.userId}`,
      )
    ).rows[0]
    if (!recipient) throw notFound('Utilisateur introuvable.')
    if (body.projectId) {
      const owned = await db.execute(sql`SELECT 1 FROM projects WHERE id = ${body.projectId} AND user_id = ${recipient.id}`)
      if (owned.rows.length === 0)
        throw badRequest('Ce projet n’existe pas ou n’appartient pas à ce client.', { fields: { projectId: 'Projet invalide' } })
    }

    const { messageId, jobId } = await withTransaction(payload, async (req) => {
      const created = await payload.create({
        collection: 'messages',
        data: {
          user: recipient.id,
          subject: body.subject,
          content: body.content,
          fromAdmin,
          isRead: false,
          project: body.projectId ?? null,
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

    const message = await readMessage(payload, messageId)
    res.status(201)
    const { userId: _userId, ...answer } = message!
    return { success: true, message: answer }
  },
})
