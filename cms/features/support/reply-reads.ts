/** The replies sent from the back-office to the items of one page, oldest first, in one query per page. */
import { asc, inArray } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { SupportReply } from '@/contract/support-handling'
import { support_replies } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { timestampText } from '@/cms/infra/db/row-values'
import type { HandledItem } from './handling'

const COLUMN = { contact: support_replies.contact, request: support_replies.lead } as const

export async function repliesFor(payload: Payload, item: HandledItem, ids: number[]): Promise<Map<number, SupportReply[]>> {
  const byItem = new Map<number, SupportReply[]>()
  if (ids.length === 0) return byItem
  const column = COLUMN[item]
  const db = await drizzleFor(payload)
  const rows = await db
    .select({
      item: column,
      id: support_replies.id,
      to: support_replies.to,
      subject: support_replies.subject,
      content: support_replies.content,
      sentBy: support_replies.sentBy,
      sentAt: support_replies.createdAt,
    })
    .from(support_replies)
    .where(inArray(column, ids))
    .orderBy(asc(support_replies.createdAt), asc(support_replies.id))
  for (const { item: itemId, sentAt, ...reply } of rows) {
    if (itemId === null) continue
    const list = byItem.get(itemId) ?? []
    list.push({ ...reply, sentAt: timestampText(sentAt) })
    byItem.set(itemId, list)
  }
  return byItem
}

export const toSupportReply = (row: Omit<SupportReply, 'sentAt'> & { sentAt: string }): SupportReply => ({
  ...row,
  sentAt: timestampText(row.sentAt),
})
