/**
 * An answer kept in memory (a public page: cms/http/web-app.ts; a public blog list:
 * cms/blog/public-answers.ts), compressed once per encoding while it is kept, not on every
 * request: brotli of the 50 KB landing page is about 3 ms of CPU, more than everything else its
 * answer costs (600 against 2,400 answers a second on two cores). The compression middleware
 * leaves an answer that already has a Content-Encoding.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'

type Encoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const ENCODERS: Record<Encoding, (text: string) => Promise<Buffer>> = {
  // Quality 5: the ratio of 6 and more for half the time; done once per page and per few seconds.
  br: (text) => brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => gzip(text),
}

/** An answer's text and its compressed copies, made the first time a client asks for each. */
export interface KeptBody {
  text: string
  encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

export const keptBody = (text: string): KeptBody => ({ text, encoded: {} })

/** Brotli when the browser takes it (every current one does), gzip otherwise, or none. */
function preferredEncoding(req: Request): Encoding | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br'
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip'
  return undefined
}

/** The body to send for this request: the compressed copy it accepts (its headers set), or the text. */
export async function bodyFor(req: Request, res: Response, kept: KeptBody): Promise<string | Buffer> {
  res.vary('Accept-Encoding')
  const encoding = preferredEncoding(req)
  if (!encoding) return kept.text
  let encoded = kept.encoded[encoding]
  if (!encoded) {
    encoded = ENCODERS[encoding](kept.text)
    kept.encoded[encoding] = encoded
    // Not kept if it failed: the next request tries again (this one is sent as it is).
    encoded.catch(() => {
      if (kept.encoded[encoding] === encoded) delete kept.encoded[encoding]
    })
  }
  try {
    const body = await encoded
    res.set('Content-Encoding', encoding)
    return body
  } catch {
    return kept.text
  }
}
