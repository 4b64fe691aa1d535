/**
 * What the server answers between taking its port and being ready (the web app built, Payload's
 * admin and the demo seed started, the change feed listening): 503 everywhere, so a balancer's
 * readiness probe, a visitor and a script each know it is starting rather than gone. A French
 * page that reloads itself for people; JSON for /api, as the API's own errors (in Arabic for an
 * Arabic caller's Accept-Language: no account can be read yet).
 */
import type { RequestListener } from 'node:http'
import { localeFromAcceptLanguage } from '@/contract/i18n/locales'
// The catalogue alone (contract/i18n/api-messages.ts would load its formatter): this answers from the first instant.
import arabic from '@/contract/i18n/messages/ar.json'
import { frenchText } from '@/contract/french/typography'
import { noticeHeaders, noticePage } from './notice-page'

const RETRY_SECONDS = 3
const MESSAGE = frenchText('Le serveur démarre : réessayez dans quelques secondes.')

export function answerWhileStarting(siteName: string): RequestListener {
  const page = noticePage({
    title: 'Le site démarre…',
    paragraphs: ['Il sera là dans quelques secondes : cette page se recharge toute seule.'],
    siteName,
    reloadSeconds: RETRY_SECONDS,
  })
  const arabicMessage = (arabic as Record<string, string>)[MESSAGE] ?? MESSAGE
  const json = {
    fr: JSON.stringify({ success: false, error: MESSAGE, message: MESSAGE, status: 'starting' }),
    ar: JSON.stringify({ success: false, error: arabicMessage, message: arabicMessage, status: 'starting' }),
  }
  return (req, res) => {
    const api = (req.url ?? '/').startsWith('/api/')
    const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? 'fr'
    res.writeHead(503, {
      ...noticeHeaders(RETRY_SECONDS),
      ...(api && { 'Content-Language': locale }),
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      // No script and nothing from elsewhere: the page only needs its inline style.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
    })
    res.end(req.method === 'HEAD' ? undefined : api ? json[locale] : page)
  }
}
