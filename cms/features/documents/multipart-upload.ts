/**
 * Reads a multipart/form-data body with busboy: its text fields, and its files held in memory up
 * to DOCUMENT_MAX_BYTES + 1 bytes each: one byte more than allowed is enough to know a file is
 * too large; the rest is read and dropped, never buffered. Used by the project documents' upload
 * (fields `kind` and one `file`) and by a message with its files (fields, then up to 5 `files`).
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

export interface MultipartBody {
  /** The text fields asked for, by name (the last value wins); any other field is ignored. */
  fields: Record<string, string>
  /** The parts named `fileField`, in the order sent, at most `maxFiles`. */
  files: UploadedFile[]
  /** More than `maxFiles` files were sent (the extra ones were read and dropped). */
  tooManyFiles: boolean
}

export interface MultipartOptions {
  fields: readonly string[]
  fileField: string
  maxFiles: number
  /** Bytes of one text field; longer values are cut (the schema then refuses them). */
  fieldSize?: number
  /** The French message of a body that is not multipart or breaks off. */
  failed: { notMultipart: string; broken: string }
}

export function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartBody> {
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: DOCUMENT_MAX_BYTES + 1,
        files: options.maxFiles,
        fields: options.fields.length + 5,
        fieldSize: options.fieldSize ?? 1024,
        parts: options.fields.length + options.maxFiles + 10,
      },
    })
  } catch {
    // Not multipart/form-data at all.
    return Promise.reject(badRequest(options.failed.notMultipart))
  }
  return new Promise((resolve, reject) => {
    const body: MultipartBody = { fields: {}, files: [], tooManyFiles: false }
    parser.on('field', (name, value) => {
      if (options.fields.includes(name)) body.fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField) {
        stream.resume()
        return
      }
      const chunks: Buffer[] = []
      const file: UploadedFile = { name: info.filename ?? '', data: Buffer.alloc(0), tooLarge: false }
      body.files.push(file)
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => (file.tooLarge = true))
      stream.on('end', () => (file.data = Buffer.concat(chunks)))
    })
    // busboy skips every file past `limits.files`: one is enough to refuse the request.
    parser.on('filesLimit', () => (body.tooManyFiles = true))
    // A malformed body (e.g. a control character in a part's header) or a cut connection.
    parser.on('error', () => reject(badRequest(options.failed.broken)))
    parser.on('close', () => resolve(body))
    req.on('aborted', () => reject(badRequest(options.failed.broken)))
    req.pipe(parser)
  })
}

export interface UploadBody {
  kind?: string
  file?: UploadedFile
}

/** POST /api/projects/{id}/documents: `kind` and one `file` (any other file part is ignored). */
export async function readUploadBody(req: Request): Promise<UploadBody> {
  const body = await readMultipart(req, {
    fields: ['kind'],
    fileField: 'file',
    maxFiles: 1,
    failed: { notMultipart: DOCUMENT_ERRORS.fileRequired, broken: DOCUMENT_ERRORS.uploadFailed },
  })
  return { kind: body.fields.kind, file: body.files[0] }
}
