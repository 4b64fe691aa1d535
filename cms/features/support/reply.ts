/**
 * POST /api/admin/contacts/{id}/reply and /api/admin/requests/{id}/reply {subject, content,
 * sentBy} (issue 35 item 5): the reply goes out through the email queue (its Reply-To the team's
 * address) and stays in the item's history, written in one transaction with the email's job, so
 * one exists if and only if the other does. An item still « Nouveau » becomes « En cours ».
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import { recordId } from '@/contract/ids'
import { type SupportReplyResponse, supportReplySchema } from '@/contract/support-handling'
import { z } from '@/contract/zod'
import { contacts, leads, support_replies } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { deliverQueuedEmails, queueEmail } from '@/cms/features/notifications'
import { publishLiveEvent } from '@/cms/features/live'
import { type HandledItem, ITEM_NOT_FOUND, liveEventOf } from './handling'
import { toSupportReply } from './reply-reads'

export function replyRoute(item: HandledItem) {
  return defineHandler({
    params: z.object({ id: recordId(ITEM_NOT_FOUND[item]) }),
    body: supportReplySchema,
    async run({ params, body, payload, logger }): Promise<SupportReplyResponse> {
      const outcome = await withTransaction(payload, async (req) => {
        const db = await drizzleFor(payload, req)
        const table = item === 'contact' ? contacts : leads
        // The item, locked: its status moves with this reply, never over another agent's change.
        const [target] = await db
          .select({ email: table.email, status: table.status })
          .from(table)
          .where(eq(table.id, params.id))
          .limit(1)
          .for('update')
        if (!target) throw notFound(ITEM_NOT_FOUND[item])
        const [reply] = await db
          .insert(support_replies)
          .values({
            ...(item === 'contact' ? { contact: params.id } : { lead: params.id }),
            to: target.email,
            subject: body.subject,
            content: body.content,
            sentBy: body.sentBy,
          })
          .returning({
            id: support_replies.id,
            to: support_replies.to,
            subject: support_replies.subject,
            content: support_replies.content,
            sentBy: support_replies.sentBy,
            sentAt: support_replies.createdAt,
          })
        const status = target.status === 'new' || target.status === null ? 'in_progress' : target.status
        if (status !== target.status) {
          await db
            .update(table)
            .set({ status, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(table.id, params.id))
        }
        const jobs = [await queueEmail(payload, { kind: 'support-reply', to: target.email, replyId: reply!.id }, { req })]
        // The other agents' back-office pages show the reply and the status (issue 35 item 3).
        await publishLiveEvent(payload, liveEventOf(item, params.id), { req })
        return { reply: toSupportReply(reply!), status, jobs }
      })
      deliverQueuedEmails(outcome.jobs)
      logger.info({ item, id: params.id, replyId: outcome.reply.id }, 'Support reply queued')
      return { success: true, reply: outcome.reply, status: outcome.status }
    },
  })
}
