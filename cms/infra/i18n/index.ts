/**
 * Server-side message catalogues (issue 37): the texts of emails and PDFs in the reader's
 * language, from `i18n/fr.json` and `i18n/ar.json` beside the code that uses them, ICU
 * MessageFormat as the web's (web/src/lib/i18n/catalog.ts) and read with the same Lingui core.
 * The server compiles a message the first time it is used (Lingui's compiler); under vitest the
 * web's Vite plugin hands them over compiled already, which Lingui reads as they are.
 *
 *   const text = defineServerCatalog({ fr, ar })      // in the folder's i18n/index.ts
 *   const t = text.in(locale)
 *   t('subject', { orderNumber }) · t('days', { count: 3 })
 */
import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DEFAULT_LOCALE, intlLocale, isLocale, type Locale } from '@/contract/i18n/locales'

type Catalog = Record<string, unknown>
type Values = Record<string, unknown>

export interface ServerText<Key extends string> {
  (key: Key, values?: Values): string
  locale: Locale
}

export function defineServerCatalog<French extends Catalog>(catalogs: { fr: French; ar: { [Key in keyof French]: unknown } }) {
  type Key = Extract<keyof French, string>
  const translators: Partial<Record<Locale, ServerText<Key>>> = {}
  return {
    /** The catalogue's words in `locale`. */
    in(locale: Locale): ServerText<Key> {
      const existing = translators[locale]
      if (existing) return existing
      const tag = intlLocale(locale)
      const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: catalogs[locale] as Record<string, never> } })
      i18n.setMessagesCompiler(compileMessage)
      const t = ((key: Key, values?: Values) => i18n._(key, values)) as ServerText<Key>
      t.locale = locale
      translators[locale] = t
      return t
    },
  }
}

/** A stored language (users.language, leads.language…): null, unset or unknown reads as French. */
export function localeOf(language: unknown): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE
}
