import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { ApiMessage, MessageDraft } from '@/contract/messages'
import { type DocumentMimeType, removeStoredFile } from '@/cms/features/documents'
import type { AppConfig } from '@/cms/infra/config/env'
import { projects, users } from '@/cms/infra/db/payload-schema'
import { withTransaction } from '@/cms/infra/db/transaction'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { badRequest, notFound } from '@/cms/infra/http/errors'
import type { RouteContext } from '@/cms/infra/http/route'
import { deliverQueuedEmails, queueEmail, tellTheTeam } from '../notifications'
import { readMessage } from './message-reads'
import { requireThread } from './thread-reads'

/** The client a message is for. */
const recipientOf = preparedRead((db) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId'))),
)

/** Whether a project is this client's. */
const ownedProject = preparedRead((db) =>
  db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder('projectId')), eq(projects.user, sql.placeholder('userId')))),
)

/** A file already checked from its bytes (send-message.ts), with the clean name it is stored under. */
export interface CheckedFile {
  data: Buffer
  mimeType: DocumentMimeType
  name: string
}

/**
 * Writes one message in a client's thread, the one way every route does it
 * (POST /api/messages/{userId}, POST /api/admin/test-message):
 * - unknown client: 404; `projectId` must be one of that client's projects (400);
 * - `threadId` must be the first message of one of that client's conversations (404);
 * - the message, its files (`message-attachments`, owned by the message's client) and, for
 *   support's messages, the client's email notice (a link to its inbox, never the message
 *   itself) are written in one transaction, the email delivered after commit. Payload stores
 *   each file before its row: if the transaction fails, the files it stored are removed.
 * The caller has checked who may write (and `fromAdmin` comes from the session, never the body).
 */
export async function postMessage(
  { payload, access, config }: Pick<RouteContext, 'payload' | 'access' | 'config'>,
  input: {
    userId: number
    fromAdmin: boolean
    draft: Pick<MessageDraft, 'subject' | 'content' | 'projectId' | 'threadId'>
    files?: readonly CheckedFile[]
  },
): Promise<ApiMessage> {
  const { userId, fromAdmin, draft, files = [] } = input
  const [recipient] = await recipientOf(payload).execute({ userId })
  if (!recipient) throw notFound('Utilisateur introuvable.')
  if (draft.projectId) {
    const owned = await ownedProject(payload).execute({ projectId: draft.projectId, userId: recipient.id })
    if (owned.length === 0)
      throw badRequest('Ce projet n’existe pas ou n’appartient pas à ce client.', { fields: { projectId: 'Projet invalide' } })
  }

  // A reply joins its conversation and keeps its subject (never 'Re : Re : …') and its project.
  const thread = draft.threadId ? await requireThread(payload, recipient.id, draft.threadId) : null

  const storedFiles: string[] = []
  const { messageId, jobIds } = await withTransaction(payload, async (req) => {
    const created = await payload.create({
      collection: 'messages',
      data: {
        user: recipient.id,
        subject: thread?.subject ?? draft.subject,
        content: draft.content,
        fromAdmin,
        isRead: false,
        project: draft.projectId ?? thread?.projectId ?? null,
        thread: thread?.id ?? null,
      },
      depth: 0,
      req,
      ...access,
    })
    for (const file of files) {
      const attachment = await payload.create({
        collection: 'message-attachments',
        data: { message: created.id, user: recipient.id },
        file: { data: file.data, mimetype: file.mimeType, name: file.name, size: file.data.length },
        depth: 0,
        req,
        // Access bypassed: attachments are written by this route only (the collection lets nobody create one), with the message the caller may write, in its transaction.
        overrideAccess: true,
      })
      if (attachment.filename) storedFiles.push(attachment.filename)
    }
    // Support's message tells the client; a client's tells the team.
    const jobs = fromAdmin
      ? [await queueEmail(payload, { kind: 'new-message', to: recipient.email, firstName: recipient.firstName }, { req })]
      : await tellTheTeam(payload, { type: 'client-message', messageId: created.id }, { req })
    return { messageId: created.id, jobIds: jobs }
  }).catch(async (error: unknown) => {
    await removeFiles(config, storedFiles)
    throw error
  })
  deliverQueuedEmails(jobIds)

  const { userId: _userId, ...message } = (await readMessage(payload, messageId))!
  return message
}

/** The files of a message whose transaction failed: nothing of it may stay. Best effort: the transaction's own error is the answer. */
async function removeFiles(config: AppConfig, filenames: readonly string[]) {
  await Promise.allSettled(filenames.map((filename) => removeStoredFile(config, 'message-attachments', filename)))
}
