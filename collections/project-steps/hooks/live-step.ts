import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { firstInRequest, projectOwner, publishLiveEvent, relationId } from '@/cms/features/live'
import type { ProjectStep } from '@/payload-types'

/**
 * Live updates (issue 35 item 3): a step added, changed, moved or removed reaches its project's
 * client and the back-office; once per project and write (a reorder updates every step).
 */
async function tell(doc: ProjectStep, req: PayloadRequest) {
  const projectId = relationId(doc.project)
  if (projectId === null || !firstInRequest(req, `step:${projectId}`)) return
  const userId = await projectOwner(req.payload, projectId, req)
  await publishLiveEvent(req.payload, { type: 'step', userId, data: { projectId } }, { req })
}

export const liveStepChanged: CollectionAfterChangeHook<ProjectStep> = async ({ doc, req }) => {
  await tell(doc, req)
  return doc
}

export const liveStepDeleted: CollectionAfterDeleteHook<ProjectStep> = async ({ doc, req }) => {
  await tell(doc, req)
  return doc
}
