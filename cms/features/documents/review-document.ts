import { QUEUED_EMAILS } from '@/collections/project-steps/hooks/notify-step-completed'
import { type DocumentResponse, documentReviewSchema } from '@/contract/documents'
import { defineHandler } from '@/cms/infra/http/route'
import { deliverQueuedEmails } from '../notifications'
import { documentFor } from './document-access'
import { readDocument, toApiDocument } from './document-reads'
import { documentParams } from './download-document'

/**
 * PATCH /api/documents/{id} (back-office): accept or refuse a document; a refusal carries its
 * reason, which the client reads on the page and in the email the collection's hook sends.
 */
export const reviewDocument = defineHandler({
  params: documentParams,
  body: documentReviewSchema,
  async run(ctx): Promise<DocumentResponse> {
    await documentFor(ctx, ctx.params.id)
    const queued: (number | string)[] = []
    await ctx.payload.update({
      collection: 'project-documents',
      id: ctx.params.id,
      data: { status: ctx.body.status, note: ctx.body.note || null },
      depth: 0,
      context: { [QUEUED_EMAILS]: queued },
      ...ctx.access,
    })
    deliverQueuedEmails(queued)
    return { success: true, document: toApiDocument((await readDocument(ctx.payload, ctx.params.id))!) }
  },
})
