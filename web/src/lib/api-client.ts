/**
 * Calls to /api (spec 1 §7): JSON, cookies always sent. A non-OK answer throws an ApiError
 * whose message is "status: body" (spec 1 §8) and which keeps the parsed body, so screens
 * can show the server's French message.
 */
import type { ApiFailure } from '../../../contract/api'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Partial<ApiFailure> | undefined,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = undefined
  }
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, data as Partial<ApiFailure>)
  return data as T
}

/** The server's French message, or the screen's own fallback (network failure, unexpected answer). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && typeof error.data?.error === 'string' ? error.data.error : fallback
}

const keyToPath = (key: string | readonly string[]) => (typeof key === 'string' ? key : key.join('/'))

/** SWR's default fetcher: key segments joined with '/'. */
export const fetcher = <T>(key: string | readonly string[]) => apiRequest<T>('GET', keyToPath(key))

/** Same, but a 401 answers null instead of throwing (spec 1 §7: "a setting can make it return null"). */
export async function fetcherOrNullOn401<T>(key: string | readonly string[]): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', keyToPath(key))
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
