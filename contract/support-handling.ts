/**
 * How the back-office handles a contact message or a service request (issue 35 item 5): its
 * status, a note, and the replies written from the back-office. Shared by the collections, the
 * server and the screens.
 */
import { text, z } from './zod'

export const HANDLING_STATUSES = ['new', 'in_progress', 'handled'] as const
export type HandlingStatus = (typeof HANDLING_STATUSES)[number]

export const HANDLING_STATUS_LABELS: Record<HandlingStatus, string> = {
  new: 'Nouveau',
  in_progress: 'En cours',
  handled: 'Traité',
}

export const HANDLING_NOTE_MAX = 2000

/** PATCH /api/admin/contacts/{id} and /api/admin/requests/{id}. */
export const handlingUpdateSchema = z.object({
  status: z.enum(HANDLING_STATUSES, { error: 'Statut invalide\u00a0: nouveau, en cours ou traité' }),
  note: text().trim().max(HANDLING_NOTE_MAX, `La note tient en ${HANDLING_NOTE_MAX} caractères au plus.`).optional(),
})
export type HandlingUpdateInput = z.infer<typeof handlingUpdateSchema>
