import type { CollectionAfterChangeHook } from 'payload'
import { queueEmail } from '@/cms/features/notifications'

/** Context key: a caller passing `context: { [QUEUED_EMAILS]: [] }` gets the ids of the emails queued. */
export const QUEUED_EMAILS = 'queuedEmails'

/**
 * A step that becomes completed tells the client by email, whoever completed it (the
 * back-office through /api or an editor in /cms). The email is a job queued in the same
 * transaction as the change: no change, no email; no email lost if SMTP is down.
 */
export const notifyStepCompleted: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || doc.status !== 'completed' || previousDoc?.status === 'completed') return doc
  const projectId = typeof doc.project === 'object' ? doc.project.id : doc.project
  // Access bypassed: the notification reads the owner's address, whoever completed the step.
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
  const jobId = await queueEmail(
    req.payload,
    {
      kind: 'step-completed',
      to: owner.email,
      firstName: owner.firstName,
      projectId: project.id,
      projectName: project.name,
      stepName: doc.stepName,
    },
    { req },
  )
  // The caller may send it at once after its commit (see QUEUED_EMAILS); the runner's poll would anyway.
  ;(context[QUEUED_EMAILS] as (number | string)[] | undefined)?.push(jobId)
  return doc
}
