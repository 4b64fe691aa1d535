/**
 * Dates and amounts in the reader's language (issue 37). French keeps contract/french/dates.ts
 * and contract/money.ts as they are; Arabic uses date-fns' ar-DZ (Algeria's month names, Latin
 * digits, as its administrations write them). An amount or a date shown inside Arabic text is
 * left-to-right: wrap it in <bdi> (web) or an isolate (text), see `isolate`.
 */
import { format, formatDistanceStrict, differenceInSeconds } from 'date-fns'
import { arDZ } from 'date-fns/locale/ar-DZ'
import * as french from '../french/dates'
import { NBSP } from '../french/typography'
import { formatMoney, type FormatMoneyOptions } from '../money'
import type { Locale } from './locales'

type DateInput = string | number | Date
type DateOptions = french.DateOptions

export interface DateFormats {
  /** '03 mars 2026 à 14:05' · '03 مارس 2026 على 14:05'. */
  dateTime: (value: DateInput, options?: DateOptions) => string
  /** '03 mars 2026' · '03 مارس 2026'. */
  date: (value: DateInput, options?: DateOptions) => string
  /** '03/03/2026 à 14:05' · '03/03/2026 على 14:05'. */
  shortDateTime: (value: DateInput, options?: DateOptions) => string
  /** 'il y a 5 minutes' · 'منذ 5 دقائق'. */
  ago: (value: DateInput, now?: DateInput) => string
}

const frenchFormats: DateFormats = {
  dateTime: french.formatDateTime,
  date: french.formatDate,
  shortDateTime: french.formatShortDateTime,
  ago: french.formatAgo,
}

// The wall clock of another zone, as french/dates.ts reads it: formatted from the French date's parts.
const arabicDate = (value: DateInput, pattern: string, options?: DateOptions) => {
  if (!options?.timeZone) return format(new Date(value), pattern, { locale: arDZ })
  const [day, month, year, time] = french.formatShortDateTime(value, options).replace(' à ', '/').split('/')
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number)
  return format(new Date(Number(year), Number(month) - 1, Number(day), hours, minutes), pattern, { locale: arDZ })
}

const arabicFormats: DateFormats = {
  dateTime: (value, options) => arabicDate(value, 'dd MMMM yyyy، HH:mm', options),
  date: (value, options) => arabicDate(value, 'dd MMMM yyyy', options),
  shortDateTime: (value, options) => arabicDate(value, 'dd/MM/yyyy، HH:mm', options),
  ago: (value, now = new Date()) => {
    const date = new Date(value)
    const reference = new Date(now)
    if (differenceInSeconds(reference, date) < 60) return 'الآن'
    return `منذ ${formatDistanceStrict(date, reference, { locale: arDZ, roundingMethod: 'floor' })}`
  },
}

export const dateFormats = (locale: Locale): DateFormats => (locale === 'ar' ? arabicFormats : frenchFormats)

const ARABIC_CURRENCY_SYMBOLS: Record<string, string> = { DZD: 'دج', EUR: '€' }

/**
 * '997 €' · '997 €' (Latin digits both ways, spaces between thousands); dinars are « دج » in
 * Arabic. Decimals keep the comma Algerian documents use.
 */
export function formatMoneyIn(locale: Locale, amountMinor: number, currency: string, options: FormatMoneyOptions = {}): string {
  const french = formatMoney(amountMinor, currency, options)
  if (locale === 'fr') return french
  const code = currency.toUpperCase()
  const symbol = ARABIC_CURRENCY_SYMBOLS[code]
  if (!symbol) return french
  const number = french.slice(0, french.lastIndexOf(NBSP))
  return `${number}${NBSP}${symbol}`
}

/** A left-to-right run (an email, a phone number, an amount) inside right-to-left text: Unicode's first-strong isolate. */
export const isolate = (text: string) => `\u2068${text}\u2069`
