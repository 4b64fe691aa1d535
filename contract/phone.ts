/**
 * The funnel's phone rules (spec 1 §5, "Funnel phone"): the dial codes offered, how many
 * digits each accepts, the error text with its example, and the live formatting. The one
 * module both the form (web/) and the server (POST /api/save-lead, /api/create-payment-session) use.
 *
 * How many codes: the spec says "59 dial codes" (§2, §9), but its digit table names 60
 * distinct codes (Canada and the USA share +1; no other two share a code). The table is the
 * detailed rule, the count only a summary, so every code it names is offered: dropping one
 * would leave founders of that country unable to give their number while keeping a rule for
 * it. `phone.test.ts` checks the list against the table, row by row.
 */

export const DEFAULT_DIAL_CODE = '+33'

export interface DialCode {
  /** '+33' */
  code: string
  /** French name shown in the list: 'France', 'Algérie', 'Canada / États-Unis'. */
  country: string
  /** ISO 3166-1 alpha-2: 'FR' ('US' for the shared +1). */
  iso: string
  /** Digits accepted after separators are removed (spec 1 §5 table; 7-15 for a code it does not name). */
  minDigits: number
  maxDigits: number
  /** France: exactly 10 digits starting with 0. */
  leadingZero?: boolean
  /** A real, valid national number as a visitor types it, formatted as `formatPhoneNumber` does. */
  example: string
}

/**
 * France first, Algeria next (the product serves Algerian founders first), then the other
 * francophone countries, then the rest in French alphabetical order.
 */
export const DIAL_CODES: readonly DialCode[] = [
  { code: '+33', country: 'France', iso: 'FR', minDigits: 10, maxDigits: 10, leadingZero: true, example: '06 12 34 56 78' },
  { code: '+213', country: 'Algérie', iso: 'DZ', minDigits: 9, maxDigits: 10, example: '05 51 23 45 67' },
  { code: '+32', country: 'Belgique', iso: 'BE', minDigits: 9, maxDigits: 9, example: '470 123 456' },
  { code: '+41', country: 'Suisse', iso: 'CH', minDigits: 9, maxDigits: 9, example: '781 234 567' },
  { code: '+352', country: 'Luxembourg', iso: 'LU', minDigits: 9, maxDigits: 9, example: '628 123 456' },
  { code: '+377', country: 'Monaco', iso: 'MC', minDigits: 8, maxDigits: 9, example: '612 345 678' },
  { code: '+1', country: 'Canada / États-Unis', iso: 'US', minDigits: 10, maxDigits: 10, example: '(514) 555-0123' },
  { code: '+212', country: 'Maroc', iso: 'MA', minDigits: 9, maxDigits: 9, example: '650 123 456' },
  { code: '+216', country: 'Tunisie', iso: 'TN', minDigits: 8, maxDigits: 8, example: '201 234 56' },
  { code: '+221', country: 'Sénégal', iso: 'SN', minDigits: 9, maxDigits: 9, example: '701 234 567' },
  { code: '+225', country: 'Côte d’Ivoire', iso: 'CI', minDigits: 8, maxDigits: 10, example: '070 123 456 7' },
  { code: '+237', country: 'Cameroun', iso: 'CM', minDigits: 9, maxDigits: 9, example: '671 234 567' },
  { code: '+261', country: 'Madagascar', iso: 'MG', minDigits: 9, maxDigits: 10, example: '321 234 567' },
  { code: '+27', country: 'Afrique du Sud', iso: 'ZA', minDigits: 9, maxDigits: 9, example: '711 234 567' },
  { code: '+49', country: 'Allemagne', iso: 'DE', minDigits: 10, maxDigits: 12, example: '151 234 567 89' },
  { code: '+966', country: 'Arabie saoudite', iso: 'SA', minDigits: 9, maxDigits: 9, example: '512 345 678' },
  { code: '+54', country: 'Argentine', iso: 'AR', minDigits: 10, maxDigits: 10, example: '112 345 678 9' },
  { code: '+61', country: 'Australie', iso: 'AU', minDigits: 9, maxDigits: 9, example: '412 345 678' },
  { code: '+43', country: 'Autriche', iso: 'AT', minDigits: 10, maxDigits: 12, example: '664 123 456 7' },
  { code: '+55', country: 'Brésil', iso: 'BR', minDigits: 10, maxDigits: 11, example: '119 612 345 67' },
  { code: '+359', country: 'Bulgarie', iso: 'BG', minDigits: 9, maxDigits: 9, example: '881 234 567' },
  { code: '+56', country: 'Chili', iso: 'CL', minDigits: 9, maxDigits: 9, example: '912 345 678' },
  { code: '+86', country: 'Chine', iso: 'CN', minDigits: 11, maxDigits: 11, example: '131 234 567 89' },
  { code: '+57', country: 'Colombie', iso: 'CO', minDigits: 10, maxDigits: 10, example: '321 123 456 7' },
  { code: '+82', country: 'Corée du Sud', iso: 'KR', minDigits: 9, maxDigits: 11, example: '101 234 567 8' },
  { code: '+385', country: 'Croatie', iso: 'HR', minDigits: 8, maxDigits: 9, example: '921 234 567' },
  { code: '+45', country: 'Danemark', iso: 'DK', minDigits: 8, maxDigits: 8, example: '321 234 56' },
  { code: '+20', country: 'Égypte', iso: 'EG', minDigits: 10, maxDigits: 10, example: '100 123 456 7' },
  { code: '+971', country: 'Émirats arabes unis', iso: 'AE', minDigits: 9, maxDigits: 9, example: '501 234 567' },
  { code: '+34', country: 'Espagne', iso: 'ES', minDigits: 9, maxDigits: 9, example: '612 345 678' },
  { code: '+358', country: 'Finlande', iso: 'FI', minDigits: 9, maxDigits: 10, example: '412 345 678' },
  { code: '+30', country: 'Grèce', iso: 'GR', minDigits: 10, maxDigits: 10, example: '691 234 567 8' },
  { code: '+36', country: 'Hongrie', iso: 'HU', minDigits: 9, maxDigits: 9, example: '201 234 567' },
  { code: '+91', country: 'Inde', iso: 'IN', minDigits: 10, maxDigits: 10, example: '812 345 678 9' },
  { code: '+62', country: 'Indonésie', iso: 'ID', minDigits: 9, maxDigits: 12, example: '812 345 678 9' },
  { code: '+39', country: 'Italie', iso: 'IT', minDigits: 9, maxDigits: 11, example: '312 345 678 9' },
  { code: '+81', country: 'Japon', iso: 'JP', minDigits: 10, maxDigits: 11, example: '901 234 567 8' },
  { code: '+254', country: 'Kenya', iso: 'KE', minDigits: 9, maxDigits: 9, example: '712 123 456' },
  { code: '+60', country: 'Malaisie', iso: 'MY', minDigits: 9, maxDigits: 10, example: '123 456 789' },
  { code: '+52', country: 'Mexique', iso: 'MX', minDigits: 10, maxDigits: 10, example: '222 123 456 7' },
  { code: '+234', country: 'Nigeria', iso: 'NG', minDigits: 10, maxDigits: 10, example: '802 123 456 7' },
  { code: '+47', country: 'Norvège', iso: 'NO', minDigits: 8, maxDigits: 8, example: '412 345 67' },
  { code: '+64', country: 'Nouvelle-Zélande', iso: 'NZ', minDigits: 8, maxDigits: 9, example: '211 234 567' },
  { code: '+31', country: 'Pays-Bas', iso: 'NL', minDigits: 9, maxDigits: 9, example: '612 345 678' },
  { code: '+51', country: 'Pérou', iso: 'PE', minDigits: 9, maxDigits: 9, example: '912 345 678' },
  { code: '+63', country: 'Philippines', iso: 'PH', minDigits: 10, maxDigits: 10, example: '905 123 456 7' },
  { code: '+48', country: 'Pologne', iso: 'PL', minDigits: 9, maxDigits: 9, example: '512 345 678' },
  { code: '+351', country: 'Portugal', iso: 'PT', minDigits: 9, maxDigits: 9, example: '912 345 678' },
  { code: '+40', country: 'Roumanie', iso: 'RO', minDigits: 9, maxDigits: 9, example: '712 034 567' },
  { code: '+44', country: 'Royaume-Uni', iso: 'GB', minDigits: 10, maxDigits: 11, example: '740 012 345 6' },
  { code: '+7', country: 'Russie', iso: 'RU', minDigits: 10, maxDigits: 10, example: '912 345 678 9' },
  { code: '+65', country: 'Singapour', iso: 'SG', minDigits: 8, maxDigits: 8, example: '812 345 67' },
  { code: '+421', country: 'Slovaquie', iso: 'SK', minDigits: 9, maxDigits: 9, example: '912 123 456' },
  { code: '+386', country: 'Slovénie', iso: 'SI', minDigits: 8, maxDigits: 8, example: '312 345 67' },
  { code: '+46', country: 'Suède', iso: 'SE', minDigits: 9, maxDigits: 10, example: '701 234 567' },
  { code: '+420', country: 'Tchéquie', iso: 'CZ', minDigits: 9, maxDigits: 9, example: '601 123 456' },
  { code: '+66', country: 'Thaïlande', iso: 'TH', minDigits: 9, maxDigits: 9, example: '812 345 678' },
  { code: '+90', country: 'Turquie', iso: 'TR', minDigits: 10, maxDigits: 10, example: '501 234 567 8' },
  { code: '+380', country: 'Ukraine', iso: 'UA', minDigits: 9, maxDigits: 9, example: '501 234 567' },
  { code: '+84', country: 'Viêt Nam', iso: 'VN', minDigits: 9, maxDigits: 10, example: '912 345 678' },
]

const byCode = new Map(DIAL_CODES.map((entry) => [entry.code, entry]))

/** The code's entry, or undefined when it is not offered. */
export function findDialCode(code: string): DialCode | undefined {
  return byCode.get(code)
}

export function isDialCode(code: string): boolean {
  return byCode.has(code)
}

export const UNKNOWN_DIAL_CODE_MESSAGE = 'Indicatif pays inconnu'

/** Removes the separators people type: spaces (any whitespace), dashes, dots, parentheses. */
export function stripPhoneSeparators(input: string): string {
  return input.replace(/[\s\-.()]/g, '')
}

/** The French error of a phone number typed for `dialCode`, or undefined when it is valid. */
export function phoneError(dialCode: string, input: string): string | undefined {
  const entry = findDialCode(dialCode)
  if (!entry) return UNKNOWN_DIAL_CODE_MESSAGE
  const digits = stripPhoneSeparators(input)
  const valid =
    /^\d+$/.test(digits) &&
    digits.length >= entry.minDigits &&
    digits.length <= entry.maxDigits &&
    (!entry.leadingZero || digits.startsWith('0'))
  return valid ? undefined : `Format invalide (ex: ${entry.example})`
}

/**
 * Digits of `input`, without the international prefix a visitor may paste ('+33 6…', '0033 6…');
 * France's trunk 0 comes back in its place.
 */
function nationalDigits(dialCode: string, input: string): string {
  const trimmed = input.trim()
  const digits = trimmed.replace(/\D/g, '')
  const prefix = dialCode.slice(1)
  let national: string
  if (trimmed.startsWith('+') && digits.startsWith(prefix)) national = digits.slice(prefix.length)
  else if (trimmed.startsWith('00') && digits.startsWith(`00${prefix}`)) national = digits.slice(prefix.length + 2)
  else return digits
  return findDialCode(dialCode)?.leadingZero && national && !national.startsWith('0') ? `0${national}` : national
}

const groups = (digits: string, size: number) => digits.match(new RegExp(`\\d{1,${size}}`, 'g'))?.join(' ') ?? ''

/**
 * The number as it should read while it is typed: pairs for France and Algeria
 * ('06 12 34 56 78'), '(514) 555-0123' for +1 (built up as the digits come), groups of 3
 * elsewhere. Only digits are kept, at most the code's maximum (15 for an unknown code), so a
 * letter typed does nothing. Never ends on a separator: deleting one must delete a digit.
 */
export function formatPhoneNumber(dialCode: string, input: string): string {
  const entry = findDialCode(dialCode)
  const digits = nationalDigits(dialCode, input).slice(0, entry?.maxDigits ?? 15)
  if (dialCode === '+33' || dialCode === '+213') return groups(digits, 2)
  if (dialCode === '+1') {
    if (digits.length <= 3) return digits.length ? `(${digits}` : ''
    if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
  }
  return groups(digits, 3)
}
