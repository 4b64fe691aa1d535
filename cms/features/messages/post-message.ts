import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { ApiMessage, MessageDraft } from '@/contract/messages'
import { type DocumentMimeType, removeStoredFile } from '@/cms/features/documents'
import type { AppConfig } from '@/cms/infra/config/env'
import { type RowStatement, writeWithEffects } from '@/cms/infra/db/insert-with-effects'
import { messages, projects, users } from '@/cms/infra/db/payload-schema'
import { withTransaction } from '@/cms/infra/db/transaction'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { badRequest, notFound } from '@/cms/infra/http/errors'
import type { RouteContext } from '@/cms/infra/http/route'
import { liveEventEffect } from '@/cms/features/live'
import { deliverQueuedEmails, emailJobEffect, emailJobInput, teamNoticeEmail, tellTheTeam } from '../notifications'
import { readMessage, toApiMessage } from './message-reads'
import { requireThread } from './thread-reads'

/** The client support writes to (its email's address and first name). */
const recipientOf = preparedRead((db) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId'))),
)

const placeholder = (name: string) => sql.placeholder(name)
const column = (name: string) => sql.identifier(name)

/**
 * The message, only if its project (when it names one) is its client's: an INSERT … SELECT whose
 * WHERE refuses another client's project, so no read has to check it first (one round trip less
 * for every message, issue 32). It answers the project's name too.
 */
const insertMessage = (): RowStatement<{ id: number; createdAt: string; projectName: string | null }> => ({
  statement: sql`INSERT INTO ${messages} (${sql.join(
    [messages.user, messages.subject, messages.content, messages.fromAdmin, messages.isRead, messages.project, messages.thread].map(
      (field) => column(field.name),
    ),
    sql`, `,
  )})
    SELECT ${placeholder('user')}::integer, ${placeholder('subject')}::varchar, ${placeholder('content')}::varchar,
           ${placeholder('fromAdmin')}::boolean, false, ${projects.id}, ${placeholder('thread')}::integer
      FROM (SELECT 1) AS one
      LEFT JOIN ${projects} ON ${projects.id} = ${placeholder('project')}::integer AND ${projects.user} = ${placeholder('user')}::integer
     WHERE ${placeholder('project')}::integer IS NULL OR ${projects.id} IS NOT NULL
    RETURNING ${column(messages.id.name)}, ${column(messages.createdAt.name)},
      (SELECT named.${column(projects.name.name)} FROM ${projects} AS named WHERE named.${column(projects.id.name)} = ${messages}.${column(messages.project.name)}) AS ${column(projects.name.name)}`,
  fields: { id: messages.id, createdAt: messages.createdAt, projectName: projects.name },
})

/** The insert refused the draft's project: it is not this client's (or no longer exists). */
const projectRefused = () =>
  badRequest('Ce projet n’existe pas ou n’appartient pas à ce client.', { fields: { projectId: 'Projet invalide' } })

/** Who the message's email goes to: the client (support wrote), the team one by one, or the team's digest (none here). */
type MessageEmail = 'client' | 'team-notice' | 'digest'

/**
 * The message, its live event (its conversation is itself when it starts one) and its email, in
 * one statement (cms/infra/db/insert-with-effects.ts); one statement per shape.
 */
const messageWriters = new Map<string, ReturnType<typeof messageWriter>>()
const messageWriter = (startsThread: boolean, email: MessageEmail) =>
  writeWithEffects(insertMessage, {
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
 * - support's message (`fromAdmin`) to an unknown client: 404; a client's own message is
 *   written for the session's account, which exists;
 * - `projectId` must be one of that client's projects (400), checked by the message's insert;
 * - `threadId` must be the first message of one of that client's conversations (404);
 * - the message, its files (`message-attachments`, owned by the message's client) and, for
 *   support's messages, the client's email notice (a link to its inbox, never the message
 *   itself) are written in one transaction, the email delivered after commit. Payload stores
 *   each file before its row: if the transaction fails, the files it stored are removed.
 * The caller has checked who may write (and `fromAdmin` comes from the session, never the body):
 * when `fromAdmin` is false, `userId` is the session's client.
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
  // Support's message goes to a client read here (its email's address); a client's own is written for the session's account.
  const addressee = fromAdmin ? ((await recipientOf(payload).execute({ userId }))[0] ?? null) : null
  if (fromAdmin && !addressee) throw notFound('Utilisateur introuvable.')

  // A reply joins its conversation and keeps its subject (never 'Re : Re : …') and its project.
  const thread = draft.threadId ? await requireThread(payload, userId, draft.threadId) : null
  const projectId = draft.projectId ?? thread?.projectId ?? null

  // Support's message tells the client; a client's tells the team (its id set by the statement: 0 stands in for it).
  const teamNotice = addressee ? null : teamNoticeEmail(payload, { type: 'client-message', messageId: 0 })
  const email: MessageEmail = addressee ? 'client' : teamNotice ? 'team-notice' : 'digest'
  const jobInput = addressee
    ? emailJobInput({ kind: 'new-message', to: addressee.email, firstName: addressee.firstName })
    : teamNotice && emailJobInput(teamNotice)
  const write = writerFor(thread === null, email)
  const row = {
    user: userId,
    subject: thread?.subject ?? draft.subject,
    content: draft.content,
    fromAdmin,
    project: projectId,
    thread: thread?.id ?? null,
  }
  const effects = { eventUser: userId, eventData: thread ? { threadId: thread.id } : {}, jobInputs: jobInput ? [jobInput] : [] }

  let written: Awaited<ReturnType<typeof write>>
  if (files.length === 0 && email !== 'digest') {
    // Access bypassed: the caller checked who may write to this client's thread (`fromAdmin` from the session).
    written = await write(payload, row, effects)
  } else {
    const storedFiles: string[] = []
    written = await withTransaction(payload, async (req) => {
      // Access bypassed: as above, in the transaction that stores the files and the digest's bookkeeping.
      const message = await write(payload, row, effects, { req })
      if (!message) throw projectRefused()
      for (const file of files) {
        const attachment = await payload.create({
          collection: 'message-attachments',
          data: { message: message.id, user: userId },
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
  if (!written) throw projectRefused()
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
      projectName: written.row.projectName,
    },
    [],
  )
}

/** The files of a message whose transaction failed: nothing of it may stay. Best effort: the transaction's own error is the answer. */
async function removeFiles(config: AppConfig, filenames: readonly string[]) {
  await Promise.allSettled(filenames.map((filename) => removeStoredFile(config, 'message-attachments', filename)))
}
