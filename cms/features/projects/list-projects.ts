import { pageQuery } from '@/contract/ids'
import { defineHandler } from '@/cms/infra/http/route'
import { readClientProjects } from './project-reads'

/** GET /api/projects: the session's own projects, newest first, paginated, with their progress. */
export const listOwnProjects = defineHandler({
  query: pageQuery(20, 100),
  async run({ query, payload, client }) {
    return { success: true, ...(await readClientProjects(payload, client!.id, query.page, query.limit)) }
  },
})
