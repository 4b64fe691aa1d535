import { sql } from '@payloadcms/db-postgres'
import { SELECT_USER_REQUIRED, testMessageSchema } from '@/contract/admin-users'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { badRequest, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { postMessage } from '../post-message'
import { welcomeMessage } from './welcome-message'

/**
 * POST /api/admin/test-message {userId} (spec 2 §2, §5, §7): support sends the client a real
 * welcome message, through the same code as POST /api/messages/{userId} (the client's email
 * notice included). No or a malformed userId: 400 'Veuillez sélectionner un utilisateur';
 * unknown client: 404.
 */
export const sendTestMessage = defineHandler({
  body: testMessageSchema,
  invalid: () => badRequest(SELECT_USER_REQUIRED, { fields: { userId: SELECT_USER_REQUIRED } }),
  async run({ body, payload, access, config, res }) {
    const db = await drizzleFor(payload)
    const { rows } = await db.execute<{ first_name: string }>(sql`SELECT first_name FROM users WHERE id = ${body.userId}`)
    if (!rows[0]) throw notFound('Utilisateur introuvable.')
    const draft = welcomeMessage(rows[0].first_name, config.business.siteName)
    const message = await postMessage(payload, access, { userId: body.userId, fromAdmin: true, draft })
    res.status(201)
    return { success: true, message }
  },
})
