import type { SelectField } from 'payload'
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES } from '@/contract/i18n/locales'

/**
 * The language a person or an article uses (issue 37): the account's emails and documents, a
 * lead's guide, an article's public list. French unless said otherwise; null reads as French.
 */
export function languageField(label = 'Langue'): SelectField {
  return {
    name: 'language',
    label,
    type: 'select',
    // Optional in Payload's types (every existing create call stays valid); the column's default is French.
    defaultValue: DEFAULT_LOCALE,
    options: LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
  }
}
