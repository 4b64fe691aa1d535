/**
 * GET /api/admin/newsletter/export: the confirmed subscribers (email, date of confirmation) as a CSV
 * file in the French-Excel format of every export (cms/infra/lib/french-csv.ts), streamed in batches.
 */
import { format } from 'date-fns'
import { NEWSLETTER_CSV_HEADERS } from '@/contract/newsletter'
import { defineHandler } from '@/cms/infra/http/route'
import { inertCell, sendFrenchCsv } from '@/cms/infra/lib/french-csv'
import { BUSINESS_TIME_ZONE, frenchDateTime, wallClock } from '@/cms/infra/lib/french-date'
import { confirmedBatches } from '../subscriber-store'

const BATCH_SIZE = 500

export const exportSubscribers = defineHandler({
  async run({ payload, res, logger }) {
    const batches = confirmedBatches(payload, BATCH_SIZE)
    // The first batch is read before anything is sent: a database failure still answers a JSON 500, not half a file.
    const first = await batches.next()
    const record = (row: { email: string; confirmedAt: string | null }) => [
      inertCell(row.email),
      row.confirmedAt ? frenchDateTime(new Date(row.confirmedAt)) : '',
    ]
    async function* records() {
      if (!first.done) for (const row of first.value) yield record(row)
      for await (const batch of batches) for (const row of batch) yield record(row)
    }
    const day = format(wallClock(new Date(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd')
    await sendFrenchCsv(res, { filename: `abonnes-lettre-${day}.csv`, columns: NEWSLETTER_CSV_HEADERS, records: records(), logger })
  },
})
