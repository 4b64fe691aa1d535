/**
 * GET /api/admin/payments/export.csv?status= : the filtered list as a CSV file, streamed. Rows
 * are read in batches of 500 (keyset on id) and written as they come, with backpressure: memory
 * stays one batch whatever the table holds. UTF-8 with a BOM and ';' (what a French Excel opens
 * as columns), RFC 4180 quoting by csv-stringify.
 */
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { stringify } from 'csv-stringify'
import { format } from 'date-fns'
import { PAYMENTS_CSV_HEADERS, paymentsExportQuery } from '@/contract/admin-payments'
import { defineHandler } from '@/cms/infra/http/route'
import { BUSINESS_TIME_ZONE, wallClock } from '@/cms/infra/lib/french-date'
import { paymentCsvRecord } from './payment-csv'
import { paymentBatches } from './payment-reads'

const BATCH_SIZE = 500
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'])

export const exportPayments = defineHandler({
  query: paymentsExportQuery,
  async run({ query, payload, res, logger }) {
    const batches = paymentBatches(payload, query.status, BATCH_SIZE)
    // The first batch is read before anything is sent: a database failure still answers a JSON 500, not half a file.
    const first = await batches.next()
    async function* records() {
      if (!first.done) for (const row of first.value) yield paymentCsvRecord(row)
      for await (const batch of batches) for (const row of batch) yield paymentCsvRecord(row)
    }

    const day = format(wallClock(new Date(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd')
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="paiements-${day}.csv"`,
      'Cache-Control': 'no-store',
    })
    const csv = stringify({
      bom: true,
      delimiter: ';',
      header: true,
      columns: [...PAYMENTS_CSV_HEADERS],
      record_delimiter: '\r\n',
      // csv-stringify quotes a field holding the record delimiter ('\r\n'), not a lone '\n' or '\r': a
      // name or project typed on two lines would split the row in a spreadsheet.
      quoted_match: /[\r\n]/,
    })
    try {
      await pipeline(Readable.from(records()), csv, res)
    } catch (error) {
      // The browser gave up (closed the tab, cancelled the download): nothing left to answer.
      if (CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) return
      logger.error({ err: error }, 'Payments export failed mid-stream')
      throw error
    }
  },
})
