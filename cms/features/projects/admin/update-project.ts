import { projectUpdateSchema } from '@/contract/admin-projects'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readProject } from '../project-reads'

/** PATCH /api/project/{id} (spec 2 §7): name, status (any of the six), description, legal form. */
export const updateProject = defineHandler({
  params: z.object({ id: recordId('Projet invalide') }),
  body: projectUpdateSchema,
  async run({ params, body, payload, access }) {
    const existing = await readProject(payload, params.id, true)
    if (!existing) throw notFound('Projet non trouvé')
    await payload.update({
      collection: 'projects',
      id: params.id,
      data: {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(body.companyType !== undefined ? { companyType: body.companyType } : {}),
      },
      depth: 0,
      ...access,
    })
    return { success: true, project: (await readProject(payload, params.id, true))!.project }
  },
})
