/** GET /api/blog/editors: who may sign an article, for the back-office editor's author select (as /cms offers). */
import { asc } from '@payloadcms/db-postgres/drizzle'
import type { ApiBlogEditor } from '@/contract/blog'
import { editors } from '@/cms/infra/db/payload-schema'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { defineHandler } from '@/cms/infra/http/route'

/** A few editors at most: the whole list, names only (no email, no role). */
const editorNames = preparedRead((db) =>
  db
    .select({ id: editors.id, firstName: editors.firstName, lastName: editors.lastName })
    .from(editors)
    .orderBy(asc(editors.firstName), asc(editors.lastName), asc(editors.id)),
)

export const listBlogEditors = defineHandler({
  async run({ payload }) {
    const rows: ApiBlogEditor[] = await editorNames(payload).execute()
    return { success: true, editors: rows }
  },
})
