/**
 * Leads (the funnel's requests) and contact form messages are kept 3 years after the last sign
 * of life of their email address: a newer lead or message, a paid order, an open client account
 * (an account closed 3 years ago no longer counts). Then they go, except a lead that a kept payment
 * still names: it is anonymised (the payment and its receipt stay; the lead goes with its payment).
 */
import { sql } from '@payloadcms/db-postgres'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { retentionCutoffs } from './retention'
import type { HousekeepingJob } from './housekeeping-job'

/** An address that reaches no one (RFC 2606 `.invalid`) and stays unique per lead. */
const ANONYMISED_EMAIL = { prefix: 'demande-anonymisee-', suffix: '@anonyme.invalid' }
const ANONYMISED_NAME = 'Demande anonymisée'

type Removed = { leads_deleted: number; leads_anonymised: number; contacts_deleted: number }

export const inactiveProspects: HousekeepingJob = {
  slug: 'housekeeping-inactive-prospects',
  label: 'Rétention\u00a0: demandes et contacts inactifs depuis 3 ans',
  cron: '20 3 * * *',
  async run({ payload, now }) {
    const cutoff = retentionCutoffs(now).prospects.toISOString()
    const placeholder = sql`${ANONYMISED_EMAIL.prefix}::text || l.id || ${ANONYMISED_EMAIL.suffix}::text`
    // Raw SQL: "the email's latest activity across three tables" is a grouped union that
    // Payload's where cannot say. One statement, so one snapshot decides every row: a lead or
    // message arriving meanwhile is not seen, and its address's older rows are judged without it.
    const db = await drizzleFor(payload)
    const { rows } = await db.execute<Removed>(sql`
      WITH activity AS (
             SELECT lower(l.email) AS email, GREATEST(l.created_at, l.converted_at) AS at
               FROM leads l WHERE l.email <> ${placeholder}
             UNION ALL
             SELECT lower(email), created_at FROM contacts
             UNION ALL
             -- An open account is activity now; a closed one was active until its closing.
             SELECT lower(email), COALESCE(closed_at, 'infinity'::timestamptz) FROM users),
           due_emails AS (
             SELECT email FROM activity GROUP BY email HAVING max(at) < ${cutoff}::timestamptz),
           due_leads AS (
             SELECT l.id, EXISTS (SELECT 1 FROM payments p WHERE p.lead_id = l.id) AS kept
               FROM leads l
              WHERE lower(l.email) IN (SELECT email FROM due_emails)
                    -- Anonymised earlier: due again once its last payment is gone.
                 OR l.email = ${placeholder}),
           deleted_leads AS (
             DELETE FROM leads WHERE id IN (SELECT id FROM due_leads WHERE NOT kept) RETURNING 1),
           anonymised_leads AS (
             UPDATE leads l SET nom_complet = ${ANONYMISED_NAME}, email = ${placeholder}, telephone = '', updated_at = now()
              WHERE l.id IN (SELECT id FROM due_leads WHERE kept) AND l.email <> ${placeholder}
          RETURNING 1),
           deleted_contacts AS (
             DELETE FROM contacts WHERE lower(email) IN (SELECT email FROM due_emails) RETURNING 1)
      SELECT (SELECT count(*) FROM deleted_leads)::int AS leads_deleted,
             (SELECT count(*) FROM anonymised_leads)::int AS leads_anonymised,
             (SELECT count(*) FROM deleted_contacts)::int AS contacts_deleted`)
    const removed = rows[0]!
    // The replies the back-office sent them go too: those of deleted items (left without their item
    // by the foreign keys) and those of anonymised requests (they still hold the address and the words).
    await db.execute(sql`
      DELETE FROM support_replies r
       WHERE (r.contact_id IS NULL AND r.lead_id IS NULL)
          OR r.lead_id IN (SELECT id FROM leads WHERE email LIKE ${`${ANONYMISED_EMAIL.prefix}%${ANONYMISED_EMAIL.suffix}`})`)
    return { leadsDeleted: removed.leads_deleted, leadsAnonymised: removed.leads_anonymised, contactsDeleted: removed.contacts_deleted }
  },
}
