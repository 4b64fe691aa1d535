/**
 * A CSV download as a French Excel opens it: UTF-8 with a BOM, ';' between columns, CRLF,
 * RFC 4180 quoting (csv-stringify), streamed with backpressure. The format of the payments
 * export (cms/features/payments/admin/export-payments.ts), for every export.
 */
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { stringify } from 'csv-stringify'
import type { Response } from 'express'
import type { Logger } from 'pino'

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'])

/**
 * A cell a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') starts with an apostrophe
 * instead (OWASP, CSV injection): names come from the public funnel.
 */
export const inertCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

export interface FrenchCsv {
  filename: string
  columns: readonly string[]
  records: AsyncIterable<string[]>
  logger: Logger
}

export async function sendFrenchCsv(res: Response, { filename, columns, records, logger }: FrenchCsv): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  })
  const csv = stringify({
    bom: true,
    delimiter: ';',
    header: true,
    columns: [...columns],
    record_delimiter: '\r\n',
    // csv-stringify quotes a field holding the record delimiter ('\r\n'), not a lone '\n' or '\r'.
    quoted_match: /[\r\n]/,
  })
  try {
    await pipeline(Readable.from(records), csv, res)
  } catch (error) {
    // The browser gave up (closed the tab, cancelled the download): nothing left to answer.
    if (CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) return
    logger.error({ err: error, filename }, 'CSV export failed mid-stream')
    throw error
  }
}
