/**
 * Message attachments (issue 35 item 2), read with Drizzle on Payload's tables and built once:
 * the files of a page of messages in one statement (never one per message), and one attachment
 * with its owner and its message's side for the download and filing routes.
 */
import { asc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { type ApiAttachment, attachmentPaths } from '@/contract/messages'
import { message_attachments, messages } from '@/cms/infra/db/payload-schema'
import { preparedRead } from '@/cms/infra/db/typed-reads'

const attachmentColumns = {
  id: message_attachments.id,
  messageId: message_attachments.message,
  filename: message_attachments.filename,
  originalName: message_attachments.originalName,
  mimeType: message_attachments.mimeType,
  filesize: message_attachments.filesize,
  filedAs: message_attachments.filedAs,
}

/** The files of several messages, by message then in the order they were sent (message_attachments_message_idx). */
const ofMessages = preparedRead((db) =>
  db
    .select(attachmentColumns)
    .from(message_attachments)
    .where(sql`${message_attachments.message} = ANY(${sql.placeholder('messageIds')}::integer[])`)
    .orderBy(asc(message_attachments.message), asc(message_attachments.id)),
)

type AttachmentRow = Awaited<ReturnType<ReturnType<typeof ofMessages>['execute']>>[number]

export function toApiAttachment(row: Omit<AttachmentRow, 'messageId'>): ApiAttachment {
  return {
    id: row.id,
    fileName: row.originalName ?? row.filename ?? '',
    mimeType: row.mimeType ?? 'application/octet-stream',
    size: row.filesize ?? 0,
    url: attachmentPaths.download(row.id),
    filedAs: row.filedAs ?? null,
  }
}

/** Each message's files (an empty list for a message without any), in one read for the whole page. */
export async function readAttachmentsOf(payload: Payload, messageIds: readonly number[]): Promise<Map<number, ApiAttachment[]>> {
  const byMessage = new Map<number, ApiAttachment[]>(messageIds.map((id) => [id, []]))
  if (messageIds.length === 0) return byMessage
  const rows = await ofMessages(payload).execute({ messageIds: [...messageIds] })
  for (const { messageId, ...row } of rows) byMessage.get(messageId)?.push(toApiAttachment(row))
  return byMessage
}

/** One attachment, with its owner and whether its message is support's (filing takes a client's file only). */
const oneAttachment = preparedRead((db) =>
  db
    .select({ ...attachmentColumns, userId: message_attachments.user, fromAdmin: messages.fromAdmin })
    .from(message_attachments)
    .leftJoin(messages, eq(messages.id, message_attachments.message))
    .where(eq(message_attachments.id, sql.placeholder('id'))),
)

export type StoredAttachment = Awaited<ReturnType<ReturnType<typeof oneAttachment>['execute']>>[number]

export async function readAttachment(payload: Payload, attachmentId: number): Promise<StoredAttachment | null> {
  const [row] = await oneAttachment(payload).execute({ id: attachmentId })
  return row ?? null
}
