/**
 * The PDF of an invoice (« Facture ») or a credit note (« Avoir »), on one A4 page, drawn from
 * the stored record only (its seller, buyer and lines as frozen at issue): the same record
 * always gives the same bytes, since the file's dates and id derive from its issue date.
 * Same look as the receipt (receipts/receipt-pdf.ts), but in DejaVu Sans, embedded, so that
 * names and addresses print as typed, Arabic included (cms/infra/pdf/bidi-text.ts).
 */
import { frenchDate, frenchDateTime } from '@/cms/infra/lib/french-date'
import { visualLine } from '@/cms/infra/pdf/bidi-text'
import { createPdf, inFooterArea, PDF_COLORS as C } from '@/cms/infra/pdf/pdf-document'
import { frenchSpacing } from '@/cms/infra/pdf/pdf-text'
import { registerUnicodeFonts, UNICODE_FONTS as F } from '@/cms/infra/pdf/unicode-fonts'
import type { InvoiceBuyer, InvoiceKind, InvoiceLine, InvoiceSeller } from '@/contract/invoices'
import { formatMoney } from '@/contract/money'
import { parseDecimalAmount } from '@/contract/payments'
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
}

export interface InvoicePdfOptions {
  /** false keeps the content streams readable (tests). */
  compress?: boolean
}

const MARGIN = 50

/** Authored French text: typographic apostrophes and no-break spaces where French wants them. */
const fr = (text: string) => frenchSpacing(text.replace(/'/g, '\u2019'))

/** Typed text (names, addresses, reasons): control characters out, each line in drawing order. */
const typed = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .split('\n')
    .map((line) => visualLine(line.trim()))
    .filter(Boolean)
    .join('\n')

export async function renderInvoicePdf(record: InvoiceRecord, options: InvoicePdfOptions = {}): Promise<Buffer> {
  if (record.lines.length === 0) throw new Error('Facture sans ligne')
  const totalMinor = parseDecimalAmount(record.amount)
  const sum = record.lines.reduce((total, line) => total + parseDecimalAmount(line.total), 0)
  if (sum !== totalMinor) throw new Error(`Total incohérent : lignes ${sum}, total ${totalMinor}`)
  const isInvoice = record.kind === 'invoice'
  const title = isInvoice ? 'Facture' : 'Avoir'
  const money = (decimal: string) => formatMoney(parseDecimalAmount(decimal), record.currency)
  const { seller, buyer } = record
  const issuedAt = new Date(record.issuedAt)

  const { doc, bytes } = createPdf({
    title: `${title} ${record.number}`,
    author: seller.name,
    subject: `${title} ${record.number} — commande ${record.orderNumber}`,
    createdAt: issuedAt,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress,
  })
  registerUnicodeFonts(doc)
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  const right = left + width
  const half = width / 2 - 12

  // Header: who issues it, what it is.
  doc.rect(0, 0, doc.page.width, 8).fill(C.primary)
  doc.font(F.bold).fontSize(14).fillColor(C.primary).text(typed(seller.name), left, MARGIN, { width: half })
  doc
    .font(F.bold)
    .fontSize(24)
    .fillColor(C.text)
    .text(title, left + width / 2, MARGIN - 6, { width: width / 2, align: 'right' })
  doc
    .font(F.regular)
    .fontSize(10.5)
    .fillColor(C.muted)
    .text(fr(`N° ${record.number}`), left + width / 2, doc.y + 2, { width: width / 2, align: 'right' })

  // Facts.
  let y = MARGIN + 62
  const facts: [string, string][] = [
    ['Numéro', record.number],
    ["Date d'émission", frenchDate(issuedAt)],
    isInvoice
      ? ['Date de la vente', record.paidAt ? frenchDate(new Date(record.paidAt)) : '—']
      : ['Facture corrigée', record.corrects?.number ?? '—'],
    ['Commande', record.orderNumber],
  ]
  const factWidth = width / facts.length
  doc.roundedRect(left, y, width, 46, 6).fill(C.zebra)
  facts.forEach(([label, value], index) => {
    const x = left + 12 + index * factWidth
    doc
      .font(F.regular)
      .fontSize(7.5)
      .fillColor(C.muted)
      .text(fr(label).toUpperCase(), x, y + 10, { width: factWidth - 16, characterSpacing: 0.4 })
    doc
      .font(F.bold)
      .fontSize(10)
      .fillColor(C.text)
      .text(value, x, y + 24, { width: factWidth - 16 })
  })
  y += 46 + 24

  // Seller and buyer.
  const column = (x: number, heading: string, name: string, rows: string[]) => {
    doc.font(F.bold).fontSize(8.5).fillColor(C.primary).text(heading.toUpperCase(), x, y, { width: half, characterSpacing: 0.8 })
    doc
      .font(F.bold)
      .fontSize(11)
      .fillColor(C.text)
      .text(typed(name), x, doc.y + 5, { width: half })
    doc.font(F.regular).fontSize(9.5).fillColor(C.text)
    for (const row of rows) doc.text(row, x, doc.y + 2, { width: half, lineGap: 1 })
    return doc.y
  }
  const sellerBottom = column(left, 'Vendeur', seller.name, [
    typed(seller.address),
    fr(`SIREN : ${seller.siren}`),
    fr(`SIRET : ${seller.siret}`),
    seller.email,
  ])
  const buyerBottom = column(left + width / 2 + 12, 'Client', buyer.company?.trim() ? buyer.company : buyer.name, [
    ...(buyer.company?.trim() ? [typed(fr(`À l'attention de ${buyer.name}`))] : []),
    ...(buyer.address ? [typed(buyer.address)] : []),
    buyer.email,
  ])
  y = Math.max(sellerBottom, buyerBottom) + 26

  // Lines.
  const qtyWidth = 40
  const priceWidth = 95
  const totalWidth = 95
  const labelWidth = width - qtyWidth - priceWidth - totalWidth - 24
  const qtyX = left + 12 + labelWidth
  const priceX = qtyX + qtyWidth
  const totalX = priceX + priceWidth
  doc.rect(left, y, width, 26).fill(C.primary)
  doc.font(F.bold).fontSize(9).fillColor(C.white)
  doc.text('Désignation', left + 12, y + 8.5, { width: labelWidth })
  doc.text('Qté', qtyX, y + 8.5, { width: qtyWidth, align: 'right' })
  doc.text('Prix unitaire', priceX, y + 8.5, { width: priceWidth, align: 'right' })
  doc.text('Total', totalX, y + 8.5, { width: totalWidth, align: 'right' })
  y += 26
  for (const line of record.lines) {
    doc.font(F.regular).fontSize(10)
    const label = typed(fr(line.label))
    const height = doc.heightOfString(label, { width: labelWidth - 8, lineGap: 1.5 }) + 20
    doc.fillColor(C.text).text(label, left + 12, y + 10, { width: labelWidth - 8, lineGap: 1.5 })
    doc.text(String(line.quantity), qtyX, y + 10, { width: qtyWidth, align: 'right' })
    doc.text(money(line.unitPrice), priceX, y + 10, { width: priceWidth, align: 'right' })
    doc.text(money(line.total), totalX, y + 10, { width: totalWidth, align: 'right' })
    y += height
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).stroke(C.border)
  }

  // Total, its currency, the VAT mention.
  y += 14
  const boxWidth = 270
  const boxX = right - boxWidth
  doc.roundedRect(boxX, y, boxWidth, 40, 6).fill(C.primarySoft)
  doc
    .font(F.bold)
    .fontSize(10.5)
    .fillColor(C.text)
    .text(isInvoice ? 'Total net à payer' : 'Total de l’avoir', boxX + 14, y + 14, { width: 120 })
  doc
    .font(F.bold)
    .fontSize(15)
    .fillColor(C.primaryDark)
    .text(money(record.amount), boxX + 120, y + 11, { width: boxWidth - 134, align: 'right' })
  doc
    .font(F.italic)
    .fontSize(8.5)
    .fillColor(C.muted)
    .text(fr(`${seller.vatMention} · Montants en ${record.currency}`), boxX - 40, y + 48, { width: boxWidth + 40, align: 'right' })
  y += 78

  // Paid (invoice) or refunded (credit note).
  const statusLines = isInvoice
    ? [
        fr(`Payée le ${record.paidAt ? frenchDateTime(new Date(record.paidAt)) : '—'} par ${record.paymentMethod ?? '—'}`),
        fr(`Montant réglé : ${money(record.amount)} · Reste à payer : ${formatMoney(0, record.currency)}`),
      ]
    : [
        fr(
          `Se rapporte à la facture ${record.corrects?.number ?? '—'}${record.corrects ? ` du ${frenchDate(new Date(record.corrects.issuedAt))}` : ''}`,
        ),
        typed(fr(`Motif : ${record.reason ?? '—'}`)),
        record.refundMethod
          ? fr(`Remboursement : ${money(record.amount)}, ${refundMethodLabel(record.refundMethod)}`)
          : fr(`Annulation : ${money(record.amount)}, ${refundMethodLabel(null)}`),
      ]
  doc.font(F.regular).fontSize(10)
  const statusHeight = 34 + statusLines.reduce((h, line) => h + doc.heightOfString(line, { width: width - 36 }) + 3, 0)
  const accent = isInvoice ? C.success : C.warning
  doc.save()
  doc.roundedRect(left, y, width, statusHeight, 6).clip()
  doc.rect(left, y, width, statusHeight).fill(isInvoice ? '#f0fdf4' : C.warningSoft)
  doc.rect(left, y, 4, statusHeight).fill(accent)
  doc.restore()
  doc
    .font(F.bold)
    .fontSize(9)
    .fillColor(accent)
    .text(isInvoice ? 'FACTURE ACQUITTÉE' : record.refundMethod ? 'AVOIR — REMBOURSEMENT' : 'AVOIR — ANNULATION', left + 18, y + 12)
  doc.font(F.regular).fontSize(10).fillColor(C.text)
  let lineY = y + 28
  for (const line of statusLines) {
    doc.text(line, left + 18, lineY, { width: width - 36 })
    lineY = doc.y + 3
  }
  y += statusHeight + 20

  // The mentions the law asks of a French micro-entrepreneur's invoice.
  doc
    .font(F.regular)
    .fontSize(8.5)
    .fillColor(C.muted)
    .text(invoiceLegalMentions(record.kind, record.number, record.refundMethod).map(fr).join('\n'), left, y, { width, lineGap: 2 })

  // Footer: the seller's legal identity, on the page itself.
  inFooterArea(doc, () => {
    const footerY = doc.page.height - 46
    doc
      .moveTo(left, footerY - 10)
      .lineTo(right, footerY - 10)
      .lineWidth(0.5)
      .stroke(C.border)
    doc.font(F.regular).fontSize(7.5).fillColor(C.muted)
    const footerWidth = width - 80
    doc.text(typed(`${seller.name} · SIREN ${seller.siren} · SIRET ${seller.siret} · ${seller.vatMention}`), left, footerY, {
      width: footerWidth,
      lineBreak: false,
    })
    doc.text(typed(`${seller.address.replace(/\n/g, ', ')} · ${seller.email}`), left, footerY + 11, {
      width: footerWidth,
      lineBreak: false,
    })
    doc.text('Page 1 sur 1', right - 70, footerY, { width: 70, align: 'right', lineBreak: false })
  })
  doc.end()
  return bytes
}
