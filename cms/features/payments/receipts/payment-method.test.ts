import { describe, expect, it } from 'vitest'
import { paymentMethodLabel } from './payment-method'

describe('paymentMethodLabel', () => {
  it('names the card provider when the provider confirmed the payment', () => {
    expect(paymentMethodLabel({ provider: 'stripe', confirmedBy: 'provider' })).toBe('carte bancaire (Stripe)')
    expect(paymentMethodLabel({ provider: 'stripe', confirmedBy: null })).toBe('carte bancaire (Stripe)')
    expect(paymentMethodLabel({ provider: 'chargily', confirmedBy: 'provider' })).toBe('carte CIB / EDAHABIA (Chargily)')
    expect(paymentMethodLabel({ provider: 'local' })).toBe('paiement de test (aucun paiement réel)')
  })

  it('never claims a card payment for a payment the back-office marked paid', () => {
    expect(paymentMethodLabel({ provider: 'stripe', confirmedBy: 'back-office' })).toBe('règlement direct, enregistré par notre équipe')
    expect(paymentMethodLabel({ provider: 'local', confirmedBy: 'back-office' })).toBe('règlement direct, enregistré par notre équipe')
  })
})
