import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { publishLiveEvent, relationId } from '@/cms/features/live'
import type { ProjectDocument } from '@/payload-types'

/** Live updates (issue 35 item 3): a document sent, reviewed or deleted reaches its client's and the back-office's open pages. */
async function tell(doc: ProjectDocument, req: Parameters<CollectionAfterDeleteHook>[0]['req']) {
  const projectId = relationId(doc.project)
  if (projectId === null) return
  await publishLiveEvent(req.payload, { type: 'document', userId: relationId(doc.user), data: { projectId, documentId: doc.id } }, { req })
}

export const liveDocumentChanged: CollectionAfterChangeHook<ProjectDocument> = async ({ doc, req }) => {
  await tell(doc, req)
  return doc
}

export const liveDocumentDeleted: CollectionAfterDeleteHook<ProjectDocument> = async ({ doc, req }) => {
  await tell(doc, req)
  return doc
}
