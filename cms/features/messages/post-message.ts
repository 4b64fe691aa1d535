import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { ApiMessage, MessageDraft } from '@/contract/messages'
import { type DocumentMimeType, removeStoredFile } from '@/cms/features/documents'
import type { AppConfig } from '@/cms/infra/config/env'
import { insertWithEffects } from '@/cms/infra/db/insert-with-effects'
import { messages, projects, users } from '@/cms/infra/db/payload-schema'
import { withTransaction } from '@/cms/infra/db/transaction'
import { type Database, preparedRead } from '@/cms/infra/db/typed-reads'
import { badRequest, notFound } from '@/cms/infra/http/errors'
import type { RouteContext } from '@/cms/infra/http/route'
import { liveEventEffect } from '@/cms/features/live'
import { deliverQueuedEmails, emailJobEffect, emailJobInput, teamNoticeEmail, tellTheTeam } from '../notifications'
import { readMessage, toApiMessage } from './message-reads'
import { requireThread } from './thread-reads'

/** The client a message is for, and the project named in the draft if it is that client's. */
const recipientOf = preparedRead((db) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName, projectId: projects.id, projectName: projects.name })
    .from(users)
    .leftJoin(projects, and(eq(projects.id, sql.placeholder('projectId')), eq(projects.user, users.id)))
    .where(eq(users.id, sql.placeholder('userId'))),
)

const insertMessage = (db: Database) =>
  db
    .insert(messages)
    .values({
      user: sql.placeholder('user'),
      subject: sql.placeholder('subject'),
      content: sql.placeholder('content'),
      fromAdmin: sql.placeholder('fromAdmin'),
      isRead: false,
      project: sql.placeholder('project'),
      thread: sql.placeholder('thread'),
    })
    .returning({ id: messages.id, createdAt: messages.createdAt })

/** Who the message's email goes to: the client (support wrote), the team one by one, or the team's digest (none here). */
type MessageEmail = 'client' | 'team-notice' | 'digest'

/**
 * The message, its live event (its conversation is itself when it starts one) and its email, in
 * one statement (cms/infra/db/insert-with-effects.ts); one statement per shape.
 */
const messageWriters = new Map<string, ReturnType<typeof messageWriter>>()
const messageWriter = (startsThread: boolean, email: MessageEmail) =>
  insertWithEffects(insertMessage, {
    event: liveEventEffect('message', { idKeys: startsThread ? ['messageId', 'threadId'] : ['messageId'] }),
    jobs: email === 'digest' ? [] : [emailJobEffect(email === 'team-notice' ? ['event', 'messageId'] : [])],
  })
function writerFor(startsThread: boolean, email: MessageEmail) {
  const key = `${startsThread}:${email}`
  let writer = messageWriters.get(key)
  if (!writer) messageWriters.set(key, (writer = messageWriter(startsThread, email)))
  return writer
}

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
  { payload, config }: Pick<RouteContext, 'payload' | 'config'>,
  input: {
    userId: number
    fromAdmin: boolean
    draft: Pick<MessageDraft, 'subject' | 'content' | 'projectId' | 'threadId'>
    files?: readonly CheckedFile[]
  },
): Promise<ApiMessage> {
  const { userId, fromAdmin, draft, files = [] } = input
  const [recipient] = await recipientOf(payload).execute({ userId, projectId: draft.projectId ?? null })
  if (!recipient) throw notFound('Utilisateur introuvable.')
  if (draft.projectId && recipient.projectId === null)
    throw badRequest('Ce projet n’existe pas ou n’appartient pas à ce client.', { fields: { projectId: 'Projet invalide' } })

  // A reply joins its conversation and keeps its subject (never 'Re : Re : …') and its project.
  const thread = draft.threadId ? await requireThread(payload, recipient.id, draft.threadId) : null
  const project = draft.projectId
    ? { id: draft.projectId, name: recipient.projectName }
    : thread?.projectId
      ? { id: thread.projectId, name: thread.projectName }
      : null

  // Support's message tells the client; a client's tells the team (its id set by the statement: 0 stands in for it).
  const teamNotice = fromAdmin ? null : teamNoticeEmail(payload, { type: 'client-message', messageId: 0 })
  const email: MessageEmail = fromAdmin ? 'client' : teamNotice ? 'team-notice' : 'digest'
  const jobInput =
    email === 'client'
      ? emailJobInput({ kind: 'new-message', to: recipient.email, firstName: recipient.firstName })
      : teamNotice && emailJobInput(teamNotice)
  const write = writerFor(thread === null, email)
  const row = {
    user: recipient.id,
    subject: thread?.subject ?? draft.subject,
    content: draft.content,
    fromAdmin,
    project: project?.id ?? null,
    thread: thread?.id ?? null,
  }
  const effects = { eventUser: recipient.id, eventData: thread ? { threadId: thread.id } : {}, jobInputs: jobInput ? [jobInput] : [] }

  let written: Awaited<ReturnType<typeof write>>
  if (files.length === 0 && email !== 'digest') {
    // Access bypassed: the caller checked who may write to this client's thread (`fromAdmin` from the session).
    written = await write(payload, row, effects)
  } else {
    const storedFiles: string[] = []
    written = await withTransaction(payload, async (req) => {
      // Access bypassed: as above, in the transaction that stores the files and the digest's bookkeeping.
      const message = await write(payload, row, effects, { req })
      for (const file of files) {
        const attachment = await payload.create({
          collection: 'message-attachments',
          data: { message: message.id, user: recipient.id },
          file: { data: file.data, mimetype: file.mimeType, name: file.name, size: file.data.length },
          depth: 0,
          req,
          // Access bypassed: attachments are written by this route only (the collection lets nobody create one), with the message the caller may write, in its transaction.
          overrideAccess: true,
        })
        if (attachment.filename) storedFiles.push(attachment.filename)
      }
      if (email === 'digest') await tellTheTeam(payload, { type: 'client-message', messageId: message.id }, { req })
      return message
    }).catch(async (error: unknown) => {
      await removeFiles(config, storedFiles)
      throw error
    })
  }
  deliverQueuedEmails(written.jobIds)

  if (files.length > 0) {
    const { userId: _userId, ...message } = (await readMessage(payload, written.id))!
    return message
  }
  return toApiMessage(
    {
      id: written.id,
      createdAt: written.row.createdAt,
      subject: row.subject,
      content: row.content,
      isRead: false,
      fromAdmin,
      thread: row.thread,
      projectId: row.project,
      projectName: project?.name ?? null,
    },
    [],
  )
}

/** The files of a message whose transaction failed: nothing of it may stay. Best effort: the transaction's own error is the answer. */
async function removeFiles(config: AppConfig, filenames: readonly string[]) {
  await Promise.allSettled(filenames.map((filename) => removeStoredFile(config, 'message-attachments', filename)))
}
