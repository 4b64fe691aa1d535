/**
 * The publication date in a `datetime-local` input: shown in the browser's time zone and sent
 * as an ISO instant (the server stores instants; the public pages show them in French).
 */
import { format, isValid } from 'date-fns'

/** ISO instant → 'yyyy-MM-ddTHH:mm' in local time ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : ''
}

/** 'yyyy-MM-ddTHH:mm' (local time) → ISO instant; null for an empty input; the text itself when unreadable (the schema then says so). */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return isValid(date) ? date.toISOString() : value
}
