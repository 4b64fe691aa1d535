import type { Locale } from '@/contract/i18n/locales'
import type { Payment } from '@/payload-types'
import { receiptText } from './i18n'

const METHOD_KEYS = ['method.backOffice', 'method.stripe', 'method.chargily', 'method.local'] as const

/**
 * How a payment was made, as the receipt says it after "Payé le … par". A payment confirmed by
 * hand in the back-office (a transfer, cash at the office) keeps its checkout's provider, so
 * who confirmed it decides first: the receipt never claims a card payment that did not happen.
 */
export function paymentMethodLabel(payment: Pick<Payment, 'provider' | 'confirmedBy'>, locale: Locale = 'fr'): string {
  const t = receiptText.in(locale)
  if (payment.confirmedBy === 'back-office') return t('method.backOffice')
  switch (payment.provider) {
    case 'stripe':
      return t('method.stripe')
    case 'chargily':
      return t('method.chargily')
    default:
      return t('method.local')
  }
}

/** A method as stored in French (an invoice keeps the words of its issue) in `locale`; unknown words stay as they are. */
export function translatePaymentMethod(french: string, locale: Locale): string {
  if (locale === 'fr') return french
  const key = METHOD_KEYS.find((candidate) => receiptText.in('fr')(candidate) === french)
  return key ? receiptText.in(locale)(key) : french
}
