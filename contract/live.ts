/**
 * Live updates (issue 35 item 3): what GET /api/events pushes, shared by the server and the web
 * app. Each event names what changed by its identifiers only (never a message's text or a
 * document's content): the pages read it again through their usual routes, with their usual access.
 */
import { recordId } from './ids'
import { z } from './zod'

export const LIVE_EVENTS_PATH = '/api/events'

/** Pushed to the client it concerns and to staff. */
export const CLIENT_LIVE_EVENTS = ['message', 'message-read', 'document', 'step'] as const
/** Pushed to staff only. */
export const STAFF_LIVE_EVENTS = ['order', 'contact', 'request'] as const

export type LiveEventType = (typeof CLIENT_LIVE_EVENTS)[number] | (typeof STAFF_LIVE_EVENTS)[number]

/** Not a row: what was missed cannot be told (the feed's connection was lost, or the gap is older than kept). Read everything again. */
export const LIVE_RESYNC = 'resync'

/** Identifiers of what changed, by event. */
export interface LiveEventData {
  message: { messageId: number; threadId: number }
  /** Once per conversation and write, however many of its messages were marked. */
  'message-read': { threadId: number }
  document: { projectId: number; documentId: number }
  step: { projectId: number }
  order: { paymentId: number }
  contact: { contactId: number }
  request: { leadId: number }
}

/** The first connection's resumption point (later ones send the Last-Event-ID header). */
export const liveEventsQuerySchema = z.object({
  lastEventId: recordId('Identifiant du dernier événement invalide').optional(),
})

/** Streams one session may hold open at once, on every instance together. */
export const MAX_LIVE_STREAMS_PER_SESSION = 5

export const TOO_MANY_LIVE_STREAMS = 'Trop de connexions en direct ouvertes pour cette session\u00a0: fermez un onglet, puis réessayez.'
