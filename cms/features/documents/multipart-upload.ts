/**
 * Reads the multipart body of an upload (fields `kind` and `file`) with busboy, holding at
 * most DOCUMENT_MAX_BYTES + 1 bytes of the file: one byte more than allowed is enough to know
 * it is too large; the rest is read and dropped, never buffered.
 */
import type { Request } from 'express'
import busboy from 'busboy'
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES } from '@/contract/documents'
import { badRequest } from '@/cms/infra/http/errors'

export interface UploadedFile {
  /** The name the browser sent: untrusted, cleaned before use. */
  name: string
  data: Buffer
  /** More than DOCUMENT_MAX_BYTES were sent. */
  tooLarge: boolean
}

export interface UploadBody {
  kind?: string
  file?: UploadedFile
}

export function readUploadBody(req: Request): Promise<UploadBody> {
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
    })
  } catch {
    // Not multipart/form-data at all.
    return Promise.reject(badRequest(DOCUMENT_ERRORS.fileRequired))
  }
  return new Promise((resolve, reject) => {
    const body: UploadBody = {}
    parser.on('field', (name, value) => {
      if (name === 'kind') body.kind = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || body.file) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      const file: UploadedFile = { name: info.filename ?? '', data: Buffer.alloc(0), tooLarge: false }
      body.file = file
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => (file.tooLarge = true))
      stream.on('end', () => (file.data = Buffer.concat(chunks)))
    })
    // A malformed body (e.g. a control character in a part's header) or a cut connection.
    parser.on('error', () => reject(badRequest(DOCUMENT_ERRORS.uploadFailed)))
    parser.on('close', () => resolve(body))
    req.on('aborted', () => reject(badRequest(DOCUMENT_ERRORS.uploadFailed)))
    req.pipe(parser)
  })
}
