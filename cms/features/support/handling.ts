/**
 * PATCH /api/admin/contacts/{id} and /api/admin/requests/{id} {status, note?} (issue 35 item 5):
 * where the back-office stands with a contact message or a service request. One typed UPDATE;
 * the status's time moves only when the status does.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { recordId } from '@/contract/ids'
import { type HandlingUpdateInput, type HandlingUpdateResponse, handlingUpdateSchema } from '@/contract/support-handling'
import { z } from '@/contract/zod'
import { contacts, leads } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { publishLiveEvent } from '@/cms/features/live'
import { timestampText } from '@/cms/infra/db/row-values'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'

export type HandledItem = 'contact' | 'request'

const TABLES = { contact: contacts, request: leads } as const
export const ITEM_NOT_FOUND: Record<HandledItem, string> = { contact: 'Message de contact introuvable.', request: 'Demande introuvable.' }

/** The live event telling the back-office that this item changed (issue 35 item 3): staff only. */
export const liveEventOf = (item: HandledItem, id: number) =>
  item === 'contact'
    ? ({ type: 'contact', staffOnly: true, data: { contactId: id } } as const)
    : ({ type: 'request', staffOnly: true, data: { leadId: id } } as const)

async function updateHandling(payload: Payload, item: HandledItem, id: number, input: HandlingUpdateInput) {
  return withTransaction(payload, async (req) => {
    const row = await updateRow(payload, req, item, id, input)
    // With the change, in its transaction: the other agents' pages show it (issue 35 item 3).
    if (row) await publishLiveEvent(payload, liveEventOf(item, id), { req })
    return row
  })
}

async function updateRow(payload: Payload, req: PayloadRequest, item: HandledItem, id: number, input: HandlingUpdateInput) {
  const table = TABLES[item]
  const db = await drizzleFor(payload, req)
  const [row] = await db
    .update(table)
    .set({
      status: input.status,
      ...(input.note !== undefined ? { note: input.note || null } : {}),
      statusChangedAt: sql`CASE WHEN ${table.status} IS DISTINCT FROM ${input.status} THEN now() ELSE ${table.statusChangedAt} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(table.id, id))
    .returning({ status: table.status, note: table.note, statusChangedAt: table.statusChangedAt })
  return row
}

export function handlingRoute(item: HandledItem) {
  return defineHandler({
    params: z.object({ id: recordId(ITEM_NOT_FOUND[item]) }),
    body: handlingUpdateSchema,
    async run({ params, body, payload }): Promise<HandlingUpdateResponse> {
      const row = await updateHandling(payload, item, params.id, body)
      if (!row) throw notFound(ITEM_NOT_FOUND[item])
      return {
        success: true,
        handling: {
          status: row.status ?? 'new',
          note: row.note,
          statusChangedAt: row.statusChangedAt === null ? null : timestampText(row.statusChangedAt),
        },
      }
    },
  })
}
