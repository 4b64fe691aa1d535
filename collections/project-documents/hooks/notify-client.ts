import type { CollectionAfterChangeHook } from 'payload'
import { documentKindLabel } from '@/contract/documents'
import { queueEmail } from '@/cms/features/notifications'
import { QUEUED_EMAILS } from '@/collections/project-steps/hooks/notify-step-completed'

/**
 * The client hears by email when staff return a document (a staff upload) and when staff
 * refuse one of its papers, whoever acts (the back-office through /api or an editor in /cms).
 * As for steps, the email is a job queued in the same transaction as the change.
 */
export const notifyDocumentClient: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  const returned = operation === 'create' && doc.from === 'staff'
  const rejected = operation === 'update' && doc.from === 'client' && doc.status === 'rejected' && previousDoc?.status !== 'rejected'
  if (!returned && !rejected) return doc
  const projectId = typeof doc.project === 'object' ? doc.project.id : doc.project
  // Access bypassed: the notification reads the owner's address, whoever changed the document.
  const project = await req.payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 1,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const owner = project && typeof project.user === 'object' ? project.user : null
  if (!project || !owner) return doc
  const common = {
    to: owner.email,
    firstName: owner.firstName,
    projectId: project.id,
    projectName: project.name,
    documentLabel: documentKindLabel(doc.kind),
  }
  const jobId = await queueEmail(
    req.payload,
    returned ? { kind: 'document-returned', ...common } : { kind: 'document-rejected', ...common, note: doc.note ?? '' },
    { req },
  )
  // The route sends it right after its commit (see QUEUED_EMAILS); the runner's poll would anyway.
  ;(context[QUEUED_EMAILS] as (number | string)[] | undefined)?.push(jobId)
  return doc
}
