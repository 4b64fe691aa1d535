import { recordId } from '@/contract/ids'
import { messageDraftSchema } from '@/contract/messages'
import { z } from '@/contract/zod'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { postMessage } from './post-message'

/**
 * POST /api/messages/{userId}: a message in a client's thread.
 * - The back-office writes to any client (`fromAdmin` true) and the client gets a short
 *   email notice with a link to its inbox, never the message itself.
 * - A client writes only in its own thread (another id: 403); its message is a reply
 *   (`fromAdmin` false), whatever the body says.
 * `projectId`, when given, must be one of that client's projects.
 */
export const sendMessage = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  body: messageDraftSchema,
  async run({ params, body, payload, access, client, requireSelfOrAdmin, rateLimits, res }) {
    requireSelfOrAdmin(params.userId)
    if (client) await rateLimits.consume(RATE_LIMITS.messagePerClient, String(client.id))
    const message = await postMessage(payload, access, { userId: params.userId, fromAdmin: !client, draft: body })
    res.status(201)
    return { success: true, message }
  },
})
