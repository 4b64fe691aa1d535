/**
 * The site's two languages (issue 37): French, the default, at the spec's addresses; Arabic under
 * /ar/…, right to left. The back-office stays French. Shared by the server and the browser.
 */
export const LOCALES = ['fr', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

/** The address prefix of the Arabic pages (the French ones have none). */
export const ARABIC_PREFIX = '/ar'

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'ar'
}

/** The language of a page's address: /ar and /ar/… are Arabic, everything else French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'fr'
}

/** The address without its language prefix: /ar/dashboard → /dashboard, /ar → /. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'fr') return pathname
  return pathname.slice(ARABIC_PREFIX.length) || '/'
}

/** The same page in `locale`: /dashboard → /ar/dashboard; / → /ar. Query and hash are kept. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path)
  if (locale === 'fr') return bare
  return bare === '/'
    ? ARABIC_PREFIX
    : bare.startsWith('/?') || bare.startsWith('/#')
      ? `${ARABIC_PREFIX}${bare.slice(1)}`
      : `${ARABIC_PREFIX}${bare}`
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * The locale given to Intl (dates, numbers, plurals). ar-DZ writes Latin digits (1, 2, 3), as
 * Algerian administrations do; CLDR's plain « ar » would write Arabic-Indic ones (١، ٢، ٣).
 */
export function intlLocale(locale: Locale): 'fr-FR' | 'ar-DZ' {
  return locale === 'ar' ? 'ar-DZ' : 'fr-FR'
}

/** The page languages' names, each in its own language (the language switch). */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', ar: 'العربية' }

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4: q-values, the
 * order otherwise), or null when it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null
  let best: { locale: Locale; q: number } | null = null
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';')
    const primary = range.trim().toLowerCase().split('-')[0]
    if (!isLocale(primary)) continue
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { locale: primary, q }
  }
  return best?.locale ?? null
}
