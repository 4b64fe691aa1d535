/**
 * A multipart POST that reports how much was sent: fetch has no upload progress, so this is
 * XMLHttpRequest. Failures are the same ApiError as apiFetch's (status, parsed French body),
 * so screens read them with serverMessage().
 */
import type { ApiFailure } from '@/contract/api'
import { localeOfPath } from '@/contract/i18n/locales'
import { ApiError } from '@/web/src/lib/api-client'

export interface UploadOptions {
  /** 0 to 100, as the bytes leave the browser. */
  onProgress: (percent: number) => void
  signal?: AbortSignal
}

export function uploadWithProgress<T>(url: string, body: FormData, { onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    // The server answers in the page's language (issue 37), as apiFetch asks.
    xhr.setRequestHeader('Accept-Language', localeOfPath(location.pathname))
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded * 100) / event.total)
    })
    xhr.addEventListener('load', () => {
      const text = xhr.responseText
      let data: unknown
      try {
        data = text ? JSON.parse(text) : undefined
      } catch {
        data = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100)
        resolve(data as T)
        return
      }
      const failure = data && typeof data === 'object' ? (data as Partial<ApiFailure>) : undefined
      reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, failure))
    })
    // A connection cut (or a server closing it on a too large body) gives no answer to read.
    xhr.addEventListener('error', () => reject(new TypeError('Network error')))
    xhr.addEventListener('abort', () => reject(new DOMException('Envoi annulé', 'AbortError')))
    if (signal?.aborted) {
      reject(new DOMException('Envoi annulé', 'AbortError'))
      return
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}
