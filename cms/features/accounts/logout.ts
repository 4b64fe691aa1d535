import { defineHandler } from '@/cms/infra/http/route'
import { clearClientSessionCookie, endClientSession } from './client-session'

/** POST /api/logout: ends the session server-side (the old cookie stops working) and clears it. */
export const logout = defineHandler({
  reads: ['client'],
  async run({ client, payload, res }) {
    if (client) await endClientSession(payload, client)
    clearClientSessionCookie(res, payload)
    return { success: true }
  },
})
