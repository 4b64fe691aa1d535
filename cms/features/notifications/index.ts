/**
 * The notifications capability's public face: every email the product sends (emails.ts), queued
 * through the mail infrastructure's jobs queue (cms/infra/mail/email-queue.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import type { JobEffect } from '@/cms/infra/db/insert-with-effects'
import { deliverQueuedEmails, enqueueEmail, SEND_EMAIL_TASK } from '@/cms/infra/mail/email-queue'
import type { QueuedEmail } from './emails'

export { deliverQueuedEmails }
export { renderQueuedEmail, type EmailKind, type QueuedEmail } from './emails'

/**
 * Queues one of the product's emails. With `req` inside a transaction, the job is written in that
 * transaction (it exists only if the change that caused it is committed); then call
 * `deliverQueuedEmails` after the commit. Without `req`, delivery starts at once in the background.
 */
export function queueEmail(payload: Payload, email: QueuedEmail, options: { req?: PayloadRequest } = {}): Promise<number | string> {
  return enqueueEmail(payload, email, options)
}
/**
 * An email queued by a one-statement write (cms/infra/db/insert-with-effects.ts): the job's task,
 * and where in the email the new row's id goes (e.g. a team notice's `event.leadId`).
 */
export const emailJobEffect = (idPath: readonly string[] = []): JobEffect => ({
  taskSlug: SEND_EMAIL_TASK,
  idPath: idPath.length > 0 ? ['email', ...idPath] : undefined,
})

/** The job's input for `email`, as `queueEmail` writes it. */
export const emailJobInput = (email: QueuedEmail): Record<string, unknown> => ({ email })

export { createNotificationsServices, teamNoticeEmail, tellTheTeam, type TeamEvent, writeTellingTheTeam } from './team-notices'
/** The French frame of every email, for a capability that renders its own (cms/features/newsletter). */
export { renderFrenchEmail } from './templates/french-email'
/** The same frame in the reader's language (issue 37): French typography in French, right to left in Arabic. */
export { renderLocalizedEmail } from './templates/localized-email'
