/**
 * The checks the server makes on a file, made before sending it (same limits, same French
 * messages from the contract): a wrong file fails at once instead of after a long upload.
 * The server still decides from the bytes; this only reads the name and the browser's type.
 */
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@/contract/documents'

/** What the file picker offers: the accepted types, by type and by extension (some systems give no type). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_MIME_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i

/** The French message of the first problem, or null when the file may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size === 0) return DOCUMENT_ERRORS.fileEmpty
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_ERRORS.fileTooLarge
  const knownType = (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)
  // No type from the browser: the extension decides here, the bytes on the server.
  if (!knownType && (file.type !== '' || !EXTENSIONS.test(file.name))) return DOCUMENT_ERRORS.fileType
  return null
}
