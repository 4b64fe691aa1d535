/**
 * A server-sent events reader for tests (GET /api/events): what a browser's EventSource sees,
 * read from the real stream with fetch, each event and comment kept with the time it arrived.
 */
export interface StreamEvent {
  id: string | null
  event: string
  data: string
  at: number
}

export class EventStream {
  readonly events: StreamEvent[] = []
  readonly comments: { text: string; at: number }[] = []
  retry: number | null = null
  /** Resolves when the server ends the stream (or it is closed here). */
  readonly ended: Promise<void>
  isEnded = false
  private readonly waiters = new Set<() => void>()

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.ended = this.read().finally(() => {
      this.isEnded = true
      this.notify()
    })
  }

  /** Opens the stream; a refused one (401, 429…) is returned with its status and JSON body instead. */
  static async open(
    baseUrl: string,
    options: { cookie?: string; lastEventId?: string | number; query?: string; headers?: Record<string, string> } = {},
  ): Promise<EventStream | { status: number; body: { error?: string }; headers: Headers }> {
    const abort = new AbortController()
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers }
    if (options.cookie) headers.Cookie = options.cookie
    if (options.lastEventId !== undefined) headers['Last-Event-ID'] = String(options.lastEventId)
    const response = await fetch(`${baseUrl}/api/events${options.query ?? ''}`, { headers, signal: abort.signal })
    if (response.status !== 200) {
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as { error?: string }) : {}, headers: response.headers }
    }
    return new EventStream(response, abort)
  }

  private notify() {
    for (const waiter of this.waiters) waiter()
  }

  private async read() {
    const reader = this.response.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
        this.notify()
      }
    } catch {
      // Closed here (abort): the stream is over.
    }
  }

  private parse(block: string) {
    const at = Date.now()
    let id: string | null = null
    let event = 'message'
    const data: string[] = []
    let isEvent = false
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push({ text: line.slice(1).trim(), at })
      else if (line.startsWith('retry:')) this.retry = Number(line.slice(6))
      else if (line.startsWith('id:')) id = line.slice(3).trim()
      else if (line.startsWith('event:')) {
        event = line.slice(6).trim()
        isEvent = true
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).trim())
        isEvent = true
      }
    }
    if (isEvent) this.events.push({ id, event, data: data.join('\n'), at })
  }

  /** The first event (from the start) that matches, waiting up to `timeoutMs`. */
  async waitFor(match: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.events.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0 || this.isEnded) {
        throw new Error(`No matching event within ${timeoutMs} ms; got: ${JSON.stringify(this.events.map((e) => [e.event, e.data]))}`)
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          this.waiters.delete(done)
          resolve()
        }
        const timer = setTimeout(done, left)
        this.waiters.add(done)
      })
    }
  }

  close() {
    this.abort.abort()
  }
}

/** An event's identifiers. */
export const dataOf = (event: StreamEvent) => JSON.parse(event.data) as Record<string, unknown>
