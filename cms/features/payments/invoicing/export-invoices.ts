/**
 * GET /api/admin/invoices/export.csv: the accounting journal of invoices and credit notes, in
 * issue order, in the payments export's French-Excel format. A credit note's amount is negative:
 * the column sums to what was kept, per currency.
 */
import { format } from 'date-fns'
import { decimalComma } from '@/contract/admin-payments'
import { type InvoiceBuyer, INVOICES_CSV_HEADERS } from '@/contract/invoices'
import { timestampText } from '@/cms/infra/db/row-values'
import { defineHandler } from '@/cms/infra/http/route'
import { inertCell, sendFrenchCsv } from '@/cms/infra/lib/french-csv'
import { BUSINESS_TIME_ZONE, wallClock } from '@/cms/infra/lib/french-date'
import { csvDateTime } from '@/cms/features/payments/admin/payment-csv'
import { journalBatches, type JournalRow } from './invoice-reads'

/** The columns of INVOICES_CSV_HEADERS, in that order. */
export function journalRecord(row: JournalRow): string[] {
  const buyer = row.buyer as InvoiceBuyer
  const isInvoice = row.kind === 'invoice'
  return [
    row.number,
    csvDateTime(timestampText(row.issuedAt)),
    inertCell(buyer.company ? `${buyer.company} (${buyer.name})` : buyer.name),
    decimalComma(isInvoice ? row.amount : `-${row.amount}`),
    row.currency,
    isInvoice ? 'Facture' : 'Avoir',
    isInvoice ? '' : (row.correctsNumber ?? ''),
  ]
}

export const exportInvoices = defineHandler({
  async run({ payload, res, logger }) {
    const batches = journalBatches(payload)
    // The first batch is read before anything is sent: a database failure still answers a JSON 500, not half a file.
    const first = await batches.next()
    async function* records() {
      if (!first.done) for (const row of first.value) yield journalRecord(row)
      for await (const batch of batches) for (const row of batch) yield journalRecord(row)
    }
    const day = format(wallClock(new Date(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd')
    await sendFrenchCsv(res, { filename: `journal-factures-${day}.csv`, columns: INVOICES_CSV_HEADERS, records: records(), logger })
  },
})
