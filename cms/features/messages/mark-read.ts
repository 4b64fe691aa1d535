import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { mayReadOwnedBy } from '@/cms/infra/http/caller'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readMessage } from './message-reads'

/**
 * PATCH /api/messages/{messageId}/read: the reader marks a message addressed to it as read.
 * A client marks support's messages; the back-office marks the client's replies. Opening
 * one's own message changes nothing (its recipient has not read it). Someone else's
 * message: 404, as if it did not exist.
 */
export const markMessageRead = defineHandler({
  params: z.object({ messageId: recordId('Message invalide') }),
  async run({ params, payload, access, caller }) {
    const message = await readMessage(payload, params.messageId)
    if (!message || !mayReadOwnedBy(caller, message.userId)) throw notFound('Message introuvable.')
    const addressedToReader = caller.kind === 'client' ? message.fromAdmin : !message.fromAdmin
    if (!addressedToReader || message.isRead) return { success: true, message: strip(message) }
    await payload.update({ collection: 'messages', id: message.id, data: { isRead: true }, depth: 0, ...access })
    return { success: true, message: { ...strip(message), isRead: true } }
  },
})

const strip = ({ userId: _userId, ...message }: Awaited<ReturnType<typeof readMessage>> & object) => message
