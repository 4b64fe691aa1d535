/**
 * Calls to /api (spec 1 §7): JSON, cookies always sent. A non-OK answer throws an ApiError
 * whose message is "status: body" (spec 1 §8) and which keeps the status and the parsed
 * body, so screens can show the server's message, in the page's language: every call says it
 * in Accept-Language, and the server translates its messages for Arabic pages (issue 37).
 */
import type { ApiFailure } from '@/contract/api'
import { localeOfPath } from '@/contract/i18n/locales'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body of the failure, when there was one. */
    readonly data: Partial<ApiFailure> | undefined,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiFetchOptions {
  /** Defaults to GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON when present; a FormData goes as multipart/form-data (the browser writes its boundary). */
  body?: unknown
  signal?: AbortSignal
}

export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiFetchOptions = {}): Promise<T> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData
  // The server answers in the page's language (issue 37), whatever the browser's own preference.
  const language = typeof location === 'undefined' ? 'fr' : localeOfPath(location.pathname)
  const accept = { Accept: 'application/json', 'Accept-Language': language }
  const response = await fetch(path, {
    method,
    headers: body === undefined || multipart ? accept : { ...accept, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
  })
  const text = await response.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = undefined
  }
  if (!response.ok) {
    const failure = data && typeof data === 'object' ? (data as Partial<ApiFailure>) : undefined
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, failure)
  }
  return data as T
}

/**
 * A multipart/form-data body: the text fields first (the server reads them before the files),
 * then each file under `fileField`. Empty values are left out.
 */
export function formDataOf(
  fields: Record<string, string | number | null | undefined>,
  fileField: string,
  files: readonly File[],
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value))
  for (const file of files) form.append(fileField, file, file.name)
  return form
}

/**
 * The server's message (`error` field), already in the page's language, or the screen's own
 * fallback (network failure, unexpected answer): give the fallback in the page's language too.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && typeof error.data?.error === 'string' && error.data.error ? error.data.error : fallback
}

export type FetcherKey = string | readonly (string | number)[]

const keyToPath = (key: FetcherKey) => (typeof key === 'string' ? key : key.join('/'))

/**
 * SWR fetchers: the key's segments are joined with '/' (['/api/messages', 12] → /api/messages/12).
 * `on401: 'returnNull'` answers null instead of throwing (spec 1 §7: "a setting can make it return null").
 */
export function createFetcher(options: { on401: 'returnNull' }): <T>(key: FetcherKey) => Promise<T | null>
export function createFetcher(options?: { on401: 'throw' }): <T>(key: FetcherKey) => Promise<T>
export function createFetcher({ on401 }: { on401: 'throw' | 'returnNull' } = { on401: 'throw' }) {
  return async <T>(key: FetcherKey): Promise<T | null> => {
    try {
      return await apiFetch<T>(keyToPath(key))
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null
      throw error
    }
  }
}

/** The default fetcher of the SWR provider: a 401 throws. */
export const fetcher = createFetcher()
