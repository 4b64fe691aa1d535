import { pageQuery, recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { defineHandler } from '@/cms/infra/http/route'
import { readMessagePage } from './message-reads'

/**
 * GET /api/messages/{userId}: a client's messages, newest first, one page at a time
 * (`page`, `limit`), to the client itself or the back-office. Another client: 403.
 */
export const listMessages = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  query: pageQuery(20, 100),
  async run({ params, query, payload, requireSelfOrAdmin, client }) {
    requireSelfOrAdmin(params.userId)
    const page = await readMessagePage(payload, params.userId, client ? 'client' : 'admin', query.page, query.limit)
    return { success: true, ...page }
  },
})
