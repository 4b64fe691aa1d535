import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/** To a client whose invoice staff corrected: the new invoice, and the credit note cancelling the old one. */
export function invoiceCorrectedEmail(input: {
  siteName: string
  firstName: string
  orderNumber: string
  invoiceNumber: string
  correctedNumber: string
  creditNoteNumber: string
  invoicesUrl: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  const values = {
    orderNumber: ltr(input.orderNumber),
    invoiceNumber: ltr(input.invoiceNumber),
    correctedNumber: ltr(input.correctedNumber),
    creditNoteNumber: ltr(input.creditNoteNumber),
  }
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('corrected.subject', values),
    preheader: t('corrected.preheader', values),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('corrected.done', values),
      t('corrected.how', values),
      t('corrected.attached'),
    ],
    action: { label: t('action.invoices'), url: input.invoicesUrl },
  })
}
