import { pipeline } from 'node:stream/promises'
import { recordId } from '@/contract/ids'
import { ATTACHMENT_ERRORS } from '@/contract/messages'
import { z } from '@/contract/zod'
import { openStoredFile } from '@/cms/features/documents'
import { mayReadOwnedBy } from '@/cms/infra/http/caller'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readAttachment } from './attachment-reads'

export const attachmentParams = z.object({ id: recordId('Pièce jointe invalide') })

/**
 * GET /api/attachments/{id}/download (its client or the back-office): the file itself, as an
 * attachment under its name (never shown inline, never sniffed as something else, never kept by
 * a shared cache). Another client's file answers the same 404 as no file at all.
 */
export const downloadAttachment = defineHandler({
  params: attachmentParams,
  async run({ params, payload, caller, config, res }) {
    const attachment = await readAttachment(payload, params.id)
    if (!attachment || !mayReadOwnedBy(caller, attachment.userId)) throw notFound(ATTACHMENT_ERRORS.notFound)
    const stored = await openStoredFile(config, 'message-attachments', attachment.filename ?? '')
    if (!stored) throw notFound(ATTACHMENT_ERRORS.notFound)
    // Express writes Content-Disposition with the `content-disposition` package: an ASCII
    // fallback and RFC 5987 `filename*` for accented names.
    res.attachment(attachment.originalName ?? attachment.filename!)
    res.set({
      'Content-Type': attachment.mimeType ?? 'application/octet-stream',
      'Content-Length': String(stored.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    res.status(200)
    await pipeline(stored.stream, res)
    return undefined
  },
})
