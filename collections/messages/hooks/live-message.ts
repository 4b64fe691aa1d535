import type { CollectionAfterChangeHook } from 'payload'
import { firstInRequest, publishLiveEvent, relationId } from '@/cms/features/live'

/**
 * Live updates (issue 35 item 3): a new message, and messages marked read, reach the client's and
 * the back-office's open pages, whoever wrote (/api, Payload's admin, a job), in the write's
 * transaction. Identifiers only; a conversation marked read is told once per write.
 */
export const liveMessage: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const userId = relationId(doc.user)
  if (userId === null) return doc
  const threadId = relationId(doc.thread) ?? (doc.id as number)
  if (operation === 'create') {
    await publishLiveEvent(req.payload, { type: 'message', userId, data: { messageId: doc.id, threadId } }, { req })
  } else if (doc.isRead && !previousDoc?.isRead && firstInRequest(req, `message-read:${threadId}`)) {
    await publishLiveEvent(req.payload, { type: 'message-read', userId, data: { threadId } }, { req })
  }
  return doc
}
