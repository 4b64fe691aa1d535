import { mutate } from 'swr'
import {
  type HandlingUpdateInput,
  type HandlingUpdateResponse,
  supportPaths,
  type SupportReplyInput,
  type SupportReplyResponse,
} from '@/contract/support-handling'
import { apiFetch } from '@/web/src/lib/api-client'

export type HandledItem = 'contact' | 'request'

/** PATCH /api/admin/contacts/{id} or /api/admin/requests/{id}: status and note. */
export const updateHandling = (item: HandledItem, id: number, input: HandlingUpdateInput) =>
  apiFetch<HandlingUpdateResponse>(item === 'contact' ? supportPaths.contact(id) : supportPaths.request(id), {
    method: 'PATCH',
    body: input,
  })

/** POST …/reply: sent by email through the queue, kept in the item's history. */
export const sendSupportReply = (item: HandledItem, id: number, input: SupportReplyInput) =>
  apiFetch<SupportReplyResponse>(item === 'contact' ? supportPaths.contactReply(id) : supportPaths.requestReply(id), {
    method: 'POST',
    body: input,
  })

/** Reads every page of the list again (the item may leave a filtered page). */
export async function refreshInbox(item: HandledItem) {
  const prefix = item === 'contact' ? '/api/contacts?' : '/api/admin/requests?'
  await mutate((key) => typeof key === 'string' && key.startsWith(prefix))
}
