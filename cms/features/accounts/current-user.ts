import { unauthorized } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { toPublicUser } from './client-session'

/** GET /api/user: the logged-in client (spec 1 §3). */
export const currentUser = defineHandler({
  async run({ client }) {
    if (!client) throw unauthorized()
    return { success: true, user: toPublicUser(client) }
  },
})
