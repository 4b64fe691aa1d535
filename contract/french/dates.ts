/**
 * Dates and times in French (spec 1 §9 'dd MMM yyyy à HH:mm', spec 2 §9 'dd/MM/yyyy à HH:mm'),
 * with date-fns and its fr locale: the web app's one formatter; the server's emails will use it too.
 *
 * - formatDateTime: '03 mars 2026 à 14:05' — every date with its time (projects, steps, messages, payments);
 * - formatDate: '03 mars 2026' — the same without the time (lists, cards);
 * - formatShortDateTime: '03/03/2026 à 14:05' — the back-office's message history and tables (spec 2);
 * - formatAgo: 'il y a 5 minutes', and 'à l’instant' under a minute (never 'il y a 0 seconde').
 *
 * `timeZone` reads the instant on another clock than the machine's: pages rendered on the
 * server and in the browser must write the same text (the blog uses the business's zone).
 */
import { differenceInSeconds, format, formatDistanceStrict, isValid } from 'date-fns'
import { fr } from 'date-fns/locale/fr'

export interface DateOptions {
  /** An IANA zone ('Europe/Paris'); the machine's own by default. */
  timeZone?: string
}

type DateInput = string | number | Date

const partFormatters = new Map<string, Intl.DateTimeFormat>()

/** A Date whose local fields are the wall clock of `timeZone` at `date`, for date-fns (which formats local fields). */
function wallClock(date: Date, timeZone: string): Date {
  let parts = partFormatters.get(timeZone)
  if (!parts) {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partFormatters.set(timeZone, parts)
  }
  const value = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, Number(part.value)]))
  return new Date(value.year, value.month - 1, value.day, value.hour, value.minute, value.second)
}

function toDate(value: DateInput, options?: DateOptions): Date {
  const date = value instanceof Date ? value : new Date(value)
  if (!isValid(date)) throw new RangeError(`Not a date: ${String(value)}`)
  return options?.timeZone ? wallClock(date, options.timeZone) : date
}

/** '03 mars 2026 à 14:05' (spec 1 §9: 'dd MMM yyyy à HH:mm'). */
export const formatDateTime = (value: DateInput, options?: DateOptions) =>
  format(toDate(value, options), "dd MMM yyyy 'à' HH:mm", { locale: fr })

/** '14 h 05' (French typography: a space either side of h). */
export const formatTime = (value: DateInput, options?: DateOptions) => format(toDate(value, options), "HH'\u00a0h\u00a0'mm", { locale: fr })

/** '03 mars 2026'. */
export const formatDate = (value: DateInput, options?: DateOptions) => format(toDate(value, options), 'dd MMM yyyy', { locale: fr })

/** '03/03/2026 à 14:05' (spec 2 §2, §9: 'dd/MM/yyyy à HH:mm'). */
export const formatShortDateTime = (value: DateInput, options?: DateOptions) =>
  format(toDate(value, options), "dd/MM/yyyy 'à' HH:mm", { locale: fr })

/**
 * How long ago, for activity feeds: 'à l’instant' under a minute (and for a clock a little
 * ahead), then 'il y a 5 minutes', 'il y a 3 heures', 'il y a 2 jours'.
 */
export function formatAgo(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value)
  const reference = toDate(now)
  if (differenceInSeconds(reference, date) < 60) return 'à l’instant'
  return `il y a ${formatDistanceStrict(date, reference, { locale: fr, roundingMethod: 'floor' })}`
}
