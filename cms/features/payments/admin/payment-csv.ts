/**
 * One CSV line of the payments export, as French spreadsheets read it: dates 'dd/MM/yyyy HH:mm'
 * on the operator's clock (Paris, as receipts and emails), decimal comma, French labels.
 */
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import { decimalComma, paymentProviderLabel, paymentStatusLabel } from '@/contract/admin-payments'
import { orderNumber } from '@/contract/payments'
import { timestampText } from '@/cms/infra/db/row-values'
import { inertCell } from '@/cms/infra/lib/french-csv'
import { BUSINESS_TIME_ZONE, wallClock } from '@/cms/infra/lib/french-date'
import type { PaymentRow } from './payment-reads'

export const csvDateTime = (value: Date | string) =>
  format(wallClock(new Date(value), BUSINESS_TIME_ZONE), 'dd/MM/yyyy HH:mm', { locale: fr })

const fullName = (row: PaymentRow) => [row.firstName, row.lastName].filter(Boolean).join(' ')

/** The columns of PAYMENTS_CSV_HEADERS, in that order. */
export function paymentCsvRecord(row: PaymentRow): string[] {
  return [
    csvDateTime(timestampText(row.createdAt)),
    inertCell(row.nomComplet ?? fullName(row)),
    inertCell(row.leadEmail ?? row.userEmail ?? ''),
    inertCell(row.projectName ?? ''),
    decimalComma(row.amount),
    row.currency,
    paymentStatusLabel(row.status),
    row.paidAt ? csvDateTime(timestampText(row.paidAt)) : '',
    paymentProviderLabel(row.provider),
    orderNumber(row.providerSessionId),
  ]
}
