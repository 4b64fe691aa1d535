/**
 * An HTTP client for /api that behaves like the browser: it keeps cookies, sends JSON,
 * and sends the site's Origin on every call.
 */
import { parseSetCookie } from 'cookie'

export interface ApiResponse<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export class ApiClient {
  readonly cookies = new Map<string, string>()

  /** headers: sent on every call (e.g. X-Forwarded-For, to be a distinct visitor). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  private storeCookies(headers: Headers) {
    for (const header of headers.getSetCookie()) {
      const cookie = parseSetCookie(header)
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()) || !cookie.value
      if (expired) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value ?? '')
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Sends raw text as the body (malformed JSON tests). */
  async raw(method: string, path: string, body: string, contentType = 'application/json'): Promise<ApiResponse> {
    return this.send(method, path, { body, contentType })
  }

  async request<T = Record<string, unknown>>(method: string, path: string, json?: unknown): Promise<ApiResponse<T>> {
    return this.send(method, path, json === undefined ? {} : { body: JSON.stringify(json), contentType: 'application/json' })
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path)
  post = <T = Record<string, unknown>>(path: string, json?: unknown) => this.request<T>('POST', path, json ?? {})
  patch = <T = Record<string, unknown>>(path: string, json?: unknown) => this.request<T>('PATCH', path, json ?? {})

  private async send<T>(method: string, path: string, input: { body?: string; contentType?: string }): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Origin: this.baseUrl, Accept: 'application/json', ...this.headers }
    if (input.contentType) headers['Content-Type'] = input.contentType
    const cookie = this.cookieHeader()
    if (cookie) headers.Cookie = cookie
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: input.body, redirect: 'manual' })
    this.storeCookies(response.headers)
    const text = await response.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers }
  }
}
