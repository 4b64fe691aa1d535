/**
 * Who may touch a project's documents: the project's owner or the back-office. Anything else
 * answers the same 404 as a record that does not exist, so ids reveal nothing.
 */
import { DOCUMENT_ERRORS } from '@/contract/documents'
import { mayReadOwnedBy } from '@/cms/infra/http/caller'
import { notFound } from '@/cms/infra/http/errors'
import type { RouteContext } from '@/cms/infra/http/route'
import { readDocument, readDocumentProject } from './document-reads'

type Caller = Pick<RouteContext, 'payload' | 'caller'>

/** The project if the caller may read it (the back-office acts with no client). */
export async function documentProjectFor(ctx: Caller, projectId: number) {
  const project = await readDocumentProject(ctx.payload, projectId)
  if (!project || !mayReadOwnedBy(ctx.caller, project.ownerId)) throw notFound('Projet non trouvé')
  return project
}

/** The document if the caller may read it. `user` is copied from the project at upload. */
export async function documentFor(ctx: Caller, documentId: number) {
  const document = await readDocument(ctx.payload, documentId)
  if (!document || !mayReadOwnedBy(ctx.caller, document.userId)) throw notFound(DOCUMENT_ERRORS.notFound)
  return document
}
