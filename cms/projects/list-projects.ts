import { z } from 'zod'
import { defineHandler } from '../http/route'
import type { Project } from '../../payload-types'

const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page invalide').max(10_000, 'Page invalide').default(1),
  limit: z.coerce.number().int().min(1, 'Limite invalide').max(100, 'Limite invalide').default(20),
})

/** A project as the client screens read it (spec 1 §3). */
export function toClientProject(project: Project) {
  return {
    id: project.id,
    name: project.name,
    type: project.type,
    description: project.description ?? undefined,
    status: project.status,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  }
}

/** GET /api/projects: the session's own projects, newest first, paginated. */
export const listOwnProjects = defineHandler({
  query: pageQuery,
  async run({ query, payload, access, client }) {
    const found = await payload.find({
      collection: 'projects',
      // The access rule already limits a client to its projects; the filter says it twice.
      where: { user: { equals: client!.id } },
      sort: '-createdAt',
      page: query.page,
      limit: query.limit,
      depth: 0,
      ...access,
    })
    return {
      success: true,
      projects: found.docs.map(toClientProject),
      page: found.page ?? query.page,
      totalPages: found.totalPages,
      total: found.totalDocs,
    }
  },
})
