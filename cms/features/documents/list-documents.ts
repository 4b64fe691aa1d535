import { recordId } from '@/contract/ids'
import type { DocumentsResponse } from '@/contract/documents'
import { z } from '@/contract/zod'
import { defineHandler } from '@/cms/infra/http/route'
import { documentProjectFor } from './document-access'
import { buildChecklist, readProjectDocuments } from './document-reads'

export const projectParams = z.object({ id: recordId('Projet invalide') })

/** GET /api/projects/{id}/documents (owner or back-office): the documents, newest first, and the checklist. */
export const listDocuments = defineHandler({
  params: projectParams,
  async run(ctx): Promise<DocumentsResponse> {
    // Both reads at once; the documents are only answered once the project is known to be readable.
    const [project, documents] = await Promise.all([
      documentProjectFor(ctx, ctx.params.id),
      readProjectDocuments(ctx.payload, ctx.params.id),
    ])
    return { success: true, documents, checklist: buildChecklist(project, documents) }
  },
})
