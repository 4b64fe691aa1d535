import type { Request } from 'express'
import type { Locale } from '@/contract/i18n/locales'
import { recordId } from '@/contract/ids'
import {
  ATTACHMENT_ERRORS,
  ATTACHMENT_FIELD,
  ATTACHMENTS_MAX,
  MESSAGE_CONTENT_MAX,
  type MessageDraft,
  messageDraftSchema,
} from '@/contract/messages'
import { z } from '@/contract/zod'
import { cleanFileName, detectDocumentType, isWholePdf, readMultipart, type UploadedFile } from '@/cms/features/documents'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { zodParseOptions } from '@/cms/infra/http/request-language'
import { defineHandler, validationError } from '@/cms/infra/http/route'
import { type CheckedFile, postMessage } from './post-message'

/** The message's own fields of a multipart body; anything else (e.g. `fromAdmin`) is not read. */
const DRAFT_FIELDS = ['subject', 'content', 'projectId', 'threadId'] as const

/** Multipart fields are text: ids become numbers when they are digits, so the JSON schema judges both alike. */
function draftFromFields(fields: Record<string, string>): Record<string, unknown> {
  const draft: Record<string, unknown> = { subject: fields.subject, content: fields.content }
  for (const name of ['projectId', 'threadId'] as const) {
    const value = fields[name]?.trim()
    if (value) draft[name] = /^\d{1,10}$/.test(value) ? Number(value) : value
  }
  return draft
}

const refuse = (status: number, message: string) => new HttpError(status, message, { fields: { [ATTACHMENT_FIELD]: message } })

/** The French refusal of the first file that may not be stored, or its checked form. */
async function checkFile(file: UploadedFile): Promise<CheckedFile> {
  const shown = file.name.split(/[/\\]/).pop()?.slice(0, 100) || 'sans nom'
  if (file.tooLarge) throw refuse(413, ATTACHMENT_ERRORS.tooLarge(shown))
  if (file.data.length === 0) throw refuse(400, ATTACHMENT_ERRORS.empty(shown))
  const mimeType = await detectDocumentType(file.data)
  if (!mimeType) throw refuse(415, ATTACHMENT_ERRORS.type(shown))
  if (mimeType === 'application/pdf' && !isWholePdf(file.data)) throw refuse(415, ATTACHMENT_ERRORS.damaged(shown))
  return { data: file.data, mimeType, name: cleanFileName(file.name, mimeType) }
}

/**
 * The message and its files: a JSON body, or multipart/form-data (the same fields, then 1 to 5
 * `files` parts). Every file is checked (count, size, type from the bytes) before anything is
 * stored; the fields go through the JSON body's schema.
 */
async function readMessageBody(
  req: Request,
  locale: Locale,
  onFiles: (count: number) => Promise<void>,
): Promise<{ draft: MessageDraft; files: CheckedFile[] }> {
  if (!req.is('multipart/form-data')) {
    const parsed = messageDraftSchema.safeParse(req.body ?? {}, zodParseOptions(locale))
    if (!parsed.success) throw validationError(parsed.error)
    return { draft: parsed.data, files: [] }
  }
  const body = await readMultipart(req, {
    fields: DRAFT_FIELDS,
    fileField: ATTACHMENT_FIELD,
    maxFiles: ATTACHMENTS_MAX,
    // The longest content, 4 bytes a character at worst: longer is cut, then refused by the schema.
    fieldSize: MESSAGE_CONTENT_MAX * 4 + 1,
    failed: { notMultipart: ATTACHMENT_ERRORS.uploadFailed, broken: ATTACHMENT_ERRORS.uploadFailed },
  })
  const parsed = messageDraftSchema.safeParse(draftFromFields(body.fields), zodParseOptions(locale))
  if (!parsed.success) throw validationError(parsed.error)
  if (body.tooManyFiles) throw refuse(413, ATTACHMENT_ERRORS.tooMany)
  await onFiles(body.files.length)
  const files: CheckedFile[] = []
  for (const file of body.files) files.push(await checkFile(file))
  return { draft: parsed.data, files }
}

/**
 * POST /api/messages/{userId}: a message in a client's thread, with up to 5 files (issue 35 item 2).
 * - The back-office writes to any client (`fromAdmin` true) and the client gets a short
 *   email notice with a link to its inbox, never the message itself.
 * - A client writes only in its own thread (another id: 403); its message is a reply
 *   (`fromAdmin` false), whatever the body says.
 * `projectId`, when given, must be one of that client's projects.
 * A client's files also count against its document upload budget (one point a file, the same
 * counter as project documents): both fill the same disk, 10 Mo at a time.
 */
export const sendMessage = defineHandler({
  params: z.object({ userId: recordId('Utilisateur invalide') }),
  async run(ctx) {
    const { params, client, requireSelfOrAdmin, rateLimits, req, res } = ctx
    requireSelfOrAdmin(params.userId)
    if (client) await rateLimits.consume(RATE_LIMITS.messagePerClient, String(client.id))
    const { draft, files } = await readMessageBody(req, ctx.locale, async (count) => {
      if (!client) return
      for (let file = 0; file < count; file++) await rateLimits.consume(RATE_LIMITS.documentUploadPerClient, String(client.id))
    })
    const message = await postMessage(ctx, { userId: params.userId, fromAdmin: !client, draft, files })
    res.status(201)
    return { success: true, message }
  },
})
