import { DEFAULT_LOCALE, localeFromAcceptLanguage } from '@/contract/i18n/locales'
import { saveLeadSchema } from '@/contract/lead-funnel'
import { withTransaction } from '@/cms/infra/db/transaction'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { deliverQueuedEmails, queueEmail, tellTheTeam } from '../notifications'
import { splitFullName } from '@/cms/features/payments'

/**
 * POST /api/save-lead: the free guide's request. The lead and its email are written together
 * (one transaction); the guide, with its PDF, is sent by the queue. The lead keeps the page's
 * language (Accept-Language, which the web app sets to it; issue 37).
 */
export const saveLead = defineHandler({
  body: saveLeadSchema,
  async run({ body, payload, rateLimits, ip, res, access, req }) {
    await rateLimits.consume(RATE_LIMITS.guidePerIp, ip)
    const language = localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE
    const { lead, jobs } = await withTransaction(payload, async (req) => {
      // Visitors write leads only here and at checkout (validated, rate-limited): publicFormOrStaff.
      const lead = await payload.create({
        collection: 'leads',
        data: {
          nomComplet: body.nomComplet,
          email: body.email,
          telephone: body.telephone,
          offre: 'guide',
          type: 'guide_request',
          language,
        },
        ...access,
        req,
      })
      const job = await queueEmail(
        payload,
        { kind: 'free-guide', to: body.email, firstName: splitFullName(body.nomComplet).firstName },
        { req },
      )
      return { lead, jobs: [job, ...(await tellTheTeam(payload, { type: 'request', leadId: lead.id }, { req }))] }
    })
    deliverQueuedEmails(jobs)
    res.status(201)
    return { success: true, lead: { id: lead.id } }
  },
})
