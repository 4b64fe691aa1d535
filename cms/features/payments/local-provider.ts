/**
 * The local test provider (default when no real provider is configured): its checkout is a
 * page of this server that says plainly no real payment happens (/paiement-test/{id}).
 */
import { randomBytes } from 'node:crypto'
import { localizedPath } from '@/contract/i18n/locales'
import { testCheckoutPaths } from '@/contract/payments'
import type { PaymentProvider } from './provider'

export const LOCAL_SESSION_PREFIX = 'cs_local_'

export function localProvider(publicUrl: string): PaymentProvider {
  return {
    id: 'local',
    async openCheckout({ locale }) {
      // Unguessable: the id alone lets its holder see the order summary (as with Stripe's ids).
      const sessionId = `${LOCAL_SESSION_PREFIX}${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`
      // In the funnel's language: /ar/paiement-test/… from the Arabic funnel.
      return { sessionId, url: `${publicUrl}${localizedPath(testCheckoutPaths.page(sessionId), locale)}` }
    },
  }
}
