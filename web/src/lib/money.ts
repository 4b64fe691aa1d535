import { formatMinorAmount } from '../../../contract/payments'

/** How amounts name their currency on screen; any other currency shows its ISO code. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', DZD: 'DA' }

const decimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * An amount in minor units (cents) as French text: '997,00 €', '150 000,00 DA'. The major
 * amount comes from contract/payments.ts (integer arithmetic, never a float sum); a
 * non-breaking space keeps the number and its currency on one line.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase()
  return `${decimals.format(Number(formatMinorAmount(amountMinor)))}\u00a0${CURRENCY_SYMBOLS[code] ?? code}`
}
