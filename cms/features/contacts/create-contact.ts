import { CONTACT_HONEYPOT_FIELD, contactSchema } from '@/contract/contacts'
import { badRequest } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { queueEmail, tellTheTeam } from '../notifications'

/** POST /api/contacts: stores a message from the public contact form and tells the team. */
export const createContact = defineHandler({
  body: contactSchema,
  async run({ body, payload, rateLimits, ip, config, logger, res, access }) {
    await rateLimits.consume(RATE_LIMITS.contactPerIp, ip)
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...data } = body
    if (honeypot?.trim()) {
      // A bot filled the hidden field: nothing is stored or sent, and the answer says no more.
      logger.info({ ip }, 'Contact form honeypot filled; message dropped')
      throw badRequest('Votre message n’a pas pu être envoyé.')
    }
    // Visitors write contacts here only (validated, rate-limited): the collection's publicFormOrStaff.
    const contact = await payload.create({ collection: 'contacts', data, ...access })
    // The team's notice: the message itself (Reply-To the visitor), or its line in the next digest.
    if (config.support.digestMinutes) await tellTheTeam(payload, { type: 'contact', contactId: contact.id })
    else await queueEmail(payload, { kind: 'new-contact', to: config.support.email, replyTo: data.email, contact: data })
    res.status(201)
    return { success: true, contact: { id: contact.id } }
  },
})
