/**
 * The fixed wording of invoices and credit notes. A French micro-entrepreneur's invoice carries
 * its payment terms, the late-payment penalties and the fixed recovery fee (Code de commerce,
 * art. L. 441-9, L. 441-10 and D. 441-5) even when it is already paid: the law asks for them
 * on every invoice to a business. In Arabic (issue 37) the same mentions, the articles and
 * amounts as they are.
 */
import { isolate } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import type { InvoiceKind } from '@/contract/invoices'
import { invoiceText } from './i18n'

type RefundMethod = 'provider' | 'manual' | null

export function invoiceLegalMentions(
  kind: InvoiceKind,
  number: string,
  refundMethod: RefundMethod = null,
  locale: Locale = 'fr',
): string[] {
  const t = invoiceText.in(locale)
  const ltr = (value: string) => (locale === 'ar' ? isolate(value) : value)
  if (kind === 'credit-note' && refundMethod === null) {
    return [t('mentions.cancellation.0', { number }), t('mentions.cancellation.1')]
  }
  if (kind === 'credit-note') {
    return [t('mentions.refund.0', { number }), t('mentions.refund.1')]
  }
  return [t('mentions.invoice.0'), t('mentions.invoice.1', { fee: ltr('40 €'), first: ltr('L. 441-10'), second: ltr('D. 441-5') })]
}

export function refundMethodLabel(method: RefundMethod, locale: Locale = 'fr'): string {
  const t = invoiceText.in(locale)
  if (method === null) return t('refund.none')
  return method === 'manual' ? t('refund.manual') : t('refund.provider')
}
