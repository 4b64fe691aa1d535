/**
 * Compressed answers without the compression middleware's streams. For a 7 KB list, the
 * middleware (a zlib stream per answer, run on the thread pool) cost 0.5 to 0.7 ms of CPU, more than
 * the list itself; compressing the finished text in one call costs 0.05 to 0.1 ms for the same
 * bytes. /api answers are all compressed here (cms/app.ts keeps the middleware for the site's
 * other answers, and it leaves one that already has a Content-Encoding).
 *
 * Kept answers (a public page: cms/infra/http/web-app.ts; a public blog list: cms/features/blog/public-answers.ts)
 * go further: compressed once per encoding while they are kept, not on every request (brotli of
 * the 50 KB landing page is about 3 ms: 600 against 2,400 answers a second on two cores).
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'

type Encoding = 'br' | 'gzip'

/** Below this, compression saves less than a packet (the middleware's own threshold). */
const MIN_BYTES = 1024
/** Above this, compressing on the event loop would hold it too long: done on the thread pool. */
const MAX_INLINE_BYTES = 128 * 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Brotli when the client takes it (every current browser does), gzip otherwise, or none. */
function preferredEncoding(req: Request): Encoding | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br'
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip'
  return undefined
}

/**
 * An /api answer, compressed for this request if the client takes it (its headers set).
 * Brotli quality 3: within 3 % of quality 4's size for half its time, on answers made once.
 */
export function encodeAnswer(req: Request, res: Response, text: string): string | Buffer | Promise<Buffer> {
  res.vary('Accept-Encoding')
  if (text.length < MIN_BYTES) return text
  const encoding = preferredEncoding(req)
  if (!encoding) return text
  res.setHeader('Content-Encoding', encoding)
  const inline = text.length <= MAX_INLINE_BYTES
  if (encoding === 'gzip') return inline ? zlib.gzipSync(text) : gzip(text)
  const options = {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  }
  return inline ? zlib.brotliCompressSync(text, options) : brotli(text, options)
}

const KEPT_ENCODERS: Record<Encoding, (text: string) => Promise<Buffer>> = {
  // Quality 5: the ratio of 6 and more for half the time; done once per answer and per few seconds.
  br: (text) => brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => gzip(text),
}

/** An answer's text and its compressed copies, made the first time a client asks for each. */
export interface KeptBody {
  text: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

export const keptBody = (text: string): KeptBody => ({ text, encoded: {} })

/** The body to send for this request: the compressed copy it accepts (its headers set), or the text. */
export async function bodyFor(req: Request, res: Response, kept: KeptBody): Promise<string | Buffer> {
  res.vary('Accept-Encoding')
  const encoding = preferredEncoding(req)
  // As encodeAnswer: under 1 KB, compression saves less than its headers and work cost.
  if (!encoding || kept.text.length < MIN_BYTES) return kept.text
  let encoded = kept.encoded[encoding]
  if (!encoded) {
    encoded = KEPT_ENCODERS[encoding](kept.text)
    kept.encoded[encoding] = encoded
    // Not kept if it failed: the next request tries again (this one is sent as it is).
    encoded.catch(() => {
      if (kept.encoded[encoding] === encoded) delete kept.encoded[encoding]
    })
  }
  try {
    const body = await encoded
    res.setHeader('Content-Encoding', encoding)
    return body
  } catch {
    return kept.text
  }
}
