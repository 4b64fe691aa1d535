import type { ContactInput } from '@/contract/contacts'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/contacts: the contact form's message, stored for the back-office. */
export const sendContact = (input: ContactInput) =>
  apiFetch<{ success: true; contact: { id: number } }>('/api/contacts', { method: 'POST', body: input })
