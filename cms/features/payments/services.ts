/**
 * The payments' services for one Payload instance, made at boot (cms/app-services.ts) and
 * reached as `servicesOf(payload).payments`: the seller printed on the invoices issued here.
 */
import type { AppConfig } from '@/cms/infra/config/env'
import type { InvoiceSeller } from '@/contract/invoices'
import { invoiceSeller } from './invoicing/seller'

export interface PaymentsServices {
  invoiceSeller: InvoiceSeller
}

declare module '@/cms/infra/services' {
  interface AppServices {
    payments: PaymentsServices
  }
}

export function createPaymentsServices(config: AppConfig): PaymentsServices {
  return { invoiceSeller: invoiceSeller(config.business) }
}
