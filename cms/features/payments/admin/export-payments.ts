/**
 * GET /api/admin/payments/export.csv?status= : the filtered list as a CSV file, streamed. Rows
 * are read in batches of 500 (keyset on id) and written as they come, with backpressure: memory
 * stays one batch whatever the table holds, in the French-Excel format of every export
 * (cms/infra/lib/french-csv.ts).
 */
import { format } from 'date-fns'
import { PAYMENTS_CSV_HEADERS, paymentsExportQuery } from '@/contract/admin-payments'
import { defineHandler } from '@/cms/infra/http/route'
import { sendFrenchCsv } from '@/cms/infra/lib/french-csv'
import { BUSINESS_TIME_ZONE, wallClock } from '@/cms/infra/lib/french-date'
import { paymentCsvRecord } from './payment-csv'
import { paymentBatches } from './payment-reads'

const BATCH_SIZE = 500

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
    await sendFrenchCsv(res, { filename: `paiements-${day}.csv`, columns: PAYMENTS_CSV_HEADERS, records: records(), logger })
  },
})
