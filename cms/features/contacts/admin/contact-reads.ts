/**
 * The contact form's messages for the back-office, in SQL (docs/decisions/010): one page,
 * newest first, on contacts_created_at_idx; the statistics over every contact and the
 * number matching the search in one scan. The route has already checked the caller.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { type AdminContact, type ContactsQuery, type ContactsResponse } from '@/contract/admin-inbox'
import { contains } from '@/cms/infra/db/search'
import { limitOffset, readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { staffCountersFor } from '@/cms/features/overview'

type ContactRow = {
  id: number
  first_name: string
  last_name: string | null
  email: string
  phone: string | null
  company: string | null
  message: string
  created_at: Date | string
}

/** Name (first, last or both), email or company contain the text, case and accents as typed. */
function matches(q: string | undefined): SQL {
  if (!q) return sql`true`
  return contains('contacts', q)
}

/** The page's query, exported for the test that reads its plan. */
export const contactsPageSql = ({ q, page, limit }: ContactsQuery): SQL => sql`
  SELECT id, first_name, last_name, email, phone, company, message, created_at
    FROM contacts
   WHERE ${matches(q)}
   ORDER BY created_at DESC, id DESC
   ${limitOffset(page, limit)}`

const filled = (column: SQL) => sql`nullif(btrim(${column}), '') IS NOT NULL`

const toAdminContact = (row: ContactRow): AdminContact => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name ?? '',
  email: row.email,
  ...(row.phone?.trim() ? { phone: row.phone } : {}),
  ...(row.company?.trim() ? { company: row.company } : {}),
  message: row.message,
  createdAt: isoTime(row.created_at),
})

export async function readContacts(payload: Payload, query: ContactsQuery): Promise<ContactsResponse> {
  const db = readDb(payload, { planEachTime: Boolean(query.q) })
  const [list, stats, searched] = await Promise.all([
    db.execute<ContactRow>(contactsPageSql(query)),
    staffCountersFor(payload).read('contacts', async () => {
      const { rows } = await db.execute<{ total: string; with_phone: string; with_company: string }>(sql`
        SELECT count(*) AS total,
               count(*) FILTER (WHERE ${filled(sql`phone`)}) AS with_phone,
               count(*) FILTER (WHERE ${filled(sql`company`)}) AS with_company
          FROM contacts`)
      const row = rows[0]
      return { total: Number(row?.total ?? 0), withPhone: Number(row?.with_phone ?? 0), withCompany: Number(row?.with_company ?? 0) }
    }),
    query.q ? db.execute<{ matching: string }>(sql`SELECT count(*) AS matching FROM contacts WHERE ${matches(query.q)}`) : undefined,
  ])
  const total = searched ? Number(searched.rows[0]?.matching ?? 0) : stats.total
  return {
    success: true,
    contacts: list.rows.map(toAdminContact),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    total,
    stats,
  }
}
