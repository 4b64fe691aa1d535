import { contactsQuery } from '@/contract/admin-inbox'
import { defineHandler } from '@/cms/infra/http/route'
import { readContacts } from './contact-reads'

/**
 * GET /api/contacts?q=&page=&limit= (back-office, spec 2 §2, §7): the contact form's messages,
 * newest first, searched on the server (name, email, company), with the statistics block's
 * counts over every contact.
 */
export const listContacts = defineHandler({
  query: contactsQuery,
  async run({ query, payload }) {
    return readContacts(payload, query)
  },
})
