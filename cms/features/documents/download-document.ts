import { pipeline } from 'node:stream/promises'
import { DOCUMENT_ERRORS } from '@/contract/documents'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { documentFor } from './document-access'
import { openStoredDocument } from './document-storage'

export const documentParams = z.object({ id: recordId('Document invalide') })

/**
 * GET /api/documents/{id}/download (owner or back-office): the file itself, as an attachment
 * (never shown inline, never sniffed as something else, never cached by a shared cache).
 */
export const downloadDocument = defineHandler({
  params: documentParams,
  async run(ctx) {
    const document = await documentFor(ctx, ctx.params.id)
    const stored = await openStoredDocument(ctx.config, document.filename ?? '')
    if (!stored) throw notFound(DOCUMENT_ERRORS.notFound)
    const { res } = ctx
    // Express writes Content-Disposition with the `content-disposition` package: an ASCII
    // fallback and RFC 5987 `filename*` for accented names.
    res.attachment(document.originalName ?? document.filename!)
    res.set({
      'Content-Type': document.mimeType ?? 'application/octet-stream',
      'Content-Length': String(stored.length),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    res.status(200)
    await pipeline(stored.stream, res)
    return undefined
  },
})
