/**
 * A GET with exactly the headers given, its body as the bytes that came. fetch() adds its own
 * Accept-Encoding and decodes the body, and with If-None-Match it adds Cache-Control: no-cache;
 * checks of compression and of 304s need the request as a crawler or an older client sends it.
 */
import http from 'node:http'

export interface RawAnswer {
  status?: number
  headers: http.IncomingHttpHeaders
  /** The Content-Encoding, if any. */
  encoding?: string
  body: Buffer
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({
            status: answer.statusCode,
            headers: answer.headers,
            encoding: answer.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}
