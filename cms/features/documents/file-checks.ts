/**
 * What a document file is, decided from its bytes (never its name or declared type), and the
 * name it is stored under.
 */
import { fileTypeFromBuffer } from 'file-type'
import { DOCUMENT_MIME_TYPES } from '@/contract/documents'

export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number]

const EXTENSIONS: Record<DocumentMimeType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
}

/** The accepted type of these bytes, or null (anything else, including text posing as a PDF). */
export async function detectDocumentType(bytes: Buffer): Promise<DocumentMimeType | null> {
  const detected = await fileTypeFromBuffer(bytes)
  const mime = detected?.mime as string | undefined
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(mime ?? '') ? (mime as DocumentMimeType) : null
}

/**
 * The same structure check Payload makes before storing a PDF (a header, then `xref` and
 * `%%EOF` near the end): checked here so the client reads a French message, not Payload's.
 */
export function isWholePdf(bytes: Buffer): boolean {
  const end = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && end.includes('%%EOF') && end.includes('xref')
}

const MAX_NAME_LENGTH = 100

/**
 * A readable, safe file name: no folders (`../../x.pdf` → `x.pdf`), no control or reserved
 * characters, accents kept, and the extension of what the bytes really are. Payload then
 * sanitizes again and makes the name unique (`x-1.pdf`).
 */
export function cleanFileName(original: string, mime: DocumentMimeType): string {
  const lastPart = original.split(/[/\\]/).pop() ?? ''
  const dot = lastPart.lastIndexOf('.')
  const extension = dot > 0 ? lastPart.slice(dot + 1).toLowerCase() : ''
  const base = (dot > 0 ? lastPart.slice(0, dot) : lastPart)
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim()
  const allowed = EXTENSIONS[mime]
  return `${base || 'document'}.${allowed.includes(extension) ? extension : allowed[0]}`
}
