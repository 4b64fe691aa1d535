/**
 * Amounts in French from integer minor units (server, emails, PDFs and pages alike), without floating-point arithmetic:
 * 99700 EUR → "997,00 €", 15000000 DZD → "150 000,00 DA".
 * Spaces are no-break spaces (U+00A0), so an amount never splits across lines; WinAnsi has
 * that character, so the PDFs draw it as it is.
 */

const NBSP = '\u00a0'

/** How the French write these currencies; any other shows Intl's French symbol. */
const SYMBOLS: Record<string, string> = { EUR: '€', DZD: 'DA', USD: '$US', GBP: '£GB', CHF: 'CHF', CAD: '$CA', MAD: 'MAD', TND: 'DT' }

/**
 * Per currency code, what Intl answered once: building an Intl.NumberFormat costs tens of
 * microseconds, and a refund or an invoice asks several times (5 % of a refund's main thread).
 * Bounded: codes are three letters, and Intl refuses any other (RangeError).
 */
const decimalsByCurrency = new Map<string, number>()
const symbolByCurrency = new Map<string, string>()

/** Decimals of the currency's minor unit (2 for EUR and DZD, 0 for JPY, 3 for TND). */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency)
  if (decimals === undefined) {
    decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    decimalsByCurrency.set(currency, decimals)
  }
  return decimals
}

function currencySymbol(currency: string): string {
  const known = SYMBOLS[currency]
  if (known) return known
  let symbol = symbolByCurrency.get(currency)
  if (symbol === undefined) {
    const part = new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')
    symbol = part?.value ?? currency
    symbolByCurrency.set(currency, symbol)
  }
  return symbol
}

export interface FormatMoneyOptions {
  /** "997 €" rather than "997,00 €" when there are no cents (marketing text, not receipts). */
  dropZeroDecimals?: boolean
}

export function formatMoney(amountMinor: number, currency: string, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(amountMinor)) throw new Error(`Montant invalide (unités mineures entières attendues)\u00a0: ${amountMinor}`)
  const code = currency.toUpperCase()
  const decimals = currencyDecimals(code)
  const digits = String(Math.abs(amountMinor)).padStart(decimals + 1, '0')
  const major = digits.slice(0, digits.length - decimals)
  const minor = digits.slice(digits.length - decimals)
  const grouped = major.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  const showMinor = decimals > 0 && !(options.dropZeroDecimals && /^0+$/.test(minor))
  const sign = amountMinor < 0 ? '-' : ''
  return `${sign}${grouped}${showMinor ? `,${minor}` : ''}${NBSP}${currencySymbol(code)}`
}
