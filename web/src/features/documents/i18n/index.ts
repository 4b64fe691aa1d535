/**
 * The documents' words (issue 37): the client's in French and Arabic, the back-office's in
 * French. A document's kind and a checklist entry's hint are named from the catalogue (the server
 * stores and answers them in French); a hint the catalogue does not know is shown as it came.
 */
import type { Locale } from '@/contract/i18n/locales'
import { defineCatalog } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useDocumentsText = defineCatalog({ fr, ar })

type Key = Extract<keyof typeof fr, string>
export type DocumentsText = ReturnType<typeof useDocumentsText>

const isKey = (key: string): key is Key => Object.hasOwn(fr, key)

/** Outside React (and the back-office's calls, French by default). */
export const documentsTextIn = (locale: Locale = 'fr'): DocumentsText => useDocumentsText.in(locale)

/** A kind's name ('Autre document'), 'Document' for a kind the contract does not know. */
export function documentKindText(t: DocumentsText, kind: string | null | undefined): string {
  const key = `kind.${kind ?? ''}`
  return isKey(key) ? t(key) : t('kind.unknown')
}

/** The checklist's hints by their French text (contract/document-checklists.ts). */
const HINT_KEYS = new Map(
  (Object.keys(fr) as Key[]).filter((key) => key.startsWith('hint.')).map((key) => [documentsTextIn('fr')(key), key]),
)

/** A checklist entry's hint ('Si vous l’avez déjà obtenu') in the reader's language. */
export function checklistHintText(t: DocumentsText, hint: string): string {
  const key = HINT_KEYS.get(hint)
  return key ? t(key) : hint
}
