import { sql } from '@payloadcms/db-postgres/drizzle'
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from '@/contract/i18n/locales'
import { saveLeadSchema } from '@/contract/lead-funnel'
import { insertWithEffects } from '@/cms/infra/db/insert-with-effects'
import { leads } from '@/cms/infra/db/payload-schema'
import type { Database } from '@/cms/infra/db/typed-reads'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { liveEventEffect } from '@/cms/features/live'
import { splitFullName } from '@/cms/features/payments'
import { deliverQueuedEmails, emailJobEffect, emailJobInput, writeTellingTheTeam } from '../notifications'

const insertGuideRequest = (db: Database) =>
  db
    .insert(leads)
    .values({
      nomComplet: sql.placeholder('nomComplet'),
      email: sql.placeholder('email'),
      telephone: sql.placeholder('telephone'),
      offre: 'guide',
      type: 'guide_request',
      language: sql.placeholder('language'),
    })
    .returning({ id: leads.id })

const requestEvent = liveEventEffect('request', { staffOnly: true, idKeys: ['leadId'] })

/** The lead, its live event, the guide's email and the team's notice (which names the lead): one statement. */
const recordGuideRequest = insertWithEffects(insertGuideRequest, {
  event: requestEvent,
  jobs: [emailJobEffect(), emailJobEffect(['event', 'leadId'])],
})
/** With digests (SUPPORT_DIGEST_MINUTES), the team hears of it in its window's digest instead. */
const recordGuideRequestForDigest = insertWithEffects(insertGuideRequest, { event: requestEvent, jobs: [emailJobEffect()] })

/**
 * POST /api/save-lead: the free guide's request. The lead and its emails are written together
 * (one statement); the guide, with its PDF, is sent by the queue. The lead keeps the page's
 * language (Accept-Language, which the web app sets to it; issue 37).
 */
export const saveLead = defineHandler({
  body: saveLeadSchema,
  async run({ body, payload, rateLimits, ip, res, req }) {
    await rateLimits.consume(RATE_LIMITS.guidePerIp, ip)
    const language = localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE
    // Access bypassed: visitors write leads only here and at checkout, validated by saveLeadSchema and rate-limited (publicFormOrStaff).
    const row = { nomComplet: body.nomComplet, email: body.email, telephone: body.telephone, language }
    const guide = emailJobInput({
      kind: 'free-guide',
      to: body.email,
      firstName: splitFullName(body.nomComplet).firstName,
      locale: language,
    })
    const result = await writeTellingTheTeam(
      payload,
      (leadId) => ({ type: 'request', leadId }),
      (notice, req) =>
        notice
          ? recordGuideRequest(payload, row, { jobInputs: [guide, emailJobInput(notice)] })
          : recordGuideRequestForDigest(payload, row, { jobInputs: [guide] }, { req }),
      (written) => written.id,
    )
    deliverQueuedEmails(result.jobIds)
    res.status(201)
    return { success: true, lead: { id: result.id } }
  },
})
