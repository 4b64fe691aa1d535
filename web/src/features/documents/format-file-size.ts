/**
 * File sizes as French readers write them: '820 octets', '350 Ko', '1,2 Mo'. Binary
 * multiples, like the 10 Mo limit (DOCUMENT_MAX_BYTES = 10 × 1024 × 1024), so a file at the
 * limit reads '10 Mo' and not '10,5 Mo'.
 */
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

const KIB = 1024
const MIB = 1024 * 1024

export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${bytes}\u00a0octet${bytes > 1 ? 's' : ''}`
  if (bytes < MIB) return `${number.format(Math.max(1, Math.round(bytes / KIB)))}\u00a0Ko`
  return `${number.format(Math.round((bytes / MIB) * 10) / 10)}\u00a0Mo`
}
