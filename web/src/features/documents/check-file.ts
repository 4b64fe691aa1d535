/**
 * The checks the server makes on a file, made before sending it (same limits, the contract's
 * messages in the reader's language): a wrong file fails at once instead of after a long upload.
 * The server still decides from the bytes; this only reads the name and the browser's type.
 */
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@/contract/documents'
import type { Locale } from '@/contract/i18n/locales'
import { documentsTextIn } from './i18n'

/** What the file picker offers: the accepted types, by type and by extension (some systems give no type). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_MIME_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i

/** The message of the first problem (French unless told), or null when the file may be sent. */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>, locale: Locale = 'fr'): string | null {
  const t = documentsTextIn(locale)
  if (file.size === 0) return t('error.fileEmpty')
  if (file.size > DOCUMENT_MAX_BYTES) return t('error.fileTooLarge')
  const knownType = (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)
  // No type from the browser: the extension decides here, the bytes on the server.
  if (!knownType && (file.type !== '' || !EXTENSIONS.test(file.name))) return t('error.fileType')
  return null
}
