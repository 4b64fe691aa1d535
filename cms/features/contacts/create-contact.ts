import { sql } from '@payloadcms/db-postgres/drizzle'
import { CONTACT_HONEYPOT_FIELD, contactSchema } from '@/contract/contacts'
import { contacts } from '@/cms/infra/db/payload-schema'
import { insertWithEffects } from '@/cms/infra/db/insert-with-effects'
import type { Database } from '@/cms/infra/db/typed-reads'
import { badRequest } from '@/cms/infra/http/errors'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'
import { liveEventEffect } from '@/cms/features/live'
import { deliverQueuedEmails, emailJobEffect, emailJobInput, writeTellingTheTeam } from '../notifications'

const insertContact = (db: Database) =>
  db
    .insert(contacts)
    .values({
      firstName: sql.placeholder('firstName'),
      lastName: sql.placeholder('lastName'),
      email: sql.placeholder('email'),
      phone: sql.placeholder('phone'),
      company: sql.placeholder('company'),
      message: sql.placeholder('message'),
    })
    .returning({ id: contacts.id })

const contactEvent = liveEventEffect('contact', { staffOnly: true, idKeys: ['contactId'] })

/** The contact, its live event for the back-office and the team's email: one statement. */
const recordContact = insertWithEffects(insertContact, { event: contactEvent, jobs: [emailJobEffect()] })
/** With digests (SUPPORT_DIGEST_MINUTES), the contact waits for its window's digest instead. */
const recordContactForDigest = insertWithEffects(insertContact, { event: contactEvent })

/** POST /api/contacts: stores a message from the public contact form and tells the team. */
export const createContact = defineHandler({
  body: contactSchema,
  async run({ body, payload, rateLimits, ip, config, logger, res }) {
    await rateLimits.consume(RATE_LIMITS.contactPerIp, ip)
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...data } = body
    if (honeypot?.trim()) {
      // A bot filled the hidden field: nothing is stored or sent, and the answer says no more.
      logger.info({ ip }, 'Contact form honeypot filled; message dropped')
      throw badRequest('Votre message n’a pas pu être envoyé.')
    }
    // Access bypassed: visitors write contacts here only, validated by contactSchema and rate-limited (the collection's publicFormOrStaff).
    const row = { phone: null, company: null, ...data }
    // One by one, the message itself is the team's notice (Reply-To the visitor).
    const email = emailJobInput({ kind: 'new-contact', to: config.support.email, replyTo: data.email, contact: data })
    const { id, jobIds } = await writeTellingTheTeam(
      payload,
      (contactId) => ({ type: 'contact', contactId }),
      (notice, req) => (notice ? recordContact(payload, row, { jobInputs: [email] }) : recordContactForDigest(payload, row, {}, { req })),
      (written) => written.id,
    )
    deliverQueuedEmails(jobIds)
    res.status(201)
    return { success: true, contact: { id } }
  },
})
