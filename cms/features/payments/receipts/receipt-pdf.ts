/**
 * The payment receipt of a paid order, on one A4 page: seller (the operator, a French
 * micro-entrepreneur in VAT franchise), buyer, order number, dates, lines, total, the VAT
 * mention, and when and how it was paid. It is a receipt, not an invoice with its own
 * sequential number.
 */
import { frenchDate, frenchDateTime } from '@/cms/infra/lib/french-date'
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
import { createPdf, PDF_FONTS as F } from '@/cms/infra/pdf/pdf-document'
import { pdfText, typeset } from '@/cms/infra/pdf/pdf-text'
import { formatMoney } from '@/contract/money'
import { FULL_OFFER, orderNumber, parseDecimalAmount } from '@/contract/payments'
import type { Payment } from '@/payload-types'
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
}

export interface ReceiptPdfOptions {
  /** false keeps the content streams readable (tests). */
  compress?: boolean
}

/** The attachment's name: 'recu-GS-AB12CD34.pdf'. */
/** The receipt of a paid full-offer order: its number, its one line, and how it was paid. */
export function fullOfferReceipt(
  order: Pick<Payment, 'providerSessionId' | 'amount' | 'currency' | 'provider' | 'confirmedBy'> & { paidAt: Date },
  customer: ReceiptInput['customer'],
  business: ReceiptInput['business'],
): ReceiptInput {
  const amountMinor = parseDecimalAmount(order.amount)
  return {
    orderNumber: orderNumber(order.providerSessionId),
    issuedAt: order.paidAt,
    paidAt: order.paidAt,
    customer,
    lines: [{ label: FULL_OFFER.label, amountMinor }],
    totalMinor: amountMinor,
    currency: order.currency,
    paymentMethodLabel: paymentMethodLabel(order),
    business,
  }
}

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
  const money = (amountMinor: number) => pdfText(formatMoney(amountMinor, input.currency))
  const { business, customer } = input

  const { doc, bytes } = createPdf({
    title: `Reçu de paiement ${input.orderNumber}`,
    author: pdfText(business.siteName),
    subject: `Reçu de paiement de la commande ${input.orderNumber}`,
    createdAt: input.issuedAt,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress,
  })
  const frame = pdfFrame(doc, F, MARGIN)

  drawHeader(frame, {
    issuer: pdfText(business.siteName),
    title: typeset('Reçu de paiement'),
    reference: typeset(`Commande n° ${input.orderNumber}`),
  })
  let y = drawFacts(frame, MARGIN + 62, [
    [typeset('Numéro de commande'), pdfText(input.orderNumber)],
    [typeset("Date d'émission"), pdfText(frenchDate(input.issuedAt))],
    [typeset('Date de paiement'), pdfText(frenchDateTime(input.paidAt))],
  ])
  y = drawParties(frame, y, [
    {
      heading: typeset('Vendeur'),
      name: pdfText(business.operatorName),
      rows: [pdfText(business.operatorAddress), typeset(`SIRET : ${business.operatorSiret}`), pdfText(business.contactEmail)],
    },
    {
      heading: typeset('Client'),
      name: pdfText(customer.name),
      rows: [pdfText(customer.email), ...(customer.phone ? [pdfText(customer.phone)] : [])],
    },
  ])
  y = drawLines(frame, y, {
    headings: [typeset('Désignation'), typeset('Montant TTC')],
    widths: [130],
    rows: input.lines.map((line) => [typeset(line.label), money(line.amountMinor)]),
  })
  y = drawTotal(frame, y, { label: typeset('Total TTC'), amount: money(input.totalMinor), note: typeset(VAT_MENTION) })
  y = drawStatusPanel(frame, y, {
    heading: typeset('PAYÉ'),
    tone: 'success',
    firstLineBold: true,
    lines: [
      typeset(`Payé le ${frenchDateTime(input.paidAt)} par ${input.paymentMethodLabel}`),
      typeset(`Montant réglé : ${formatMoney(input.totalMinor, input.currency)} · Reste à payer : ${formatMoney(0, input.currency)}`),
    ],
  })
  drawNote(
    frame,
    y,
    typeset(
      `Ce reçu atteste du paiement intégral de la commande ${input.orderNumber}. Heures indiquées à l'heure de Paris. Une question ? Écrivez-nous à ${business.contactEmail} en rappelant ce numéro de commande.`,
    ),
  )
  drawFooter(
    frame,
    [
      pdfText(`${business.operatorName} · SIRET ${business.operatorSiret}`),
      pdfText(`${business.operatorAddress} · ${business.contactEmail}`),
    ],
    typeset('Page 1 sur 1'),
  )
  doc.end()
  return bytes
}
