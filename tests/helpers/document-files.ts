/**
 * Real small files for document uploads (a PDF, a PNG, a JPEG) and hostile ones, and a
 * multipart upload written by hand so tests control every byte (names with `../`, control
 * characters, no `kind`…).
 */
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { ApiClient } from './api-client'

/** A minimal but well-formed PDF: header, one page, xref table, trailer, %%EOF. */
export function minimalPdf(text = 'Piece justificative'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 12 Tf 20 100 Td (${text}) Tj ET\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export const pngImage = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
export const jpegImage = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .toBuffer()

/** The first bytes of a Linux executable (ELF header), then noise. */
export const elfExecutable = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56), randomBytes(512)])

export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')

export interface UploadPart {
  kind?: string
  /** `nameStar`: sent as RFC 5987 `filename*` (percent-encoded UTF-8, so any character can travel). */
  file?: { name: string; bytes: Buffer; type?: string; nameStar?: string }
}

/** A multipart/form-data body with `kind` and `file`, as a browser form sends it. */
export function multipartBody(part: UploadPart): { body: Buffer; contentType: string } {
  const boundary = `----formulaire${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  if (part.kind !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${part.kind}\r\n`))
  }
  if (part.file) {
    const name = part.file.name.replace(/"/g, '%22')
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${part.file.nameStar ? `filename*=UTF-8''${part.file.nameStar}` : `filename="${name}"`}\r\nContent-Type: ${part.file.type ?? 'application/pdf'}\r\n\r\n`,
        'utf8',
      ),
      part.file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * POST /api/projects/{id}/documents. `as`: an ApiClient (its cookies and Origin), or a bare
 * cookie header (a plain HTTP client), or nothing (anonymous).
 */
export async function uploadDocument(baseUrl: string, as: ApiClient | { cookie: string } | null, projectId: number, part: UploadPart) {
  const { body, contentType } = multipartBody(part)
  const headers: Record<string, string> = { 'Content-Type': contentType, Accept: 'application/json' }
  if (as && 'cookieHeader' in as) {
    headers.Origin = as.baseUrl
    headers.Cookie = as.cookieHeader()
  } else if (as) headers.Cookie = as.cookie
  const response = await fetch(`${baseUrl}/api/projects/${projectId}/documents`, { method: 'POST', headers, body: new Uint8Array(body) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { text }
  }
  return {
    status: response.status,
    body: json as { success: boolean; error?: string; document?: import('@/contract/documents').ApiDocument },
  }
}

/** GET /api/documents/{id}/download with only a cookie (or none): the bytes and headers. */
export async function downloadDocument(baseUrl: string, cookie: string | null, documentId: number) {
  const response = await fetch(`${baseUrl}/api/documents/${documentId}/download`, { headers: cookie ? { Cookie: cookie } : {} })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

export interface FormFile {
  name: string
  bytes: Buffer
  type?: string
  /** The part's name: `files` for a message's attachments. */
  field?: string
}

/** A multipart/form-data body with text fields first, then files, as a browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, files: readonly FormFile[]): { body: Buffer; contentType: string } {
  const boundary = `----formulaire${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'))
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name.replace(/"/g, '%22')}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * POST /api/messages/{userId} as multipart: the message's fields, then its files. `as`: an
 * ApiClient (its cookies and Origin), a bare cookie header (a plain HTTP client), or nothing.
 */
export async function sendMessageWithFiles(
  baseUrl: string,
  as: ApiClient | { cookie: string } | null,
  userId: number,
  fields: Record<string, string>,
  files: readonly FormFile[],
) {
  const { body, contentType } = multipartForm(fields, files)
  const headers: Record<string, string> = { 'Content-Type': contentType, Accept: 'application/json' }
  if (as && 'cookieHeader' in as) {
    headers.Origin = as.baseUrl
    headers.Cookie = as.cookieHeader()
  } else if (as) headers.Cookie = as.cookie
  const response = await fetch(`${baseUrl}/api/messages/${userId}`, { method: 'POST', headers, body: new Uint8Array(body) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { text }
  }
  return {
    status: response.status,
    body: json as { success: boolean; error?: string; fields?: Record<string, string>; message?: import('@/contract/messages').ApiMessage },
  }
}

/** GET /api/attachments/{id}/download with only a cookie (or none): the bytes and headers. */
export async function downloadAttachment(baseUrl: string, cookie: string | null, attachmentId: number) {
  const response = await fetch(`${baseUrl}/api/attachments/${attachmentId}/download`, { headers: cookie ? { Cookie: cookie } : {} })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
