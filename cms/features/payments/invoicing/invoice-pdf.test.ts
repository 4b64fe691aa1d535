import { describe, expect, it } from 'vitest'
import { pdfToText, plainText } from '@/cms/infra/pdf/pdf-to-text'
import { type InvoiceRecord, renderInvoicePdf } from './invoice-pdf'

const invoice: InvoiceRecord = {
  number: 'F-2026-000042',
  kind: 'invoice',
  issuedAt: '2026-11-23T13:05:00.000Z',
  amount: '997.00',
  currency: 'EUR',
  seller: {
    name: 'Camille Martin (EI)',
    address: '12 rue de la Paix\n75002 Paris',
    siren: '123 456 789',
    siret: '123 456 789 00012',
    vatMention: 'TVA non applicable, art. 293 B du CGI',
    email: 'contact@example.com',
  },
  buyer: { name: 'محمد بن علي', email: 'mohamed@example.dz', company: 'SARL Hélène Œuvre', address: '3 rue Didouche Mourad, Alger' },
  lines: [{ label: 'Création d’entreprise — service complet', quantity: 1, unitPrice: '997.00', total: '997.00' }],
  orderNumber: 'GS-AB12CD34',
  paidAt: '2026-11-23T13:04:00.000Z',
  paymentMethod: 'carte bancaire (Stripe)',
  reason: null,
  refundMethod: null,
  corrects: null,
}

describe('renderInvoicePdf', () => {
  it('prints the invoice, its seller’s identifiers and its buyer as typed, Arabic included', async () => {
    const text = plainText(await pdfToText(await renderInvoicePdf(invoice)))
    for (const expected of [
      'Facture',
      'F-2026-000042',
      'Camille Martin (EI)',
      'SIREN : 123 456 789',
      'SIRET : 123 456 789 00012',
      'TVA non applicable, art. 293 B du CGI',
      'محمد بن علي',
      'SARL Hélène Œuvre',
      '997,00 €',
      'Montants en EUR',
      'FACTURE ACQUITTÉE',
      '23 novembre 2026',
      'carte bancaire (Stripe)',
      'L. 441-10',
    ])
      expect(text).toContain(expected)
  })

  it('prints a credit note with the invoice it corrects, its reason and how it was refunded', async () => {
    const note: InvoiceRecord = {
      ...invoice,
      kind: 'credit-note',
      number: 'A-2026-000003',
      amount: '150000.00',
      currency: 'DZD',
      lines: [{ label: 'Remboursement sur la facture F-2026-000042', quantity: 1, unitPrice: '150000.00', total: '150000.00' }],
      reason: 'Projet abandonné',
      refundMethod: 'manual',
      corrects: { number: 'F-2026-000042', issuedAt: '2026-11-23T13:05:00.000Z' },
    }
    const text = plainText(await pdfToText(await renderInvoicePdf(note)))
    for (const expected of ['Avoir', 'A-2026-000003', 'F-2026-000042', 'Projet abandonné', '150 000,00 DA', 'à la main'])
      expect(text).toContain(expected)
  })

  it('prints an Arabic invoice for an Arabic-speaking buyer: Arabic labels and legal mentions, identifiers as they are', async () => {
    const text = plainText(
      await pdfToText(await renderInvoicePdf({ ...invoice, locale: 'ar', buyer: { name: 'كريم بن علي', email: 'karim@example.dz' } }), {
        layout: true,
      }),
    )
    for (const expected of [
      'فاتورة',
      'F-2026-000042',
      'كريم بن علي',
      'karim@example.dz',
      'Camille Martin (EI)',
      '123 456 789 00012',
      'البائع',
      'الزبون',
      'فاتورة مسددة',
      'الصافي للدفع',
      '997,00 €',
      'بطاقة بنكية',
      'L. 441-10',
      'D. 441-5',
      'الصفحة',
    ])
      expect(text, expected).toContain(expected)
    expect(text).not.toMatch(/Facture|Vendeur|Client|Désignation|Payée/)
  })

  it('prints an Arabic credit note with its reason as typed', async () => {
    const note: InvoiceRecord = {
      ...invoice,
      locale: 'ar',
      kind: 'credit-note',
      number: 'A-2026-000003',
      lines: [{ label: 'Remboursement sur la facture F-2026-000042', quantity: 1, unitPrice: '997.00', total: '997.00' }],
      reason: 'مشروع متوقف',
      refundMethod: 'provider',
      corrects: { number: 'F-2026-000042', issuedAt: '2026-11-23T13:05:00.000Z' },
    }
    // Phrases with a final ى are left out: poppler sometimes loses that glyph when it reads the page back.
    const text = plainText(await pdfToText(await renderInvoicePdf(note), { layout: true }))
    for (const expected of ['إشعار دائن', 'A-2026-000003', 'F-2026-000042', 'استرداد', 'مشروع متوقف', 'مزود خدمة الدفع'])
      expect(text, expected).toContain(expected)
  })

  it('gives the same bytes every time (dates and id from the issue date)', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)])
    expect(first.equals(second)).toBe(true)
  })

  it('refuses a total that is not the sum of its lines', async () => {
    await expect(renderInvoicePdf({ ...invoice, amount: '996.00' })).rejects.toThrow(/incohérent/)
  })
})
