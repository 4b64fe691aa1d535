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

/** POST /api/admin/contacts/{id}/reply and /api/admin/requests/{id}/reply: sent by email, kept in the item's history. */
export const supportReplySchema = z.object({
  subject: text().trim().min(3, 'Indiquez l’objet de la réponse.').max(200, 'L’objet tient en 200 caractères au plus.'),
  content: text()
    .trim()
    .min(10, 'Votre réponse est trop courte (10 caractères au moins).')
    .max(10_000, 'La réponse tient en 10 000 caractères au plus.'),
  // The back-office signs in with one key: the agent names themself; the email is signed with it.
  sentBy: text().trim().min(2, 'Indiquez votre prénom\u00a0: il signe la réponse.').max(100, 'Le nom tient en 100 caractères au plus.'),
})
export type SupportReplyInput = z.infer<typeof supportReplySchema>

/** A reply sent from the back-office, as the item's history shows it. */
export interface SupportReply {
  id: number
  to: string
  subject: string
  content: string
  sentBy: string
  sentAt: string
}

/** Where the back-office stands with a contact message or a service request. */
export interface Handling {
  status: HandlingStatus
  note: string | null
  statusChangedAt: string | null
  /** Replies sent from the back-office, oldest first. */
  replies: SupportReply[]
}

export interface HandlingUpdateResponse {
  success: true
  handling: Omit<Handling, 'replies'>
}

export interface SupportReplyResponse {
  success: true
  reply: SupportReply
  /** A new item becomes « En cours » once answered. */
  status: HandlingStatus
}

/** The list filter: all, or one status (`?status=`; empty is no filter). */
export const handlingStatusFilter = z
  .union([z.literal(''), z.enum(HANDLING_STATUSES)], { error: 'Statut invalide\u00a0: nouveau, en cours ou traité' })
  .optional()
  .transform((value) => (value ? value : undefined))

export const supportPaths = {
  contact: (id: number) => `/api/admin/contacts/${id}`,
  contactReply: (id: number) => `/api/admin/contacts/${id}/reply`,
  request: (id: number) => `/api/admin/requests/${id}`,
  requestReply: (id: number) => `/api/admin/requests/${id}/reply`,
}
