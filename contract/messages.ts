/**
 * Messages between a client and the support team (spec 1 §3-4, spec 2 §3, §5): the draft
 * schema both forms and the server use, and the shape of a message in /api answers.
 */
import type { PageInfo } from './ids'
import { text, z } from './zod'

export const MESSAGE_SUBJECT_MAX = 200
export const MESSAGE_CONTENT_MAX = 10_000

/** Spec 2 §5: both must be non-empty after trimming. */
export const MESSAGE_REQUIRED = 'Veuillez remplir le sujet et le contenu du message'

/**
 * POST /api/messages/{userId}. `fromAdmin` is read from the session, never from the body
 * (a client's message is always a reply; the back-office sends fromAdmin true as the spec
 * says). `projectId` links the message to one of the client's projects.
 */
export const messageDraftSchema = z.object({
  subject: text({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(MESSAGE_SUBJECT_MAX, `Le sujet ne peut pas dépasser ${MESSAGE_SUBJECT_MAX} caractères`),
  content: text({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(MESSAGE_CONTENT_MAX, `Le message ne peut pas dépasser ${MESSAGE_CONTENT_MAX.toLocaleString('fr-FR')} caractères`),
  fromAdmin: z.boolean({ error: 'Valeur invalide' }).optional(),
  projectId: z
    .number({ error: 'Projet invalide' })
    .int('Projet invalide')
    .positive('Projet invalide')
    .max(2_147_483_647, 'Projet invalide')
    .nullish(),
})
export type MessageDraft = z.infer<typeof messageDraftSchema>

/** The subject of a client's answer to a message: 'Re : <subject>' once, never 'Re : Re : …'. */
export function replySubject(subject: string): string {
  const base = subject.replace(/^(\s*re\s*:\s*)+/i, '')
  return `Re\u00a0: ${base}`.slice(0, MESSAGE_SUBJECT_MAX)
}

/** A message as both screens read it. Text only: screens never render it as HTML. */
export interface ApiMessage {
  id: number
  subject: string
  content: string
  isRead: boolean
  fromAdmin: boolean
  createdAt: string
  projectId?: number
  /** The linked project's name, for the box 'Message lié à un projet'. */
  project?: { id: number; name: string }
}

export interface MessagesResponse extends PageInfo {
  success: true
  messages: ApiMessage[]
  /** Messages addressed to the caller that it has not read yet (all pages). */
  unread: number
}

export interface MessageResponse {
  success: true
  message: ApiMessage
}
