import { recordId } from '@/contract/ids'
import { newProjectSchema } from '@/contract/projects'
import { z } from '@/contract/zod'
import { withTransaction } from '@/cms/infra/db/transaction'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { readProject } from './project-reads'

/**
 * POST /api/projects/{userId}: a client opens a procedure for itself (another id: 403). It
 * starts `pending` with the default steps of its type, in one transaction.
 */
export const createProject = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  body: newProjectSchema,
  async run({ params, body, payload, access, client, requireSelfOrAdmin, rateLimits, res }) {
    requireSelfOrAdmin(params.userId)
    await rateLimits.consume(RATE_LIMITS.projectPerClient, String(client!.id))
    const created = await withTransaction(payload, (req) =>
      payload.create({
        collection: 'projects',
        data: { user: client!.id, name: body.name, type: body.type, description: body.description, status: 'pending' },
        depth: 0,
        req,
        ...access,
      }),
    )
    const found = await readProject(payload, created.id, false)
    res.status(201)
    return { success: true, project: found!.project }
  },
})
