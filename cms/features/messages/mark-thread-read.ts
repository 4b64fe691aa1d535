import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { defineHandler } from '@/cms/infra/http/route'
import { requireThread } from './thread-reads'

/**
 * PATCH /api/messages/{userId}/threads/{threadId}/read (issue 35 item 1): opening a
 * conversation marks what the reader had not read, the other side's messages only (a client
 * reads support's, the back-office the client's); one's own stay as they are. Another client:
 * 403; a conversation that is not this client's (or a reply's id): 404.
 */
export const markThreadRead = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide'), threadId: recordId('Conversation invalide') }),
  async run({ params, payload, access, client, requireSelfOrAdmin }) {
    requireSelfOrAdmin(params.userId)
    await requireThread(payload, params.userId, params.threadId)
    // Through Payload with the caller's access, as the per-message read call (hooks, caches).
    const { docs } = await payload.update({
      collection: 'messages',
      where: {
        user: { equals: params.userId },
        or: [{ id: { equals: params.threadId } }, { thread: { equals: params.threadId } }],
        fromAdmin: { equals: Boolean(client) },
        isRead: { not_equals: true },
      },
      data: { isRead: true },
      depth: 0,
      ...access,
    })
    return { success: true, marked: docs.length }
  },
})
