/**
 * Live updates (issue 35 item 3): one EventSource on GET /api/events per tab while a client-area
 * or back-office page is shown. Each event names what changed (identifiers only); the pages' swr
 * reads under the keys it touches are read again, in place. A `resync`, or the stream coming back
 * after an error, reads everything again. When the stream is closed (logged out, too many tabs, a
 * server restarting) nothing breaks: the pages refresh as before (on focus), and the stream is
 * tried again later.
 */
import { useEffect } from 'react'
import { type Cache, useSWRConfig } from 'swr'
import { LIVE_EVENTS_PATH, LIVE_RESYNC, type LiveEventType } from '@/contract/live'

export type LiveAudience = 'client' | 'staff'

/** The swr keys (and the keys under them) each event makes stale, for each audience's pages. */
const STALE: Record<LiveEventType, Record<LiveAudience, readonly string[]>> = {
  message: {
    client: ['/api/messages', '/api/dashboard'],
    staff: ['/api/messages', '/api/admin/users', '/api/admin/stats', '/api/admin/queue'],
  },
  'message-read': {
    client: ['/api/messages', '/api/dashboard'],
    staff: ['/api/messages', '/api/admin/users', '/api/admin/stats', '/api/admin/queue'],
  },
  document: {
    client: ['/api/projects', '/api/project', '/api/dashboard'],
    staff: ['/api/projects', '/api/project', '/api/admin/projects', '/api/admin/stats', '/api/admin/queue'],
  },
  step: {
    client: ['/api/projects', '/api/project', '/api/dashboard'],
    staff: ['/api/projects', '/api/project', '/api/admin/projects', '/api/admin/stats', '/api/admin/queue'],
  },
  order: {
    // A refund: the client's orders and its credit note.
    client: ['/api/orders', '/api/invoices', '/api/dashboard'],
    staff: [
      '/api/admin/payments',
      '/api/admin/projects',
      '/api/admin/users',
      '/api/admin/invoices',
      '/api/admin/stats',
      '/api/admin/queue',
    ],
  },
  contact: { client: [], staff: ['/api/contacts', '/api/admin/contacts', '/api/admin/stats', '/api/admin/queue'] },
  request: { client: [], staff: ['/api/admin/requests', '/api/admin/stats', '/api/admin/queue'] },
}
const EVENT_TYPES = Object.keys(STALE) as LiveEventType[]
/** Everything the pages read: what a resync reads again. */
const EVERYTHING = ['/api']

/** A burst of events (a reorder, a conversation read) is read again once. */
const COALESCE_MS = 150
/** After the server closed the stream for good (401, 429, 503…), tried again after these delays, then every last one. */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000]
/** A page left for another keeps the stream this long: moving between pages does not reconnect. */
const LINGER_MS = 5_000

/** While a modal dialog is open, the page waits; checked again this often. */
const MODAL_RECHECK_MS = 400
function modalOpen(): boolean {
  try {
    return document.querySelector('dialog:modal') !== null
  } catch {
    // A browser without :modal (before 2022): our only dialogs are modal ones.
    return document.querySelector('dialog[open]') !== null
  }
}

/** swr's own prefix for useSWRInfinite's keys ('$inf$/api/admin/users?page=1…'). */
const INFINITE_PREFIX = '$inf$'

const under = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`)

type Revalidate = (prefixes: Iterable<string>) => void

/** Reads again every cached key under one of `prefixes`: mounted reads refetch now, the others when next shown. */
function revalidatorFor(cache: Cache, mutate: ReturnType<typeof useSWRConfig>['mutate']): Revalidate {
  return (prefixes) => {
    const list = [...prefixes]
    for (const key of cache.keys()) {
      const infinite = key.startsWith(INFINITE_PREFIX)
      const plain = infinite ? key.slice(INFINITE_PREFIX.length) : key
      if (!list.some((prefix) => under(plain, prefix))) continue
      // A list that grows page by page: `_i` is how swr's own `mutate()` of the hook asks for
      // every loaded page again (swr/infinite), not only the first.
      if (infinite) cache.set(key, { ...cache.get(key), _i: true } as never)
      void mutate(key)
    }
  }
}

/** The tab's one stream, shared by the pages that show it in turn. */
interface Connection {
  audience: LiveAudience
  users: number
  revalidate: Revalidate
  source: EventSource | null
  lastEventId: string | null
  failures: number
  retryTimer?: ReturnType<typeof setTimeout>
  lingerTimer?: ReturnType<typeof setTimeout>
  flushTimer?: ReturnType<typeof setTimeout>
  stale: Set<string>
}

let connection: Connection | null = null

function open(current: Connection) {
  const url = current.lastEventId ? `${LIVE_EVENTS_PATH}?lastEventId=${encodeURIComponent(current.lastEventId)}` : LIVE_EVENTS_PATH
  const source = new EventSource(url)
  current.source = source
  let interrupted = false
  const flush = () => {
    // Nothing changes under an open dialog (a refund being typed, a paper being filed): the page is
    // read again once it closes, and the dialog's own action reads what it changed.
    if (modalOpen()) {
      current.flushTimer = setTimeout(flush, MODAL_RECHECK_MS)
      return
    }
    current.flushTimer = undefined
    const stale = [...current.stale]
    current.stale.clear()
    current.revalidate(stale)
  }
  const soon = (prefixes: readonly string[]) => {
    for (const prefix of prefixes) current.stale.add(prefix)
    current.flushTimer ??= setTimeout(flush, COALESCE_MS)
  }
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (event) => {
      current.lastEventId = (event as MessageEvent).lastEventId || current.lastEventId
      soon(STALE[type][current.audience])
    })
  }
  source.addEventListener(LIVE_RESYNC, () => soon(EVERYTHING))
  source.addEventListener('open', () => {
    current.failures = 0
    // Back after a cut: the server replays what it kept, but the pages may have missed more.
    if (interrupted) soon(EVERYTHING)
    interrupted = false
  })
  source.addEventListener('error', () => {
    interrupted = true
    // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: the server said no.
    if (source.readyState !== EventSource.CLOSED) return
    source.close()
    current.source = null
    const delay = RETRY_DELAYS_MS[Math.min(current.failures, RETRY_DELAYS_MS.length - 1)]!
    current.failures += 1
    current.retryTimer = setTimeout(() => {
      current.retryTimer = undefined
      if (connection === current && current.users > 0) open(current)
    }, delay)
  })
}

function close(current: Connection) {
  clearTimeout(current.retryTimer)
  clearTimeout(current.lingerTimer)
  clearTimeout(current.flushTimer)
  current.source?.close()
  current.source = null
  if (connection === current) connection = null
}

/**
 * Keeps the tab's live stream open while mounted (one line in a page frame). Renders nothing.
 * `audience`: whose events the pages show, the client's own or the back-office's.
 */
export function LiveUpdates({ audience }: { audience: LiveAudience }) {
  const { cache, mutate } = useSWRConfig()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const revalidate = revalidatorFor(cache, mutate)
    if (connection && connection.audience !== audience) close(connection)
    if (!connection) {
      connection = { audience, users: 0, revalidate, source: null, lastEventId: null, failures: 0, stale: new Set() }
      open(connection)
    }
    const current = connection
    current.users += 1
    current.revalidate = revalidate
    clearTimeout(current.lingerTimer)
    return () => {
      current.users -= 1
      if (current.users > 0) return
      current.lingerTimer = setTimeout(() => close(current), LINGER_MS)
    }
  }, [audience, cache, mutate])
  return null
}
