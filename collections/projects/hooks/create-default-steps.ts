import type { CollectionAfterChangeHook } from 'payload'
import { DEFAULT_STEPS, type ProjectType } from '@/contract/projects'

/**
 * A new project gets the default steps of its procedure. System action: steps are
 * staff-written, so access is bypassed explicitly; `req` keeps it in the same transaction.
 */
export const createDefaultSteps: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const names = DEFAULT_STEPS[doc.type as ProjectType] ?? []
  for (const [index, stepName] of names.entries()) {
    // Access bypassed: the steps come with the project, whoever creates it (client, staff, payment completion).
    await req.payload.create({
      collection: 'project-steps',
      data: { project: doc.id, order: index + 1, stepName, status: 'pending' },
      req,
      overrideAccess: true,
    })
  }
  return doc
}
