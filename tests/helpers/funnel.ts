/** Bodies of the funnel's two calls (spec 1 §7), valid unless overridden. */
import { randomUUID } from 'node:crypto'

export function guideRequest(overrides: Record<string, unknown> = {}) {
  return {
    nomComplet: 'Amina Benali',
    email: `prospect-${randomUUID().slice(0, 8)}@example.com`,
    telephone: '+213 0550123456',
    offre: 'guide',
    type: 'guide_request',
    ...overrides,
  }
}

export function checkoutRequest(formOverrides: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  const formData = {
    nomComplet: 'Karim Haddad',
    email: `acheteur-${randomUUID().slice(0, 8)}@example.com`,
    telephone: '+33 0612345678',
    offre: 'complet',
    ...formOverrides,
  }
  return {
    body: {
      priceId: 'price_business_creation_complete',
      metadata: { service: 'business_creation_complete', formData: JSON.stringify(formData) },
      consents: { terms: true, immediateStart: true },
      ...overrides,
    },
    formData,
  }
}
