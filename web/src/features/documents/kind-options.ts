/**
 * The kinds one side may send, from the procedure's checklist as the server returns it (its
 * side's entries, then 'Autre document'), and which one the selector starts on.
 */
import type { ApiChecklistItem, DocumentKind, DocumentSource } from '@/contract/documents'
import type { Locale } from '@/contract/i18n/locales'
import { documentKindText, documentsTextIn } from './i18n'

export interface KindOption {
  value: DocumentKind
  label: string
}

export function kindOptions(checklist: readonly ApiChecklistItem[], from: DocumentSource, locale: Locale = 'fr'): KindOption[] {
  const t = documentsTextIn(locale)
  const kinds = [...new Set([...checklist.filter((item) => item.from === from).map((item) => item.kind), 'other' as const])]
  return kinds.map((kind) => ({ value: kind, label: documentKindText(t, kind) }))
}

/** The first required entry still missing, else the first optional one, else 'other'. */
export function firstMissingKind(checklist: readonly ApiChecklistItem[], from: DocumentSource): DocumentKind {
  const side = checklist.filter((item) => item.from === from && !item.provided)
  return side.find((item) => item.required)?.kind ?? side[0]?.kind ?? 'other'
}
