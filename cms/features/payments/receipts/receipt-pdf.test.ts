import { describe, expect, it } from 'vitest'
import { FULL_OFFER } from '@/contract/payments'
import { pdfPageCount, readPdfText } from '@/cms/infra/pdf/read-pdf-text'
import { pdfToText, plainText } from '@/cms/infra/pdf/pdf-to-text'
import { fullOfferReceipt, type ReceiptInput, receiptPdfFilename, renderReceiptPdf, VAT_MENTION } from './receipt-pdf'

const input: ReceiptInput = {
  orderNumber: 'GS-AB12CD34',
  issuedAt: new Date('2026-03-12T13:05:00Z'),
  paidAt: new Date('2026-07-14T13:04:00Z'),
  customer: { name: 'Amina Benali', email: 'amina.benali@example.dz', phone: '+213 555 12 34 56' },
  lines: [{ label: FULL_OFFER.label, amountMinor: FULL_OFFER.amountMinor }],
  totalMinor: FULL_OFFER.amountMinor,
  currency: FULL_OFFER.currency,
  paymentMethodLabel: 'carte bancaire (Stripe)',
  business: {
    siteName: 'Lance ta Boîte',
    operatorName: 'Lance ta Boîte, micro-entreprise',
    operatorAddress: '10 rue de la Paix, 75002 Paris, France',
    operatorSiret: '123 456 789 00012',
    contactEmail: 'contact@lancetaboite.example',
  },
}

describe('renderReceiptPdf', () => {
  it('is a one-page PDF with seller, buyer, order, dates, lines, total, VAT mention and payment', async () => {
    const pdf = await renderReceiptPdf(input, { compress: false })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdfPageCount(pdf)).toBe(1)
    const text = readPdfText(pdf)
    for (const expected of [
      'Reçu de paiement',
      'GS-AB12CD34',
      'Lance ta Boîte, micro-entreprise',
      '10 rue de la Paix, 75002 Paris, France',
      'SIRET : 123 456 789 00012',
      'Amina Benali',
      'amina.benali@example.dz',
      '+213 555 12 34 56',
      'Création d’entreprise — service complet',
      '997,00 €',
      'Total TTC',
      VAT_MENTION,
      '12 mars 2026',
      // Paid at 13:04 UTC in July: 15:04 in Paris.
      'Payé le 14 juillet 2026 à 15:04 par carte bancaire (Stripe)',
      'Reste à payer : 0,00 €',
      'Page 1 sur 1',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('formats dinars and several lines, and stays on one page', async () => {
    const pdf = await renderReceiptPdf(
      {
        ...input,
        currency: 'DZD',
        paymentMethodLabel: 'carte CIB / EDAHABIA (Chargily)',
        lines: [
          { label: 'Création d’entreprise — service complet', amountMinor: 14_000_000 },
          { label: 'Domiciliation, 12 mois', amountMinor: 1_000_000 },
        ],
        totalMinor: 15_000_000,
      },
      { compress: false },
    )
    expect(pdfPageCount(pdf)).toBe(1)
    const text = readPdfText(pdf)
    expect(text).toContain('140 000,00 DA')
    expect(text).toContain('10 000,00 DA')
    expect(text).toContain('150 000,00 DA')
    expect(text).toContain('par carte CIB / EDAHABIA (Chargily)')
  })

  it('draws what the customer typed as typed, an Arabic name included (in Noto Sans Arabic), the rest in Helvetica', async () => {
    const pdf = await renderReceiptPdf(
      { ...input, customer: { name: 'كريم بن علي', email: 'm@example.dz', phone: '+213\u202f555' } },
      { compress: false },
    )
    const text = plainText(await pdfToText(pdf))
    expect(text).toContain('كريم بن علي')
    expect(text).toContain('+213 555')
    expect(text).toContain('Reçu de paiement')
    const mixed = plainText(
      await pdfToText(await renderReceiptPdf({ ...input, customer: { name: 'Karim بن علي', email: 'm@example.dz' } })),
    )
    expect(mixed).toContain('Karim بن علي')
    // Other scripts than Arabic keep the standard fonts' stand-ins, as before.
    const latin = readPdfText(
      await renderReceiptPdf({ ...input, customer: { name: 'Ahmet Yılmaz', email: 'a@example.tr' } }, { compress: false }),
    )
    expect(latin).toContain('Ahmet Yilmaz')
  })

  it('prints an Arabic receipt: Arabic labels, the amounts and numbers as they are, from the right', async () => {
    const arabic = fullOfferReceipt(
      {
        providerSessionId: 'cs_test_ab12cd34',
        amount: '997.00',
        currency: 'EUR',
        provider: 'stripe',
        confirmedBy: 'provider',
        paidAt: input.paidAt,
      },
      { name: 'كريم بن علي', email: 'karim@example.dz', phone: '+213 555 12 34 56' },
      input.business,
      'ar',
    )
    const text = plainText(await pdfToText(await renderReceiptPdf(arabic), { layout: true }))
    for (const expected of [
      'وصل دفع',
      'كريم بن علي',
      'karim@example.dz',
      '+213 555 12 34 56',
      'رقم الطلب',
      'GS-AB12CD34',
      '997,00 €',
      'المجموع شامل الرسوم',
      // pdftotext puts the numbers of an Arabic line back in typed order only roughly: words are checked one by one.
      'جويلية',
      '15:04',
      'بطاقة بنكية',
      'Stripe',
      '123 456 789 00012',
      'الصفحة',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toMatch(/Reçu|Payé|Vendeur|Client/)
  })

  it('refuses a total that is not the sum of its lines, or no line at all', async () => {
    await expect(renderReceiptPdf({ ...input, totalMinor: 99_600 })).rejects.toThrow(/incohérent/)
    await expect(renderReceiptPdf({ ...input, lines: [], totalMinor: 0 })).rejects.toThrow()
  })

  it('is reproducible (the file dates come from issuedAt)', async () => {
    const [first, second] = await Promise.all([renderReceiptPdf(input), renderReceiptPdf(input)])
    expect(first.equals(second)).toBe(true)
  })

  it('names the attachment after the order', () => {
    expect(receiptPdfFilename('GS-AB12CD34')).toBe('recu-GS-AB12CD34.pdf')
    expect(receiptPdfFilename('GS-../../x')).toBe('recu-GS-x.pdf')
  })
})
