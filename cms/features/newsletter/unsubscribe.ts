import { NEWSLETTER_UNSUBSCRIBE_INVALID, newsletterUnsubscribeQuery } from '@/contract/newsletter'
import { badRequest } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { localizedPath } from '@/contract/i18n/locales'
import { isPlainFormPost, redirectToState } from './form-answer'
import { subscriberLanguage, unsubscribe } from './subscriber-store'
import { isUnsubscribeToken } from './tokens'

/**
 * POST /api/newsletter/unsubscribe?abonne=&jeton= : RFC 8058's one-click unsubscribe, sent by the
 * mail app (body `List-Unsubscribe=One-Click`, no cookie, no origin of ours: the link's HMAC is the
 * authorisation, so the same-origin check lets this path through, cms/app.ts), and the button of
 * the email's unsubscribe page. Unsubscribed at once; again, nothing changes.
 */
export const unsubscribeFromNewsletter = defineHandler({
  query: newsletterUnsubscribeQuery,
  // No rate limit: one-click posts come from a few mail providers' servers, many people behind each;
  // the HMAC (256 bits) cannot be guessed anyway.
  async run({ query, req, res, payload, config, locale }) {
    if (!isUnsubscribeToken(query.abonne, query.jeton, config.payloadSecret)) throw badRequest(NEWSLETTER_UNSUBSCRIBE_INVALID)
    await unsubscribe(payload, query.abonne)
    // The result page in the subscriber's language (their row stays, unsubscribed, until retention erases it).
    if (isPlainFormPost(req)) return redirectToState(res, 'desinscrite', (await subscriberLanguage(payload, query.abonne)) ?? locale)
    return { success: true, message: 'Vous êtes désinscrit\u202f: vous ne recevrez plus nos articles.' }
  },
})

/**
 * GET of the same address (a mail app that opens the List-Unsubscribe link instead of posting it):
 * the page with the button, never an unsubscribe on a mere visit (link scanners open them too).
 *
 * The page is in the subscriber's language (issue 37), read from their row once the link's HMAC is
 * checked, rather than carried by the link: the List-Unsubscribe address stays the one RFC 8058's
 * POST already knows, the links in emails already delivered land right too, and an address that
 * signs up again in the other language gets its pages in the new one. A link that is not ours, or
 * whose subscriber was erased, lands in the request's language (French unless the browser says Arabic),
 * and nobody learns from the redirect which ids exist.
 */
export const unsubscribePage = defineHandler({
  async run({ req, res, payload, config, locale }) {
    const value = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : '')
    const link = newsletterUnsubscribeQuery.safeParse(req.query)
    const language =
      link.success && isUnsubscribeToken(link.data.abonne, link.data.jeton, config.payloadSecret)
        ? ((await subscriberLanguage(payload, link.data.abonne)) ?? locale)
        : locale
    const page = localizedPath('/newsletter/desinscription', language)
    res.redirect(303, `${page}?${new URLSearchParams({ abonne: value('abonne'), jeton: value('jeton') })}`)
  },
})
