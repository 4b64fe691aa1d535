/**
 * Messages between a client and the support team (spec 1 §3-4, spec 2 §3, §5): the draft
 * schema both forms and the server use, and the shape of a message in /api answers.
 */
import { DOCUMENT_MAX_BYTES, documentKindSchema } from './documents'
import { type PageInfo, pageQuery, recordId } from './ids'
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
  /**
   * The conversation this message answers: its first message's id (issue 35 item 1). Absent, the
   * message starts a conversation. The reply keeps the conversation's subject, whatever `subject` says.
   */
  threadId: z
    .number({ error: 'Conversation invalide' })
    .int('Conversation invalide')
    .positive('Conversation invalide')
    .max(2_147_483_647, 'Conversation invalide')
    .nullish(),
})
export type MessageDraft = z.infer<typeof messageDraftSchema>

/** The subject of a client's answer to a message: 'Re : <subject>' once, never 'Re : Re : …'. */
export function replySubject(subject: string): string {
  const base = subject.replace(/^(\s*re\s*:\s*)+/i, '')
  return `Re\u00a0: ${base}`.slice(0, MESSAGE_SUBJECT_MAX)
}

/**
 * A file sent with a message (issue 35 item 2): PDF, JPEG or PNG, checked from its bytes as
 * project documents are, downloaded (never shown inline) by its owner and staff from `url`.
 */
export interface ApiAttachment {
  id: number
  fileName: string
  mimeType: string
  /** Bytes. */
  size: number
  /** /api/attachments/{id}/download */
  url: string
  /** The project document staff filed it as, once they did (POST /api/admin/attachments/{id}/file-as-document). */
  filedAs: number | null
}

/** At most this many files per message, each at most DOCUMENT_MAX_BYTES (10 Mo), as for project documents. */
export const ATTACHMENTS_MAX = 5
export const ATTACHMENT_MAX_BYTES = DOCUMENT_MAX_BYTES

/** The multipart part name of each file of POST /api/messages/{userId} (the message's fields come first). */
export const ATTACHMENT_FIELD = 'files'

export const ATTACHMENT_ERRORS = {
  tooMany: `Vous pouvez joindre ${ATTACHMENTS_MAX}\u00a0fichiers au plus à un message`,
  tooLarge: (name: string) => `Le fichier «\u00a0${name}\u00a0» dépasse 10\u00a0Mo`,
  empty: (name: string) => `Le fichier «\u00a0${name}\u00a0» est vide`,
  type: (name: string) => `Le fichier «\u00a0${name}\u00a0» n’est pas accepté\u00a0: seuls les fichiers PDF, JPEG et PNG le sont`,
  damaged: (name: string) => `Le fichier PDF «\u00a0${name}\u00a0» semble endommagé\u00a0: enregistrez-le à nouveau puis réessayez`,
  uploadFailed: 'L’envoi des fichiers a échoué\u00a0: choisissez-les à nouveau puis réessayez',
  notFound: 'Pièce jointe introuvable',
  alreadyFiled: 'Cette pièce jointe est déjà classée comme document',
  projectNotOwned: 'Ce projet n’existe pas ou n’appartient pas au client de cette pièce jointe',
  fromStaff: 'Seules les pièces jointes envoyées par le client peuvent être classées dans un projet',
} as const

/** POST /api/admin/attachments/{id}/file-as-document (staff): the client's project and the document's kind. */
export const fileAsDocumentSchema = z.object({
  projectId: z
    .number({ error: 'Veuillez choisir un projet' })
    .int('Projet invalide')
    .positive('Projet invalide')
    .max(2_147_483_647, 'Projet invalide'),
  kind: documentKindSchema,
})
export type FileAsDocumentInput = z.input<typeof fileAsDocumentSchema>

export const attachmentPaths = {
  download: (attachmentId: number | string) => `/api/attachments/${attachmentId}/download`,
  fileAsDocument: (attachmentId: number | string) => `/api/admin/attachments/${attachmentId}/file-as-document`,
}

/** A message as both screens read it. Text only: screens never render it as HTML. */
export interface ApiMessage {
  id: number
  subject: string
  content: string
  isRead: boolean
  fromAdmin: boolean
  createdAt: string
  /** The conversation: its first message's id (a message starting one carries its own id). */
  threadId: number
  projectId?: number
  /** The linked project's name, for the box 'Message lié à un projet'. */
  project?: { id: number; name: string }
  /** Its files, in the order they were sent (empty when none). */
  attachments: ApiAttachment[]
}

export interface MessagesResponse extends PageInfo {
  success: true
  messages: ApiMessage[]
  /** Messages addressed to the caller that it has not read yet (all pages). */
  unread: number
}

/** A `threadId` that is not one of this client's conversations (another client's, a reply's id). */
export const THREAD_NOT_FOUND = 'Conversation introuvable.'

/** GET /api/messages/{userId}?threadId=N: one conversation's messages, in the same page answer. */
export const messagesQuerySchema = pageQuery(20, 100).extend({
  threadId: recordId('Conversation invalide').optional(),
})

/** A conversation as the lists show it: its first message's subject, its last activity, its counts. */
export interface ApiThread {
  /** The first message's id. */
  id: number
  subject: string
  /** When its newest message was written. */
  lastMessageAt: string
  /** Whether its newest message is support's. */
  lastFromAdmin: boolean
  messageCount: number
  /** Messages from the other side the reader has not read. */
  unread: number
  projectId?: number
}

/** GET /api/messages/{userId}/threads: conversations, newest activity first. */
export interface ThreadsResponse extends PageInfo {
  success: true
  threads: ApiThread[]
  /** Messages addressed to the caller that it has not read yet (all conversations). */
  unread: number
}

/** PATCH /api/messages/{userId}/threads/{threadId}/read: how many messages were marked. */
export interface ThreadReadResponse {
  success: true
  marked: number
}

export interface MessageResponse {
  success: true
  message: ApiMessage
}
