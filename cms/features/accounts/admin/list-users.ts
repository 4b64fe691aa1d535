import { adminUsersQuerySchema } from '@/contract/admin-users'
import { defineHandler } from '@/cms/infra/http/route'
import { readUserPage } from './user-reads'

/**
 * GET /api/admin/users?q=&page=&limit= (spec 2 §2 /admin/messages, §7): the clients, newest
 * first, searched on the server (first name, last name, email; case and accents ignored),
 * each with its replies support has not read yet.
 */
export const listUsers = defineHandler({
  query: adminUsersQuerySchema,
  async run({ payload, query }) {
    return { success: true, ...(await readUserPage(payload, query.q, query.page, query.limit)) }
  },
})
