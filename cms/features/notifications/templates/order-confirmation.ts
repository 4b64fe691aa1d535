import { businessDateTime } from '@/cms/infra/i18n/dates'
import { formatMoneyIn } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import { type EmailBlock, type EmailContent } from '@/cms/infra/mail/layout'
import { emailWords, renderLocalizedEmail } from './localized-email'

export interface OrderConfirmationInput {
  siteName: string
  customerName: string
  /** 'GS-XXXXXXXX' */
  orderNumber: string
  serviceLabel: string
  /** Minor units of `currency`. */
  amountMinor: number
  currency: string
  paidAt: Date
  dashboardUrl: string
  /** The account was created with this order: a separate email lets the client choose a password. */
  newAccount: boolean
  contactEmail: string
  contactPhone: string
  whatsappUrl: string
  /** The buyer's language: French unless said. */
  locale?: Locale
}

/**
 * To the client once the payment is confirmed. The sender attaches the receipt: drawReceiptPdf,
 * named receiptPdfFilename(orderNumber).
 */
export function orderConfirmationEmail(input: OrderConfirmationInput): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  const amount = ltr(formatMoneyIn(locale, input.amountMinor, input.currency))
  const orderNumber = ltr(input.orderNumber)
  const account: EmailBlock[] = input.newAccount ? [{ type: 'note', text: t('order.newAccount') }] : []
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('order.subject', { orderNumber }),
    preheader: t('order.preheader', { amount }),
    paragraphs: [t('greeting', { firstName: ltr(input.customerName) }), t('order.thanks')],
    blocks: [
      {
        type: 'details',
        rows: [
          { label: t('order.number'), value: input.orderNumber },
          { label: t('order.service'), value: input.serviceLabel },
          { label: t('order.amount'), value: formatMoneyIn(locale, input.amountMinor, input.currency) },
          { label: t('order.date'), value: t('order.dateValue', { date: businessDateTime(locale, input.paidAt) }) },
        ],
      },
      { type: 'paragraph', text: t('order.receipt') },
      { type: 'heading', text: t('order.next') },
      {
        type: 'steps',
        items: [0, 1, 2].map((step) => ({
          title: t(`order.next.${step}.title` as 'order.next.0.title'),
          text: t(`order.next.${step}.text` as 'order.next.0.text'),
        })),
      },
      { type: 'heading', text: t('order.follow') },
      { type: 'paragraph', text: t('order.follow.text') },
      ...account,
      { type: 'action', label: t('action.account'), url: input.dashboardUrl },
      { type: 'heading', text: t('order.question') },
      {
        type: 'details',
        rows: [
          { label: t('order.email'), value: input.contactEmail, url: `mailto:${input.contactEmail}` },
          { label: t('order.phone'), value: input.contactPhone, url: `tel:${input.contactPhone.replace(/[^\d+]/g, '')}` },
          { label: t('order.whatsapp'), value: t('order.whatsapp.value'), url: input.whatsappUrl },
        ],
      },
      { type: 'paragraph', text: t('order.remind') },
      { type: 'paragraph', text: t('thanksSeeYou') },
      { type: 'paragraph', text: t('signature', { siteName: input.siteName }) },
    ],
  })
}
