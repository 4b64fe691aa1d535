/**
 * File sizes as readers write them: '820 octets', '350 Ko', '1,2 Mo' (Arabic: '350 كيلوبايت').
 * Binary multiples, like the 10 Mo limit (DOCUMENT_MAX_BYTES = 10 × 1024 × 1024), so a file at the
 * limit reads '10 Mo' and not '10,5 Mo'. French unless told.
 */
import { intlLocale, type Locale } from '@/contract/i18n/locales'
import { documentsTextIn } from './i18n'

const KIB = 1024
const MIB = 1024 * 1024

export function formatFileSize(bytes: number, locale: Locale = 'fr'): string {
  const t = documentsTextIn(locale)
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 })
  if (bytes < KIB) return t('size.bytes', { count: bytes, size: String(bytes) })
  if (bytes < MIB) return t('size.kilobytes', { size: number.format(Math.max(1, Math.round(bytes / KIB))) })
  return t('size.megabytes', { size: number.format(Math.round((bytes / MIB) * 10) / 10) })
}
