/**
 * Message catalogues (issue 37): each capability keeps its texts in `i18n/fr.json` and
 * `i18n/ar.json` beside its screens, ICU MessageFormat (plurals, placeholders), compiled at build
 * by web/vite-lingui-catalogs.ts and read with Lingui's core (2 KB). A screen does
 *
 *   const useText = defineCatalog({ fr, ar })   // in the capability's i18n/index.ts
 *   const t = useText()
 *   t('hero.title') · t('documents.count', { count: 3 }) · t.rich('terms', { link: <a href="…" /> })
 *
 * TypeScript refuses an Arabic catalogue missing a French key; tests/i18n checks both have the
 * same keys and placeholders. Islands on the landing page get their words as props instead: the
 * page's script budget has no room for a runtime there.
 */
import { type I18n, setupI18n } from '@lingui/core'
import { TransNoContext } from '@lingui/react/server'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { intlLocale, type Locale } from '@/contract/i18n/locales'
import { useLocale } from './locale'

type Catalog = Record<string, unknown>
type Values = Record<string, unknown>

export interface Translate<Key extends string> {
  (key: Key, values?: Values): string
  /** A message with markup: `<link>…</link>` in the text becomes `components.link` with that content. */
  rich: (key: Key, components: Record<string, ReactElement>, values?: Values) => ReactNode
  locale: Locale
}

export function defineCatalog<French extends Catalog>(catalogs: { fr: French; ar: { [Key in keyof French]: unknown } }) {
  type Key = Extract<keyof French, string>
  const translators: Partial<Record<Locale, Translate<Key>>> = {}

  function translator(locale: Locale): Translate<Key> {
    const existing = translators[locale]
    if (existing) return existing
    const tag = intlLocale(locale)
    const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: catalogs[locale] as Record<string, never> } })
    const t = ((key: Key, values?: Values) => i18n._(key, values)) as Translate<Key>
    t.rich = (key, components, values) =>
      createElement(TransNoContext, { id: key, values, components, lingui: { i18n } } as Parameters<typeof TransNoContext>[0])
    t.locale = locale
    translators[locale] = t
    return t
  }

  /** The catalogue's words in the page's language. */
  const useText = (): Translate<Key> => translator(useLocale())
  return Object.assign(useText, { in: translator })
}
