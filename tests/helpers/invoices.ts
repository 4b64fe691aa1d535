/**
 * Invoices and credit notes written in SQL, as the completion and refund transactions leave
 * them (cms/features/payments/invoicing): for tests of what reads them. Numbers are in year 1999,
 * a series no real issue ever takes, so they never meet the counter's.
 */
import { randomInt } from 'node:crypto'
import type pg from 'pg'
import type { InvoiceBuyer, InvoiceKind, InvoiceSeller } from '@/contract/invoices'

export const TEST_SELLER: InvoiceSeller = {
  name: 'Camille Martin (EI)',
  address: '12 rue de la Paix, 75002 Paris',
  siren: '123 456 789',
  siret: '123 456 789 00012',
  vatMention: 'TVA non applicable, art. 293 B du CGI',
  email: 'contact@example.com',
}

let sequence = randomInt(0, 900_000)

export interface InvoiceSeed {
  kind?: InvoiceKind
  paymentId: number
  userId: number | null
  buyer?: InvoiceBuyer
  amount?: string
  currency?: string
  /** A credit note's corrected invoice. */
  invoiceId?: number
  issuedAt?: Date
  reason?: string
}

export async function insertInvoice(db: pg.Client, seed: InvoiceSeed): Promise<{ id: number; number: string }> {
  const kind = seed.kind ?? 'invoice'
  const number = `${kind === 'invoice' ? 'F' : 'A'}-1999-${String(++sequence).padStart(6, '0')}`
  const amount = seed.amount ?? '997.00'
  const label = kind === 'invoice' ? 'Création d’entreprise — service complet' : 'Remboursement'
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO invoices (number, kind, issued_at, payment_id, user_id, invoice_id, amount, currency, seller, buyer, lines, paid_at,
       payment_method, reason, refund_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      number,
      kind,
      seed.issuedAt ?? new Date(),
      seed.paymentId,
      seed.userId,
      seed.invoiceId ?? null,
      amount,
      seed.currency ?? 'EUR',
      JSON.stringify(TEST_SELLER),
      JSON.stringify(seed.buyer ?? { name: 'Karim Haddad', email: 'karim@example.com' }),
      JSON.stringify([{ label, quantity: 1, unitPrice: amount, total: amount }]),
      kind === 'invoice' ? (seed.issuedAt ?? new Date()) : null,
      kind === 'invoice' ? 'paiement de test (aucun paiement réel)' : null,
      kind === 'invoice' ? null : (seed.reason ?? 'Geste commercial'),
      kind === 'invoice' ? null : 'provider',
    ],
  )
  return { id: rows[0]!.id, number }
}
