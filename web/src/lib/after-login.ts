/**
 * Where a founder goes after logging in: back to the page that asked for the login (a link from an
 * email to /project/12 or /dashboard?tab=messages), never to another site. `/login?next=…` carries
 * it; anything but a path of this site (`//evil.example`, `https:…`, `/\evil.example`, control
 * characters) falls back to the dashboard. The Arabic login page goes to the Arabic version of
 * that page (/ar/dashboard), whatever language `next` was written in.
 */
import { DEFAULT_LOCALE, type Locale, localizedPath, pathWithoutLocale } from '@/contract/i18n/locales'
import { webRoutes } from '@/contract/web-routes'

export const NEXT_PARAM = 'next'
const MAX_LENGTH = 2000
/** A base no real address shares: a value that resolves outside it left the site. */
const PROBE_ORIGIN = 'https://same-origin.invalid'

const hasControlOrSpace = (value: string) => [...value].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)

/** The path to open after a login, from a `next` value (or nothing): the dashboard unless it is safe. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return webRoutes.dashboard
  // One leading slash, no backslash anywhere (browsers read `\` as `/`), no control character or space.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlOrSpace(value)) return webRoutes.dashboard
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return webRoutes.dashboard
  }
  if (url.origin !== PROBE_ORIGIN) return webRoutes.dashboard
  // The login page itself (in either language) would only loop.
  if (pathWithoutLocale(url.pathname) === webRoutes.login) return webRoutes.dashboard
  return `${url.pathname}${url.search}${url.hash}`
}

/** The page to open after this login page's form succeeds (its `?next=`), in the login page's language. */
export const pathAfterLogin = (search: string, locale: Locale = DEFAULT_LOCALE) =>
  localizedPath(safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)), locale)

/**
 * The login page, asked to come back to this location afterwards (plain /login for the dashboard
 * itself, as the spec has it). Addresses without the language prefix, as the router reads them:
 * router navigation adds /ar on Arabic pages; a plain link wraps it in useLocalizedHref().
 */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const next = safeNextPath(`${pathWithoutLocale(location.pathname)}${location.search ?? ''}${location.hash ?? ''}`)
  return next === webRoutes.dashboard ? webRoutes.login : `${webRoutes.login}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`
}
