/**
 * Dates of documents and emails in the reader's language, on the operator's clock (Paris), as
 * cms/infra/lib/french-date.ts writes them in French: « 12 mars 2026 », « 12 mars 2026 à 14:05 »;
 * in Arabic with Algeria's month names and Latin digits: « 12 مارس 2026 », « 12 مارس 2026، 14:05 »
 * (contract/i18n/format.ts's pattern).
 */
import { format } from 'date-fns'
import { arDZ } from 'date-fns/locale/ar-DZ'
import type { Locale } from '@/contract/i18n/locales'
import { BUSINESS_TIME_ZONE, frenchDate, frenchDateTime, wallClock } from '@/cms/infra/lib/french-date'

export function businessDate(locale: Locale, date: Date): string {
  if (locale === 'fr') return frenchDate(date)
  return format(wallClock(date, BUSINESS_TIME_ZONE), 'd MMMM yyyy', { locale: arDZ })
}

export function businessDateTime(locale: Locale, date: Date): string {
  if (locale === 'fr') return frenchDateTime(date)
  return format(wallClock(date, BUSINESS_TIME_ZONE), 'd MMMM yyyy، HH:mm', { locale: arDZ })
}
