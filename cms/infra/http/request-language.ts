/**
 * The language /api answers in (issue 37): the `Accept-Language` header when it names one of
 * ours (the web app sends its page's language on every call, web/src/lib/api-client.ts), else the
 * logged-in client's account language (`users.language`: a script or an app holding only the
 * session cookie), else French. Answers say which in `Content-Language`; their texts are
 * translated in one place, where they are written (route.ts, error-handler.ts), never by a route.
 * The back-office stays French: its pages send `fr`, and a staff session is never read for a language.
 */
import type { Request, RequestHandler, Response } from 'express'
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromAcceptLanguage } from '@/contract/i18n/locales'
import { z } from '@/contract/zod'
import type { ClientUser } from './caller'

interface RequestLanguage {
  locale: Locale
  /** Named by the request itself (Accept-Language): no account consulted. */
  asked: boolean
}

const languages = new WeakMap<Response, RequestLanguage>()

const fromHeader = (req: Request): Locale | null => localeFromAcceptLanguage(req.headers['accept-language'])

/** First in the route table's router: the header's language, or French until an account says otherwise. */
export const requestLanguage: RequestHandler = (req, res, next) => {
  const asked = fromHeader(req)
  languages.set(res, { locale: asked ?? DEFAULT_LOCALE, asked: asked !== null })
  next()
}

/**
 * The request's language once its client is known (route.ts, before the handler runs). `client`:
 * the route's own lookup; `findClient`: for a route that does not read clients, the cookie's
 * account, looked up only when the header names no language.
 */
export async function settleRequestLanguage(
  req: Request,
  res: Response,
  client: ClientUser | null,
  findClient?: () => Promise<ClientUser | null>,
): Promise<Locale> {
  const current = languages.get(res) ?? { locale: fromHeader(req) ?? DEFAULT_LOCALE, asked: fromHeader(req) !== null }
  if (!current.asked) {
    const account = client ?? (await findClient?.()) ?? null
    if (account && isLocale(account.language)) current.locale = account.language
  }
  languages.set(res, current)
  return current.locale
}

/**
 * The language of this request's answer: settled by its route, or (a failure before any route:
 * a body that is not JSON, an unknown route) the header's, else French.
 */
export function answerLanguage(req: Request, res: Response): Locale {
  return languages.get(res)?.locale ?? fromHeader(req) ?? DEFAULT_LOCALE
}

/**
 * zod's own messages (wrong type, unknown option…) for an Arabic caller come from zod's Arabic
 * locale, given per parse: the schemas' own messages (the French ids of contract/i18n/messages)
 * still win over it and are translated with the answer, and zod's global French locale
 * (contract/zod.ts) stays the default for everyone else, with no state shared between requests.
 */
const arabicZod = z.locales.ar()

export function zodParseOptions(locale: Locale): { error: typeof arabicZod.localeError } | undefined {
  return locale === 'ar' ? { error: arabicZod.localeError } : undefined
}
