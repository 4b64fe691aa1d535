import { recordId } from '@/contract/ids'
import { messagesQuerySchema } from '@/contract/messages'
import { z } from '@/contract/zod'
import { defineHandler } from '@/cms/infra/http/route'
import { readMessagePage } from './message-reads'
import { requireThread } from './thread-reads'

/**
 * GET /api/messages/{userId}: a client's messages, newest first, one page at a time
 * (`page`, `limit`), to the client itself or the back-office. Another client: 403.
 * `threadId`: one conversation's messages only; not one of this client's conversations: 404.
 */
export const listMessages = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  query: messagesQuerySchema,
  async run({ params, query, payload, requireSelfOrAdmin, client }) {
    requireSelfOrAdmin(params.userId)
    if (query.threadId !== undefined) await requireThread(payload, params.userId, query.threadId)
    const page = await readMessagePage(payload, params.userId, client ? 'client' : 'admin', query)
    return { success: true, ...page }
  },
})
