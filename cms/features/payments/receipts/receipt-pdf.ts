/**
 * The payment receipt of a paid order, on one A4 page: seller (the operator, a French
 * micro-entrepreneur in VAT franchise), buyer, order number, dates, lines, total, the VAT
 * mention, and when and how it was paid. It is a receipt, not an invoice with its own
 * sequential number.
 */
import { businessDate, businessDateTime } from '@/cms/infra/i18n/dates'
import {
  drawFacts,
  drawFooter,
  drawHeader,
  drawLines,
  drawNote,
  drawParties,
  drawStatusPanel,
  drawTotal,
  pdfFrame,
} from '@/cms/infra/pdf/document-parts'
import { createPdf, PDF_FONTS } from '@/cms/infra/pdf/pdf-document'
import { documentWriting, pdfText } from '@/cms/infra/pdf/pdf-text'
import { UNICODE_FONTS } from '@/cms/infra/pdf/unicode-fonts'
import { formatMoneyIn } from '@/contract/i18n/format'
import { type Locale, textDirection } from '@/contract/i18n/locales'
import { FULL_OFFER, orderNumber, parseDecimalAmount } from '@/contract/payments'
import type { Payment } from '@/payload-types'
import { receiptText } from './i18n'
import { paymentMethodLabel } from './payment-method'

export interface ReceiptInput {
  /** 'GS-XXXXXXXX' (contract/payments.ts orderNumber). */
  orderNumber: string
  issuedAt: Date
  paidAt: Date
  customer: { name: string; email: string; phone?: string }
  /** Amounts in minor units of `currency`, VAT included. */
  lines: { label: string; amountMinor: number }[]
  totalMinor: number
  currency: string
  /** How it was paid, to follow "par": 'carte bancaire (Stripe)', 'carte CIB / EDAHABIA (Chargily)'. */
  paymentMethodLabel: string
  business: { siteName: string; operatorName: string; operatorAddress: string; operatorSiret: string; contactEmail: string }
  /** The buyer's language (the account's): French by default. */
  locale?: Locale
}

export interface ReceiptPdfOptions {
  /** false keeps the content streams readable (tests). */
  compress?: boolean
}

/** The receipt of a paid full-offer order, in the buyer's language: its number, its one line, and how it was paid. */
export function fullOfferReceipt(
  order: Pick<Payment, 'providerSessionId' | 'amount' | 'currency' | 'provider' | 'confirmedBy'> & { paidAt: Date },
  customer: ReceiptInput['customer'],
  business: ReceiptInput['business'],
  locale: Locale = 'fr',
): ReceiptInput {
  const amountMinor = parseDecimalAmount(order.amount)
  return {
    orderNumber: orderNumber(order.providerSessionId),
    issuedAt: order.paidAt,
    paidAt: order.paidAt,
    customer,
    lines: [{ label: locale === 'fr' ? FULL_OFFER.label : receiptText.in(locale)('line.fullOffer'), amountMinor }],
    totalMinor: amountMinor,
    currency: order.currency,
    paymentMethodLabel: paymentMethodLabel(order, locale),
    business,
    locale,
  }
}

/** The attachment's name: 'recu-GS-AB12CD34.pdf'. */
export function receiptPdfFilename(orderNumber: string): string {
  return `recu-${orderNumber.replace(/[^A-Za-z0-9-]/g, '') || 'commande'}.pdf`
}

/** The French VAT mention of a micro-entrepreneur in « franchise en base ». */
export const VAT_MENTION = 'TVA non applicable, art. 293 B du CGI'

const MARGIN = 56

export async function renderReceiptPdf(input: ReceiptInput, options: ReceiptPdfOptions = {}): Promise<Buffer> {
  if (input.lines.length === 0) throw new Error('Reçu sans ligne')
  const sum = input.lines.reduce((total, line) => total + line.amountMinor, 0)
  if (sum !== input.totalMinor) throw new Error(`Total du reçu incohérent : lignes ${sum}, total ${input.totalMinor}`)
  const locale = input.locale ?? 'fr'
  const arabic = locale === 'ar'
  const t = receiptText.in(locale)
  // Authored French gets French typography; an Arabic document keeps each left-to-right value (amount, email, phone) whole.
  const { prose, ltr } = documentWriting(locale)
  const money = (amountMinor: number) => ltr(formatMoneyIn(locale, amountMinor, input.currency))
  const { business, customer } = input

  const { doc, bytes } = createPdf({
    title: t('meta.title', { orderNumber: input.orderNumber }),
    author: pdfText(business.siteName),
    subject: t('meta.subject', { orderNumber: input.orderNumber }),
    createdAt: input.issuedAt,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress,
    lang: arabic ? 'ar-DZ' : undefined,
  })
  // French: Helvetica as ever (an Arabic name inside is drawn in Noto Sans Arabic); Arabic: DejaVu Sans with Arabic runs in Noto Sans Arabic, from the right.
  const frame = pdfFrame(doc, arabic ? UNICODE_FONTS : PDF_FONTS, MARGIN, textDirection(locale))

  let y = drawHeader(frame, {
    issuer: business.siteName,
    title: prose(t('title')),
    reference: prose(t('reference', { orderNumber: input.orderNumber })),
  })
  y = drawFacts(frame, y, [
    [prose(t('facts.order')), input.orderNumber],
    [prose(t('facts.issued')), businessDate(locale, input.issuedAt)],
    [prose(t('facts.paid')), businessDateTime(locale, input.paidAt)],
  ])
  y = drawParties(frame, y, [
    {
      heading: prose(t('seller')),
      name: business.operatorName,
      rows: [business.operatorAddress, prose(t('siret', { siret: ltr(business.operatorSiret) })), business.contactEmail],
    },
    {
      heading: prose(t('client')),
      name: typed(customer.name),
      rows: [typed(customer.email), ...(customer.phone ? [ltr(typed(customer.phone))] : [])],
    },
  ])
  y = drawLines(frame, y, {
    headings: [prose(t('lines.label')), prose(t('lines.amount'))],
    widths: [130],
    rows: input.lines.map((line) => [prose(line.label), money(line.amountMinor)]),
  })
  y = drawTotal(frame, y, { label: prose(t('total')), amount: money(input.totalMinor), note: prose(t('vat', { article: ltr('293 B') })) })
  y = drawStatusPanel(frame, y, {
    heading: prose(t('paid.heading')),
    tone: 'success',
    firstLineBold: true,
    lines: [
      prose(t('paid.on', { date: businessDateTime(locale, input.paidAt), method: input.paymentMethodLabel })),
      prose(t('paid.amounts', { amount: money(input.totalMinor), rest: money(0) })),
    ],
  })
  drawNote(frame, y, prose(t('note', { orderNumber: input.orderNumber, email: ltr(business.contactEmail) })))
  drawFooter(
    frame,
    [
      t('footer.identity', { operatorName: business.operatorName, siret: ltr(business.operatorSiret) }),
      `${business.operatorAddress} · ${business.contactEmail}`,
    ],
    prose(t('page', { page: 1, pages: 1 })),
  )
  doc.end()
  return bytes
}

/** What the buyer typed, as one line: control characters out (a name with a line break stays one name). */
function typed(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\P{Cc}]/gu, ' ')
    .trim()
}
