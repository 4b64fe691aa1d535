/**
 * The payments' services for one Payload instance, made at boot (cms/app-services.ts) and
 * reached as `servicesOf(payload).payments`: the seller printed on the invoices issued here, and
 * the keys that sign the payment flow's links and codes.
 */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto'
import type { Payload } from 'payload'
import type { AppConfig } from '@/cms/infra/config/env'
import type { InvoiceSeller } from '@/contract/invoices'
import { invoiceSeller } from './invoicing/seller'

export interface PaymentsServices {
  invoiceSeller: InvoiceSeller
  /**
   * One key per purpose, derived from Payload's secret: a signature made for one purpose (a
   * first-password code, a checkout's resume link) can never pass for another's, nor for a session.
   */
  firstPasswordKey: KeyObject
  checkoutResumeKey: KeyObject
}

const purposeKey = (purpose: string, secret: string) => createSecretKey(createHash('sha256').update(`${purpose}\0${secret}`).digest())

declare module '@/cms/infra/services' {
  interface AppServices {
    payments: PaymentsServices
  }
}

export function createPaymentsServices(payload: Payload, config: AppConfig): PaymentsServices {
  return {
    invoiceSeller: invoiceSeller(config.business),
    firstPasswordKey: purposeKey('first-password', payload.secret),
    checkoutResumeKey: purposeKey('checkout-resume', payload.secret),
  }
}
