import type { IncomingHttpHeaders } from 'node:http'

/** Express headers → the Fetch `Headers` Payload's auth reads. */
export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item)
  }
  return result
}
