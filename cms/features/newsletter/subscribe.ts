import { NEWSLETTER_HONEYPOT_FIELD, NEWSLETTER_SIGNUP_SENT, newsletterSignupSchema } from '@/contract/newsletter'
import { HttpError } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { writeWithEffects } from '@/cms/infra/db/insert-with-effects'
import { deliverQueuedEmails, emailJobEffect, emailJobInput } from '@/cms/features/notifications'
import { isPlainFormPost, redirectToState } from './form-answer'
import { upsertPendingSubscriber } from './subscriber-store'

/**
 * The address made pending and its confirmation queued (its `subscriberId` the row's), or nothing for
 * a confirmed one: one statement. Made at first use: the notifications capability renders this
 * capability's emails, so it is still loading when this module is.
 */
let recordSignup: ReturnType<typeof signupStatement> | undefined
const signupStatement = () => writeWithEffects(upsertPendingSubscriber, { jobs: [emailJobEffect(['subscriberId'])] })

/**
 * POST /api/newsletter {email, language?}: the double opt-in's first step. The answer is the same whether the
 * address was unknown, pending, unsubscribed or already confirmed, and for a bot that filled the
 * hidden field: the list's members stay private. Only an address not yet confirmed gets an email,
 * the confirmation, queued by the statement that marks it pending.
 */
export const subscribeToNewsletter = defineHandler({
  body: newsletterSignupSchema,
  async run({ body, req, res, payload, rateLimits, ip, logger, locale }) {
    // The page's language, which its form carries (a form sent without JavaScript brings the
    // browser's Accept-Language, not the page's); the request's otherwise. The JSON answer stays in
    // the request's language, as every /api answer.
    const language = body.language ?? locale
    const answer = () => {
      if (isPlainFormPost(req)) return redirectToState(res, 'inscription', language)
      res.status(202)
      return { success: true, message: NEWSLETTER_SIGNUP_SENT }
    }
    await rateLimits.consume(
      RATE_LIMITS.newsletterPerIp,
      ip,
      (minutes) => `Trop d’inscriptions depuis votre connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    )
    if (body[NEWSLETTER_HONEYPOT_FIELD]?.trim()) {
      // A bot filled the hidden field: nothing stored or sent, and the answer says no more.
      logger.info({ ip }, 'Newsletter honeypot filled; signup dropped')
      return answer()
    }
    try {
      await rateLimits.consume(RATE_LIMITS.newsletterPerAddress, body.email)
    } catch (error) {
      // This address was asked for several times today: answered as usual, nothing more sent to it.
      if (error instanceof HttpError && error.status === 429) return answer()
      throw error
    }
    // The id is the statement's (emailJobEffect): 0 stands for it here.
    const confirmation = emailJobInput({ kind: 'newsletter-confirm', to: body.email, subscriberId: 0 })
    recordSignup ??= signupStatement()
    const written = await recordSignup(payload, { email: body.email, language }, { jobInputs: [confirmation] })
    deliverQueuedEmails(written?.jobIds ?? [])
    return answer()
  },
})
