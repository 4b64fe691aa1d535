/**
 * One CSV line of the payments export, as French spreadsheets read it: dates 'dd/MM/yyyy HH:mm'
 * on the operator's clock (Paris, as receipts and emails), decimal comma, French labels.
 */
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import { decimalComma, paymentProviderLabel, paymentStatusLabel } from '@/contract/admin-payments'
import { orderNumber } from '@/contract/payments'
import { BUSINESS_TIME_ZONE, wallClock } from '@/cms/infra/lib/french-date'
import type { PaymentRow } from './payment-reads'

export const csvDateTime = (value: Date | string) =>
  format(wallClock(new Date(value), BUSINESS_TIME_ZONE), 'dd/MM/yyyy HH:mm', { locale: fr })

/**
 * A cell a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') starts with an apostrophe
 * instead (OWASP, CSV injection): names and emails come from the public funnel.
 */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

const fullName = (row: PaymentRow) => [row.first_name, row.last_name].filter(Boolean).join(' ')

/** The columns of PAYMENTS_CSV_HEADERS, in that order. */
export function paymentCsvRecord(row: PaymentRow): string[] {
  return [
    csvDateTime(row.created_at),
    inert(row.nom_complet ?? fullName(row)),
    inert(row.lead_email ?? row.user_email ?? ''),
    inert(row.project_name ?? ''),
    decimalComma(row.amount),
    row.currency,
    paymentStatusLabel(row.status),
    row.paid_at ? csvDateTime(row.paid_at) : '',
    paymentProviderLabel(row.provider),
    orderNumber(row.provider_session_id),
  ]
}
