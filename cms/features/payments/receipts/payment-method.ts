import type { Payment } from '@/payload-types'

/**
 * How a payment was made, as the receipt says it after "Payé le … par". A payment confirmed by
 * hand in the back-office (a transfer, cash at the office) keeps its checkout's provider, so
 * who confirmed it decides first: the receipt never claims a card payment that did not happen.
 */
export function paymentMethodLabel(payment: Pick<Payment, 'provider' | 'confirmedBy'>): string {
  if (payment.confirmedBy === 'back-office') return 'règlement direct, enregistré par notre équipe'
  switch (payment.provider) {
    case 'stripe':
      return 'carte bancaire (Stripe)'
    case 'chargily':
      return 'carte CIB / EDAHABIA (Chargily)'
    default:
      return 'paiement de test (aucun paiement réel)'
  }
}
