/**
 * The page's language (issue 37), given once at the top of each React tree: by entry-server.tsx
 * from the address, by entry-client.tsx from the address, by the island runtime from <html lang>.
 * A screen reads it with `useLocale()`; links that leave the router (plain <a>, islands) take
 * their address from `useLocalizedHref()`. Router links need nothing: the Arabic router's
 * basename is /ar.
 */
import { createContext, type ReactNode, useCallback, useContext } from 'react'
import { DEFAULT_LOCALE, type Locale, isLocale, localizedPath } from '@/contract/i18n/locales'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleProvider({ value, children }: { value: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

export const useLocale = (): Locale => useContext(LocaleContext)

/** The address of a screen in the page's language: '/dashboard' → '/ar/dashboard' on an Arabic page. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale()
  return useCallback((path: string) => localizedPath(path, locale), [locale])
}

/** The language the server wrote into <html lang> (islands, the browser app's first paint). */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}
