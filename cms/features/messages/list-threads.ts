import { pageQuery, recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { defineHandler } from '@/cms/infra/http/route'
import { readThreadPage } from './thread-reads'

/**
 * GET /api/messages/{userId}/threads (issue 35 item 1): a client's conversations, newest
 * activity first, each with its unread count (messages from the other side), to the client
 * itself or the back-office. Another client: 403.
 */
export const listThreads = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  query: pageQuery(20, 100),
  async run({ params, query, payload, requireSelfOrAdmin, client }) {
    requireSelfOrAdmin(params.userId)
    const page = await readThreadPage(payload, params.userId, client ? 'client' : 'admin', query.page, query.limit)
    return { success: true, ...page }
  },
})
