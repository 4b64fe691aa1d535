/**
 * The newsletter's forms work without JavaScript: sent as a plain HTML form (urlencoded), the
 * answer is a redirect to the result page (/newsletter?etat=…, /ar/newsletter?etat=… for a form
 * that carried `language=ar`), whose texts are the island's own;
 * a refusal too (a code in the address, never a text). Sent with fetch (JSON), the answer is JSON
 * as everywhere in /api.
 */
import { isLocale, type Locale, localeFromAcceptLanguage, localizedPath } from '@/contract/i18n/locales'
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import type { NewsletterState } from '@/contract/newsletter'
import { HttpError } from '@/cms/infra/http/errors'

/** RFC 8058's post, sent by a mail provider's server: answered in JSON, never redirected. */
export const isOneClickUnsubscribe = (req: Request) =>
  (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click'

/** A form sent by a browser without JavaScript. */
export const isPlainFormPost = (req: Request) =>
  req.method === 'POST' && Boolean(req.is('application/x-www-form-urlencoded')) && !isOneClickUnsubscribe(req)

/** 303: the browser then GETs the result page (a reload never sends the form again). */
export function redirectToState(res: Response, state: NewsletterState, locale: Locale = 'fr'): void {
  // Back to the page in the caller's language (issue 37): /ar/newsletter for an Arabic one.
  res.redirect(303, `${localizedPath('/newsletter', locale)}?etat=${state}`)
}

/** The forms' fields (an email, a token, the page's language): small. Mounted on /api/newsletter only. */
export const parseNewsletterForms = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 })

const refusalState = (path: string, status: number): NewsletterState | null => {
  if (status === 429) return 'trop-de-demandes'
  if (status !== 400) return null
  if (path.startsWith('/confirm')) return 'lien-invalide'
  if (path.startsWith('/unsubscribe')) return 'desinscription-invalide'
  return 'adresse-invalide'
}

/**
 * The page's language a refused form carried (its hidden `language` field, checked here as the
 * schema would: one of ours or nothing), else the browser's, else French.
 */
const refusedFormLanguage = (req: Request): Locale => {
  const carried = (req.body as Record<string, unknown> | undefined)?.language
  return isLocale(carried) ? carried : (localeFromAcceptLanguage(req.headers['accept-language']) ?? 'fr')
}

/** A refused plain-form post lands on the result page that says why; anything else goes on to the JSON answer. */
export const newsletterFormErrors: ErrorRequestHandler = (error, req, res, next) => {
  const state = error instanceof HttpError && isPlainFormPost(req) && !res.headersSent ? refusalState(req.path, error.status) : null
  if (state) redirectToState(res, state, refusedFormLanguage(req))
  else next(error)
}

/**
 * /api's same-origin check (cms/infra/http/security.ts), with the newsletter's two exceptions. The
 * one-click unsubscribe comes from mail providers: its link's HMAC is the only authorisation (RFC
 * 8058). And the site's pages send `Referrer-Policy: no-referrer`, under which a browser posting a
 * plain form says `Origin: null`: `Sec-Fetch-Site: same-origin`, which no page can forge, then says
 * the form was the site's own.
 */
export function newsletterWriteOrigins(sameOriginWrites: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.path === '/newsletter/unsubscribe') return next()
    const ownPlainForm =
      req.path.startsWith('/newsletter') && req.headers.origin === 'null' && req.headers['sec-fetch-site'] === 'same-origin'
    return ownPlainForm ? next() : sameOriginWrites(req, res, next)
  }
}
