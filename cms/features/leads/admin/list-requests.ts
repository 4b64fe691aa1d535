import { requestsQuery } from '@/contract/admin-inbox'
import { defineHandler } from '@/cms/infra/http/route'
import { readRequests } from './request-reads'

/**
 * GET /api/admin/requests?offre=&q=&page=&limit= (back-office, spec 2 §2, §7): the funnel's
 * leads, newest first, filtered by offer and searched on the server (full name, email, phone),
 * with the four counters over every lead.
 */
export const listRequests = defineHandler({
  query: requestsQuery,
  async run({ query, payload }) {
    return readRequests(payload, query)
  },
})
