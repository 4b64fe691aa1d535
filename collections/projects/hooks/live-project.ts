import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { firstInRequest, publishLiveEvent, relationId } from '@/cms/features/live'
import type { Project } from '@/payload-types'

/** Live updates (issue 35 item 3): a project created, changed (its status) or deleted reaches its client and the back-office. */
async function tell(doc: Project, req: PayloadRequest) {
  if (!firstInRequest(req, `step:${doc.id}`)) return
  await publishLiveEvent(req.payload, { type: 'step', userId: relationId(doc.user), data: { projectId: doc.id } }, { req })
}

export const liveProjectChanged: CollectionAfterChangeHook<Project> = async ({ doc, req }) => {
  await tell(doc, req)
  return doc
}

export const liveProjectDeleted: CollectionAfterDeleteHook<Project> = async ({ doc, req }) => {
  await tell(doc, req)
  return doc
}
