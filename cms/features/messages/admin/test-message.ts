import { eq } from '@payloadcms/db-postgres/drizzle'
import { SELECT_USER_REQUIRED, testMessageSchema } from '@/contract/admin-users'
import { users } from '@/cms/infra/db/payload-schema'
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
  async run(ctx) {
    const { body, payload, config, res } = ctx
    const db = await drizzleFor(payload)
    // Built for the call: a rare back-office action.
    const [client] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, body.userId))
    if (!client) throw notFound('Utilisateur introuvable.')
    const draft = welcomeMessage(client.firstName, config.business.siteName)
    const message = await postMessage(ctx, { userId: body.userId, fromAdmin: true, draft })
    res.status(201)
    return { success: true, message }
  },
})
