/**
 * Payments are accounting records, kept 10 years from their payment (or, never paid, from
 * their checkout); after that they go, and with them the last reason to keep their lead and
 * an erased account's placeholder (the other jobs remove those).
 */
import { deleteEach } from './delete-each'
import { retentionCutoffs } from './retention'
import type { HousekeepingJob } from './housekeeping-job'

export const oldPayments: HousekeepingJob = {
  slug: 'housekeeping-old-payments',
  label: 'Rétention\u00a0: paiements de plus de 10 ans',
  cron: '0 3 * * *',
  async run({ payload, now }) {
    const cutoff = retentionCutoffs(now).payments.toISOString()
    // Their invoices and credit notes first (kept as long: 10 years, art. L. 123-22 du Code de commerce).
    const invoicesDeleted = await deleteEach(payload, 'invoices', { 'payment.paidAt': { less_than: cutoff } })
    const paymentsDeleted = await deleteEach(payload, 'payments', {
      or: [{ paidAt: { less_than: cutoff } }, { and: [{ paidAt: { exists: false } }, { createdAt: { less_than: cutoff } }] }],
    })
    return { invoicesDeleted, paymentsDeleted }
  },
}
