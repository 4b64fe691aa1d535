import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A message's files cannot outlive it (their `message` is required): deleting a message (staff,
 * in Payload's admin) removes them first, in the same transaction (`req`), through Payload so the
 * stored files go too. Erasing an account does the same in bulk (housekeeping/closed-accounts.ts).
 */
export const deleteMessageAttachments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Access bypassed: a message's files go with it, whoever may delete it (staff only).
  await req.payload.delete({ collection: 'message-attachments', where: { message: { equals: id } }, req, overrideAccess: true })
}
