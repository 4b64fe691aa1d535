/**
 * The back-office's work queue « À traiter » (issue 35 item 4): what waits for the team now, by
 * kind, with its count and its oldest items. GET /api/admin/queue answers it; the home shows it
 * and the back-office's navigation shows its counts as badges, both from one swr key.
 */

export const ADMIN_QUEUE_KEY = '/api/admin/queue'

/** The kinds of work, in the order the home shows them. */
export const QUEUE_KINDS = ['messages', 'documents', 'orders', 'contacts', 'requests'] as const
export type QueueKind = (typeof QUEUE_KINDS)[number]

/** How many of each kind's items the answer carries (oldest first); the count says how many wait. */
export const QUEUE_ITEMS_SHOWN = 5

export interface QueueItem {
  /** The item's own id: the client (messages, one item per client), the document, the payment, the contact, the request. */
  id: number
  /** Who: the client, the visitor or the prospect. */
  who: string
  /** What, in a few words: a subject, a document's kind, a project's name, the start of a message, an offer. */
  label: string
  /** When it arrived (messages: the client's oldest unread message; orders: the payment). ISO 8601. */
  at: string
  /** How many this item stands for: a client's unread messages; 1 for the other kinds. */
  count: number
  /** The back-office page that shows it. */
  href: string
}

export interface QueueEntry {
  /** How many wait: unread client messages, documents to review, paid orders whose project has not started, new contacts, new requests. */
  count: number
  /** The first few, oldest first (at most QUEUE_ITEMS_SHOWN). */
  items: QueueItem[]
  /** The back-office page listing them all. */
  href: string
}

/** GET /api/admin/queue. */
export interface AdminQueueResponse {
  success: true
  queue: Record<QueueKind, QueueEntry>
}

/** The pages each kind opens. */
export const queueLinks = {
  /** The client's conversations, selected (and found by its email in the list's search). */
  client: (id: number, email: string) => `/admin/messages?${new URLSearchParams({ client: String(id), q: email })}`,
  project: (id: number) => `/admin/project/${id}`,
  messages: '/admin/messages',
  documents: '/admin/projects',
  /** Paid orders wait in projects not started: « En attente ». */
  orders: '/admin/projects?status=pending',
  contacts: '/admin/contacts?status=new',
  requests: '/admin/requests?status=new',
} as const

/** The query param of /admin/messages that selects a client (queueLinks.client). */
export const SELECTED_CLIENT_PARAM = 'client'
