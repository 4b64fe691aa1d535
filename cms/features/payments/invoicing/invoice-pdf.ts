/**
 * The PDF of an invoice (« Facture ») or a credit note (« Avoir »), on one A4 page, drawn from
 * the stored record only (its seller, buyer and lines as frozen at issue): the same record
 * always gives the same bytes, since the file's dates and id derive from its issue date.
 * Same look as the receipt (receipts/receipt-pdf.ts), but in DejaVu Sans, embedded, so that
 * names and addresses print as typed, Arabic included, in Noto Sans Arabic (cms/infra/pdf/text-writer.ts).
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
import { createPdf } from '@/cms/infra/pdf/pdf-document'
import { documentWriting } from '@/cms/infra/pdf/pdf-text'
import { UNICODE_FONTS as F } from '@/cms/infra/pdf/unicode-fonts'
import { formatMoneyIn } from '@/contract/i18n/format'
import { type Locale, textDirection } from '@/contract/i18n/locales'
import type { InvoiceBuyer, InvoiceKind, InvoiceLine, InvoiceSeller } from '@/contract/invoices'
import { FULL_OFFER, parseDecimalAmount } from '@/contract/payments'
import { translatePaymentMethod } from '../receipts/payment-method'
import { invoiceText } from './i18n'
import { invoiceLegalMentions, refundMethodLabel } from './invoice-mentions'

/** What an invoice's PDF is drawn from: the stored record, and the corrected invoice of a credit note. */
export interface InvoiceRecord {
  number: string
  kind: InvoiceKind
  issuedAt: string
  amount: string
  currency: string
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  lines: InvoiceLine[]
  orderNumber: string
  paidAt: string | null
  paymentMethod: string | null
  reason: string | null
  refundMethod: 'provider' | 'manual' | null
  /** A credit note's corrected invoice. */
  corrects: { number: string; issuedAt: string } | null
  /** The buyer's language (the account's) for the document's words; the record's own values print as stored. */
  locale?: Locale
}

export interface InvoicePdfOptions {
  /** false keeps the content streams readable (tests). */
  compress?: boolean
}

const MARGIN = 50

/** Typed text (names, addresses, reasons): control characters out, each line trimmed. */
const typed = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')

export async function renderInvoicePdf(record: InvoiceRecord, options: InvoicePdfOptions = {}): Promise<Buffer> {
  if (record.lines.length === 0) throw new Error('Facture sans ligne')
  const totalMinor = parseDecimalAmount(record.amount)
  const sum = record.lines.reduce((total, line) => total + parseDecimalAmount(line.total), 0)
  if (sum !== totalMinor) throw new Error(`Total incohérent : lignes ${sum}, total ${totalMinor}`)
  const locale = record.locale ?? 'fr'
  const arabic = locale === 'ar'
  const t = invoiceText.in(locale)
  // Authored French: typographic apostrophes and no-break spaces where French wants them. Arabic keeps each left-to-right value whole.
  const { prose: fr, ltr } = documentWriting(locale)
  const isInvoice = record.kind === 'invoice'
  const title = t(isInvoice ? 'invoice' : 'creditNote')
  const money = (decimal: string) => ltr(formatMoneyIn(locale, parseDecimalAmount(decimal), record.currency))
  const date = (value: string) => businessDate(locale, new Date(value))
  const { seller, buyer } = record
  const issuedAt = new Date(record.issuedAt)
  const fixedFrench = invoiceText.in('fr')
  // The stored words of our own (the offer, a refund's line, the default VAT mention) in the buyer's language; others as stored.
  const lineLabel = (label: string) => {
    if (!arabic) return label
    if (label === FULL_OFFER.label) return t('line.fullOffer')
    const correction = /^(Remboursement sur|Annulation de) la facture (\S+)$/.exec(label)
    if (correction) return t(correction[1] === 'Annulation de' ? 'line.cancellation' : 'line.refund', { number: correction[2] })
    return label
  }
  const vatMention =
    arabic && seller.vatMention === fixedFrench('vat.default', { article: '293 B' })
      ? t('vat.default', { article: ltr('293 B') })
      : seller.vatMention

  const { doc, bytes } = createPdf({
    title: `${title} ${record.number}`,
    author: seller.name,
    subject: t('meta.subject', { title, number: record.number, orderNumber: record.orderNumber }),
    createdAt: issuedAt,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress,
    lang: arabic ? 'ar-DZ' : undefined,
  })
  const frame = pdfFrame(doc, F, MARGIN, textDirection(locale))

  let y = drawHeader(frame, { issuer: typed(seller.name), title, reference: fr(t('reference', { number: record.number })) })
  const fact = (label: string, value: string): [string, string] => [fr(label), value]
  y = drawFacts(frame, y, [
    fact(t('facts.number'), record.number),
    fact(t('facts.issued'), businessDate(locale, issuedAt)),
    isInvoice
      ? fact(t('facts.sale'), record.paidAt ? date(record.paidAt) : '—')
      : fact(t('facts.corrected'), record.corrects?.number ?? '—'),
    fact(t('facts.order'), record.orderNumber),
  ])
  const hasCompany = Boolean(buyer.company?.trim())
  y = drawParties(frame, y, [
    {
      heading: t('seller'),
      name: typed(seller.name),
      rows: [
        typed(seller.address),
        fr(t('siren', { siren: ltr(seller.siren) })),
        fr(t('siret', { siret: ltr(seller.siret) })),
        seller.email,
      ],
    },
    {
      heading: t('client'),
      name: typed(hasCompany ? buyer.company! : buyer.name),
      rows: [
        ...(hasCompany ? [typed(fr(t('attention', { name: buyer.name })))] : []),
        ...(buyer.address ? [typed(buyer.address)] : []),
        buyer.email,
      ],
    },
  ])
  y = drawLines(frame, y, {
    headings: [t('lines.label'), t('lines.quantity'), t('lines.unitPrice'), t('lines.total')],
    widths: [40, 95, 95],
    rows: record.lines.map((line) => [typed(fr(lineLabel(line.label))), String(line.quantity), money(line.unitPrice), money(line.total)]),
  })
  y = drawTotal(frame, y, {
    label: t(isInvoice ? 'total.invoice' : 'total.creditNote'),
    amount: money(record.amount),
    note: fr(t('amountsIn', { vatMention, currency: record.currency })),
  })

  // Paid (invoice) or refunded or cancelled (credit note).
  const method = record.paymentMethod ? translatePaymentMethod(record.paymentMethod, locale) : '—'
  y = drawStatusPanel(
    frame,
    y,
    isInvoice
      ? {
          heading: t('paid.heading'),
          tone: 'success',
          lines: [
            fr(t('paid.on', { date: record.paidAt ? businessDateTime(locale, new Date(record.paidAt)) : '—', method })),
            fr(t('paid.amounts', { amount: money(record.amount), rest: ltr(formatMoneyIn(locale, 0, record.currency)) })),
          ],
        }
      : {
          heading: t(record.refundMethod ? 'credit.heading.refund' : 'credit.heading.cancellation'),
          tone: 'warning',
          lines: [
            fr(
              record.corrects
                ? t('credit.relatesOn', { number: record.corrects.number, date: date(record.corrects.issuedAt) })
                : t('credit.relates', { number: '—' }),
            ),
            typed(fr(t('credit.reason', { reason: record.reason ?? '—' }))),
            fr(
              t(record.refundMethod ? 'credit.refund' : 'credit.cancellation', {
                amount: money(record.amount),
                method: refundMethodLabel(record.refundMethod, locale),
              }),
            ),
          ],
        },
  )

  // The mentions the law asks of a French micro-entrepreneur's invoice.
  drawNote(frame, y, invoiceLegalMentions(record.kind, record.number, record.refundMethod, locale).map(fr).join('\n'))
  drawFooter(
    frame,
    [
      // The Arabic VAT mention is too long for the footer's line: it stands under the total only.
      typed(`${seller.name} · SIREN ${ltr(seller.siren)} · SIRET ${ltr(seller.siret)}${arabic ? '' : ` · ${vatMention}`}`),
      typed(`${seller.address.replace(/\n/g, ', ')} · ${seller.email}`),
    ],
    t('page', { page: 1, pages: 1 }),
  )
  doc.end()
  return bytes
}
