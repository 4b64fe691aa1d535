/**
 * The PDF of an invoice (« Facture ») or a credit note (« Avoir »), on one A4 page, drawn from
 * the stored record only (its seller, buyer and lines as frozen at issue): the same record
 * always gives the same bytes, since the file's dates and id derive from its issue date.
 * Same look as the receipt (receipts/receipt-pdf.ts), but in DejaVu Sans, embedded, so that
 * names and addresses print as typed, Arabic included (cms/infra/pdf/bidi-text.ts).
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
import { createPdf } from '@/cms/infra/pdf/pdf-document'
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
    .map((line) => line.trim())
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
  const frame = pdfFrame(doc, F, MARGIN)

  drawHeader(frame, { issuer: typed(seller.name), title, reference: fr(`N° ${record.number}`) })
  const fact = (label: string, value: string): [string, string] => [fr(label), value]
  let y = drawFacts(frame, MARGIN + 62, [
    fact('Numéro', record.number),
    fact("Date d'émission", frenchDate(issuedAt)),
    isInvoice
      ? fact('Date de la vente', record.paidAt ? frenchDate(new Date(record.paidAt)) : '—')
      : fact('Facture corrigée', record.corrects?.number ?? '—'),
    fact('Commande', record.orderNumber),
  ])
  const hasCompany = Boolean(buyer.company?.trim())
  y = drawParties(frame, y, [
    {
      heading: 'Vendeur',
      name: typed(seller.name),
      rows: [typed(seller.address), fr(`SIREN : ${seller.siren}`), fr(`SIRET : ${seller.siret}`), seller.email],
    },
    {
      heading: 'Client',
      name: typed(hasCompany ? buyer.company! : buyer.name),
      rows: [
        ...(hasCompany ? [typed(fr(`À l'attention de ${buyer.name}`))] : []),
        ...(buyer.address ? [typed(buyer.address)] : []),
        buyer.email,
      ],
    },
  ])
  y = drawLines(frame, y, {
    headings: ['Désignation', 'Qté', 'Prix unitaire', 'Total'],
    widths: [40, 95, 95],
    rows: record.lines.map((line) => [typed(fr(line.label)), String(line.quantity), money(line.unitPrice), money(line.total)]),
  })
  y = drawTotal(frame, y, {
    label: isInvoice ? 'Total net à payer' : 'Total de l’avoir',
    amount: money(record.amount),
    note: fr(`${seller.vatMention} · Montants en ${record.currency}`),
  })

  // Paid (invoice) or refunded or cancelled (credit note).
  y = drawStatusPanel(
    frame,
    y,
    isInvoice
      ? {
          heading: 'FACTURE ACQUITTÉE',
          tone: 'success',
          lines: [
            fr(`Payée le ${record.paidAt ? frenchDateTime(new Date(record.paidAt)) : '—'} par ${record.paymentMethod ?? '—'}`),
            fr(`Montant réglé : ${money(record.amount)} · Reste à payer : ${formatMoney(0, record.currency)}`),
          ],
        }
      : {
          heading: record.refundMethod ? 'AVOIR — REMBOURSEMENT' : 'AVOIR — ANNULATION',
          tone: 'warning',
          lines: [
            fr(
              `Se rapporte à la facture ${record.corrects?.number ?? '—'}${record.corrects ? ` du ${frenchDate(new Date(record.corrects.issuedAt))}` : ''}`,
            ),
            typed(fr(`Motif : ${record.reason ?? '—'}`)),
            record.refundMethod
              ? fr(`Remboursement : ${money(record.amount)}, ${refundMethodLabel(record.refundMethod)}`)
              : fr(`Annulation : ${money(record.amount)}, ${refundMethodLabel(null)}`),
          ],
        },
  )

  // The mentions the law asks of a French micro-entrepreneur's invoice.
  drawNote(frame, y, invoiceLegalMentions(record.kind, record.number, record.refundMethod).map(fr).join('\n'))
  drawFooter(
    frame,
    [
      typed(`${seller.name} · SIREN ${seller.siren} · SIRET ${seller.siret} · ${seller.vatMention}`),
      typed(`${seller.address.replace(/\n/g, ', ')} · ${seller.email}`),
    ],
    'Page 1 sur 1',
  )
  doc.end()
  return bytes
}
