/**
 * The payment receipt of a paid order, on one A4 page: seller (the operator, a French
 * micro-entrepreneur in VAT franchise), buyer, order number, dates, lines, total, the VAT
 * mention, and when and how it was paid. It is a receipt, not an invoice with its own
 * sequential number.
 */
import { frenchDate, frenchDateTime } from '@/cms/infra/lib/french-date'
import { createPdf, inFooterArea, PDF_COLORS as C, PDF_FONTS as F } from '@/cms/infra/pdf/pdf-document'
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
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  const right = left + width

  // Header: who issues it, what it is.
  doc.rect(0, 0, doc.page.width, 8).fill(C.primary)
  doc
    .font(F.bold)
    .fontSize(16)
    .fillColor(C.primary)
    .text(pdfText(business.siteName), left, MARGIN, { width: width / 2 })
  doc
    .font(F.bold)
    .fontSize(22)
    .fillColor(C.text)
    .text(typeset('Reçu de paiement'), left + width / 2, MARGIN - 4, { width: width / 2, align: 'right' })
  doc
    .font(F.regular)
    .fontSize(10.5)
    .fillColor(C.muted)
    .text(typeset(`Commande n° ${input.orderNumber}`), left + width / 2, doc.y + 2, { width: width / 2, align: 'right' })

  // Order facts.
  let y = MARGIN + 64
  const facts: [string, string][] = [
    ['Numéro de commande', pdfText(input.orderNumber)],
    ["Date d'émission", frenchDate(input.issuedAt)],
    ['Date de paiement', frenchDateTime(input.paidAt)],
  ]
  const factWidth = width / 3
  doc.roundedRect(left, y, width, 46, 6).fill(C.zebra)
  facts.forEach(([label, value], index) => {
    const x = left + 14 + index * factWidth
    doc
      .font(F.regular)
      .fontSize(8.5)
      .fillColor(C.muted)
      .text(typeset(label).toUpperCase(), x, y + 10, { width: factWidth - 20, characterSpacing: 0.5 })
    doc
      .font(F.bold)
      .fontSize(10.5)
      .fillColor(C.text)
      .text(pdfText(value), x, y + 24, { width: factWidth - 20 })
  })
  y += 46 + 26

  // Seller and buyer.
  const column = (x: number, title: string, name: string, rows: string[]) => {
    doc
      .font(F.bold)
      .fontSize(8.5)
      .fillColor(C.primary)
      .text(typeset(title).toUpperCase(), x, y, { width: width / 2 - 16, characterSpacing: 0.8 })
    doc
      .font(F.bold)
      .fontSize(11)
      .fillColor(C.text)
      .text(pdfText(name), x, doc.y + 5, { width: width / 2 - 16 })
    doc.font(F.regular).fontSize(10).fillColor(C.text)
    for (const row of rows) doc.text(row, x, doc.y + 2, { width: width / 2 - 16, lineGap: 1 })
    return doc.y
  }
  const sellerBottom = column(left, 'Vendeur', business.operatorName, [
    pdfText(business.operatorAddress),
    typeset(`SIRET : ${business.operatorSiret}`),
    pdfText(business.contactEmail),
  ])
  const buyerBottom = column(left + width / 2 + 8, 'Client', customer.name, [
    pdfText(customer.email),
    ...(customer.phone ? [pdfText(customer.phone)] : []),
  ])
  y = Math.max(sellerBottom, buyerBottom) + 30

  // Lines.
  const amountWidth = 130
  const labelWidth = width - amountWidth - 24
  doc.rect(left, y, width, 26).fill(C.primary)
  doc.font(F.bold).fontSize(9.5).fillColor(C.white)
  doc.text(typeset('Désignation'), left + 12, y + 8.5, { width: labelWidth })
  doc.text(typeset('Montant TTC'), right - amountWidth - 12, y + 8.5, { width: amountWidth, align: 'right' })
  y += 26
  for (const line of input.lines) {
    doc.font(F.regular).fontSize(10.5)
    const label = typeset(line.label)
    const height = doc.heightOfString(label, { width: labelWidth, lineGap: 1.5 }) + 20
    doc.fillColor(C.text).text(label, left + 12, y + 10, { width: labelWidth, lineGap: 1.5 })
    doc.text(money(line.amountMinor), right - amountWidth - 12, y + 10, { width: amountWidth, align: 'right' })
    y += height
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).stroke(C.border)
  }

  // Total and VAT mention.
  y += 14
  const totalBoxWidth = 250
  const totalX = right - totalBoxWidth
  doc.roundedRect(totalX, y, totalBoxWidth, 40, 6).fill(C.primarySoft)
  doc
    .font(F.bold)
    .fontSize(11)
    .fillColor(C.text)
    .text(typeset('Total TTC'), totalX + 14, y + 14, { width: 100 })
  doc
    .font(F.bold)
    .fontSize(15)
    .fillColor(C.primaryDark)
    .text(money(input.totalMinor), totalX + 100, y + 11.5, { width: totalBoxWidth - 114, align: 'right' })
  doc
    .font(F.italic)
    .fontSize(9)
    .fillColor(C.muted)
    .text(typeset(VAT_MENTION), totalX, y + 48, { width: totalBoxWidth, align: 'right' })
  y += 88

  // Paid.
  const paidHeight = 74
  doc.save()
  doc.roundedRect(left, y, width, paidHeight, 6).clip()
  doc.rect(left, y, width, paidHeight).fill('#f0fdf4')
  doc.rect(left, y, 4, paidHeight).fill(C.success)
  doc.restore()
  doc
    .font(F.bold)
    .fontSize(9)
    .fillColor(C.success)
    .text(typeset('PAYÉ'), left + 18, y + 14, { characterSpacing: 1.5 })
  doc
    .font(F.bold)
    .fontSize(11)
    .fillColor(C.text)
    .text(typeset(`Payé le ${frenchDateTime(input.paidAt)} par ${input.paymentMethodLabel}`), left + 18, y + 30, {
      width: width - 36,
    })
  doc
    .font(F.regular)
    .fontSize(10)
    .fillColor(C.text)
    .text(
      typeset(`Montant réglé : ${formatMoney(input.totalMinor, input.currency)} · Reste à payer : ${formatMoney(0, input.currency)}`),
      left + 18,
      doc.y + 4,
      {
        width: width - 36,
      },
    )
  y += paidHeight + 22

  doc
    .font(F.regular)
    .fontSize(9)
    .fillColor(C.muted)
    .text(
      typeset(
        `Ce reçu atteste du paiement intégral de la commande ${input.orderNumber}. Heures indiquées à l'heure de Paris. Une question ? Écrivez-nous à ${business.contactEmail} en rappelant ce numéro de commande.`,
      ),
      left,
      y,
      { width, lineGap: 1.5 },
    )

  // Footer: the seller's legal identity, on the page itself.
  inFooterArea(doc, () => {
    const footerY = doc.page.height - 52
    doc
      .moveTo(left, footerY - 10)
      .lineTo(right, footerY - 10)
      .lineWidth(0.5)
      .stroke(C.border)
    doc.font(F.regular).fontSize(8).fillColor(C.muted)
    const footerWidth = width - 80
    doc.text(pdfText(`${business.operatorName} · SIRET ${business.operatorSiret}`), left, footerY, { width: footerWidth, lineBreak: false })
    doc.text(pdfText(`${business.operatorAddress} · ${business.contactEmail}`), left, footerY + 11, {
      width: footerWidth,
      lineBreak: false,
    })
    doc.text(typeset('Page 1 sur 1'), right - 70, footerY, { width: 70, align: 'right', lineBreak: false })
  })
  doc.end()
  return bytes
}
