import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A project's steps and documents cannot outlive it (their `project` is required): deleting a
 * project (staff only) removes them first, in the same transaction (`req`), documents through
 * Payload so their files go too. Messages and payments keep their history: Payload empties their
 * optional link.
 */
export const deleteProjectParts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { project: { equals: id } }
  // Access bypassed: a project's parts go with it, whoever may delete it (staff, or the retention job).
  await req.payload.delete({ collection: 'project-steps', where, req, overrideAccess: true })
  // Access bypassed: a project's parts go with it, whoever may delete it (staff, or the retention job).
  await req.payload.delete({ collection: 'project-documents', where, req, overrideAccess: true })
}
