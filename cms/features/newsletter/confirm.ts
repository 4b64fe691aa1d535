import { NEWSLETTER_LINK_INVALID, newsletterConfirmSchema } from '@/contract/newsletter'
import { badRequest } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { isPlainFormPost, redirectToState } from './form-answer'
import { confirmByToken } from './subscriber-store'

/**
 * POST /api/newsletter/confirm {token}: the emailed link's page posts it (a button: mail scanners
 * that open links confirm nobody). Expired, used or unknown: a 400 saying to subscribe again.
 */
export const confirmNewsletter = defineHandler({
  body: newsletterConfirmSchema,
  async run({ body, req, res, payload, rateLimits, ip }) {
    await rateLimits.consume(RATE_LIMITS.newsletterLinkPerIp, ip)
    const confirmed = await confirmByToken(payload, body.token)
    if (!confirmed) throw badRequest(NEWSLETTER_LINK_INVALID)
    // Without JavaScript the browser's language came with the form: the result page is in the subscriber's.
    if (isPlainFormPost(req)) return redirectToState(res, 'confirmee', confirmed.language)
    return { success: true, message: 'Inscription confirmée\u202f: vous recevrez nos prochains articles.' }
  },
})
