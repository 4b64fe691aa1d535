import { QUEUED_EMAILS } from '@/collections/project-steps/hooks/notify-step-completed'
import { allowedDocumentKinds } from '@/contract/document-checklists'
import { DOCUMENT_ERRORS, type DocumentResponse, documentKindSchema, type DocumentSource } from '@/contract/documents'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { deliverQueuedEmails, tellTheTeam } from '../notifications'
import { documentProjectFor } from './document-access'
import { readDocument, toApiDocument } from './document-reads'
import { cleanFileName, detectDocumentType, isWholePdf } from './file-checks'
import { projectParams } from './list-documents'
import { readUploadBody } from './multipart-upload'

const invalid = (status: number, message: string, field: 'kind' | 'file') =>
  new HttpError(status, message, { fields: { [field]: message } })

/**
 * POST /api/projects/{id}/documents (owner or back-office), multipart `kind` and `file`.
 * Everything is checked before anything is stored: the kind against the procedure's
 * checklist, the size, the type from the bytes. A client's paper waits for review
 * ('submitted'); an official document from staff is 'accepted' and the client is told.
 */
export const uploadDocument = defineHandler({
  params: projectParams,
  async run(ctx): Promise<DocumentResponse> {
    const project = await documentProjectFor(ctx, ctx.params.id)
    const from: DocumentSource = ctx.caller.kind === 'client' ? 'client' : 'staff'
    if (ctx.caller.kind === 'client') await ctx.rateLimits.consume(RATE_LIMITS.documentUploadPerClient, String(ctx.caller.user.id))
    const upload = await readUploadBody(ctx.req)

    const kind = documentKindSchema.safeParse(upload.kind)
    if (!kind.success) throw invalid(400, DOCUMENT_ERRORS.kindRequired, 'kind')
    if (!allowedDocumentKinds(project, from).includes(kind.data)) throw invalid(400, DOCUMENT_ERRORS.kindNotAllowed, 'kind')
    const file = upload.file
    if (!file) throw invalid(400, DOCUMENT_ERRORS.fileRequired, 'file')
    if (file.tooLarge) throw invalid(413, DOCUMENT_ERRORS.fileTooLarge, 'file')
    if (file.data.length === 0) throw invalid(400, DOCUMENT_ERRORS.fileEmpty, 'file')
    const mimeType = await detectDocumentType(file.data)
    if (!mimeType) throw invalid(415, DOCUMENT_ERRORS.fileType, 'file')
    if (mimeType === 'application/pdf' && !isWholePdf(file.data)) throw invalid(415, DOCUMENT_ERRORS.fileDamaged, 'file')

    const queued: (number | string)[] = []
    const created = await ctx.payload.create({
      collection: 'project-documents',
      data: { project: project.id, user: project.ownerId, kind: kind.data, from, status: from === 'client' ? 'submitted' : 'accepted' },
      file: { data: file.data, mimetype: mimeType, name: cleanFileName(file.name, mimeType), size: file.data.length },
      depth: 0,
      context: { [QUEUED_EMAILS]: queued },
      // The collection's rule lets a client add only a paper waiting for review to its own project.
      ...ctx.access,
    })
    // A client's paper waits for review: the team is told (its kind, never its content).
    if (from === 'client') await tellTheTeam(ctx.payload, { type: 'document', documentId: created.id })
    deliverQueuedEmails(queued)
    ctx.res.status(201)
    return { success: true, document: toApiDocument((await readDocument(ctx.payload, created.id))!) }
  },
})
