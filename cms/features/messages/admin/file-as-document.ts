import { eq } from '@payloadcms/db-postgres/drizzle'
import { allowedDocumentKinds } from '@/contract/document-checklists'
import { DOCUMENT_ERRORS, type DocumentResponse } from '@/contract/documents'
import { ATTACHMENT_ERRORS, fileAsDocumentSchema } from '@/contract/messages'
import {
  type DocumentMimeType,
  readDocument,
  readDocumentProject,
  readStoredFile,
  removeStoredFile,
  toApiDocument,
} from '@/cms/features/documents'
import { message_attachments } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { badRequest, conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readAttachment } from '../attachment-reads'
import { attachmentParams } from '../download-attachment'

/**
 * POST /api/admin/attachments/{id}/file-as-document {projectId, kind} (back-office, issue 35
 * item 2): a client's attachment becomes one of its project's papers in one action. The bytes are
 * copied into a new project document (from the client, waiting for review, under the same name)
 * and the attachment remembers it (`filedAs`); both in one transaction, the attachment's row
 * locked so that two filings at once give one document and one 409.
 * - the project must be the attachment's client's (400), the kind one a client sends for it (400);
 * - an attachment of support's own message is not a client's paper (400);
 * - filed already: 409.
 * Answers the new document as the project's documents list shows it.
 */
export const fileAttachmentAsDocument = defineHandler({
  params: attachmentParams,
  body: fileAsDocumentSchema,
  async run({ params, body, payload, access, config, res }): Promise<DocumentResponse> {
    const attachment = await readAttachment(payload, params.id)
    if (!attachment) throw notFound(ATTACHMENT_ERRORS.notFound)
    if (attachment.filedAs) throw conflict(ATTACHMENT_ERRORS.alreadyFiled)
    if (attachment.fromAdmin) throw badRequest(ATTACHMENT_ERRORS.fromStaff)
    const project = await readDocumentProject(payload, body.projectId)
    if (!project || project.ownerId !== attachment.userId) {
      throw badRequest(ATTACHMENT_ERRORS.projectNotOwned, { fields: { projectId: ATTACHMENT_ERRORS.projectNotOwned } })
    }
    if (!allowedDocumentKinds(project, 'client').includes(body.kind)) {
      throw badRequest(DOCUMENT_ERRORS.kindNotAllowed, { fields: { kind: DOCUMENT_ERRORS.kindNotAllowed } })
    }
    const bytes = await readStoredFile(config, 'message-attachments', attachment.filename ?? '')
    if (!bytes) throw notFound(ATTACHMENT_ERRORS.notFound)

    let storedAs: string | null = null
    const documentId = await withTransaction(payload, async (req) => {
      const db = await drizzleFor(payload, req)
      const [locked] = await db
        .select({ filedAs: message_attachments.filedAs })
        .from(message_attachments)
        .where(eq(message_attachments.id, attachment.id))
        .for('update')
      if (!locked) throw notFound(ATTACHMENT_ERRORS.notFound)
      if (locked.filedAs) throw conflict(ATTACHMENT_ERRORS.alreadyFiled)
      const document = await payload.create({
        collection: 'project-documents',
        data: { project: project.id, user: project.ownerId, kind: body.kind, from: 'client', status: 'submitted' },
        file: {
          data: bytes,
          mimetype: attachment.mimeType as DocumentMimeType,
          // Sent under its sender's name: the document keeps it, and is stored under a random one.
          name: attachment.originalName ?? attachment.filename!,
          size: bytes.length,
        },
        depth: 0,
        req,
        // The back-office adds a paper to any client's project, as its own upload route does.
        ...access,
      })
      storedAs = document.filename ?? null
      await payload.update({
        collection: 'message-attachments',
        id: attachment.id,
        data: { filedAs: document.id },
        depth: 0,
        req,
        // Access bypassed: the collection lets nobody change an attachment; filing is this staff-only route's one change to it.
        overrideAccess: true,
      })
      return document.id
    }).catch(async (error: unknown) => {
      // Payload stores the copy before its row: a rolled-back filing leaves no file behind.
      if (storedAs) await removeStoredFile(config, 'project-documents', storedAs).catch(() => undefined)
      throw error
    })
    res.status(201)
    return { success: true, document: toApiDocument((await readDocument(payload, documentId))!) }
  },
})
