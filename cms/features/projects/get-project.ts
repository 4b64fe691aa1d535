import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { type Caller, mayReadOwnedBy } from '@/cms/infra/http/caller'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readProject, readProjectSteps } from './project-reads'

const projectParams = z.object({ id: recordId('Projet invalide') })

/**
 * The project if the caller may read it: its owner or the back-office. Another client gets
 * the same 404 as for a project that does not exist, so ids reveal nothing.
 */
async function readableProject(ctx: { payload: Parameters<typeof readProject>[0]; caller: Caller }, id: number) {
  const found = await readProject(ctx.payload, id, ctx.caller.kind === 'staff')
  if (!found || !mayReadOwnedBy(ctx.caller, found.ownerId)) throw notFound('Projet non trouvé')
  return found.project
}

/** GET /api/project/{id} (spec 1 §7, spec 2 §7). */
export const getProject = defineHandler({
  params: projectParams,
  async run(ctx) {
    return { success: true, project: await readableProject(ctx, ctx.params.id) }
  },
})

/** GET /api/projects/{id}/steps: the project's steps in order (spec 1 §7, spec 2 §7). */
export const listProjectSteps = defineHandler({
  params: projectParams,
  async run(ctx) {
    // Both reads at once; the steps are only answered once the project is known to be readable.
    const [, steps] = await Promise.all([readableProject(ctx, ctx.params.id), readProjectSteps(ctx.payload, ctx.params.id)])
    return { success: true, steps }
  },
})
