import { eq } from '@payloadcms/db-postgres/drizzle'
import { DOCUMENT_ERRORS } from '@/contract/documents'
import { project_documents } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { documentFor } from './document-access'
import { documentParams } from './download-document'

/**
 * DELETE /api/documents/{id}: the owner may take back a paper staff have not reviewed yet (and
 * only its own uploads); the back-office may remove any. Payload deletes the stored file too
 * (from DATA_DIR, or from the bucket through the storage plugin).
 */
export const deleteDocument = defineHandler({
  params: documentParams,
  async run(ctx) {
    const document = await documentFor(ctx, ctx.params.id)
    if (ctx.caller.kind === 'client' && document.from !== 'client') throw conflict(DOCUMENT_ERRORS.deleteReviewed)
    await withTransaction(ctx.payload, async (req) => {
      // The row is locked: a review at the same moment either lands first (then: refused) or waits.
      const db = await drizzleFor(ctx.payload, req)
      const [locked] = await db
        .select({ status: project_documents.status })
        .from(project_documents)
        .where(eq(project_documents.id, document.id))
        .for('update')
      if (!locked) throw notFound(DOCUMENT_ERRORS.notFound)
      if (ctx.caller.kind === 'client' && locked.status !== 'submitted') throw conflict(DOCUMENT_ERRORS.deleteReviewed)
      await ctx.payload.delete({
        collection: 'project-documents',
        id: document.id,
        req,
        // The collection's rule lets a client delete only its own paper still waiting for review.
        ...ctx.access,
      })
    })
    return { success: true }
  },
})
