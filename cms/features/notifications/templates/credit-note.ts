import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/** To a client when staff refund its order: the credit note, and the invoice it corrects. */
export function creditNoteEmail(input: {
  siteName: string
  firstName: string
  orderNumber: string
  creditNoteNumber: string
  invoiceNumber: string
  /** Formatted with its currency ('997,00 €'). */
  amount: string
  /** 'manual': the money goes back by transfer, not through the card's provider. */
  refundMethod: 'provider' | 'manual'
  invoicesUrl: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  const values = {
    orderNumber: ltr(input.orderNumber),
    creditNoteNumber: ltr(input.creditNoteNumber),
    invoiceNumber: ltr(input.invoiceNumber),
    amount: ltr(input.amount),
  }
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('credit.subject', values),
    preheader: t('credit.preheader', values),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('credit.refunded', values),
      t(input.refundMethod === 'provider' ? 'credit.how.provider' : 'credit.how.manual'),
      t('credit.attached', values),
    ],
    action: { label: t('action.invoices'), url: input.invoicesUrl },
  })
}
