/**
 * Dates in French for documents and emails ("12 mars 2026", "12 mars 2026 à 14:05"), with
 * date-fns and its `fr` locale, on the wall clock of the operator's time zone: a receipt
 * must not change its date with the time zone of the server that renders it.
 */
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'

/** The operator is in France: receipts and emails give Paris time, and say so. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris'

/**
 * A Date whose local fields are the wall clock of `timeZone` at `date`, for date-fns (which
 * formats local fields). Exact when the server runs in UTC or in a zone without daylight
 * saving; otherwise only a time inside the server's own spring-forward hour shifts by one hour.
 */
// One formatter per time zone: building an Intl.DateTimeFormat costs about 0.1 ms, a CSV export formats thousands of dates.
const partFormatters = new Map<string, Intl.DateTimeFormat>()

function partsIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partFormatters.set(timeZone, formatter)
  }
  return formatter
}

export function wallClock(date: Date, timeZone: string): Date {
  const parts = partsIn(timeZone).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
}

/** "12 mars 2026" */
export function frenchDate(date: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return format(wallClock(date, timeZone), 'd MMMM yyyy', { locale: fr })
}

/** "12 mars 2026 à 14:05" */
export function frenchDateTime(date: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return format(wallClock(date, timeZone), "d MMMM yyyy 'à' HH:mm", { locale: fr })
}

/** "14:05" */
export function frenchTime(date: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return format(wallClock(date, timeZone), 'HH:mm', { locale: fr })
}
