import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * The last number issued per series ('F' invoices, 'A' credit notes) and year. A row, not a
 * PostgreSQL sequence: its UPDATE is locked until the issuing transaction ends and rolls back
 * with it, so the numbering has no gap and no repeat (a sequence can skip).
 */
export const InvoiceCounters: CollectionConfig = {
  slug: 'invoice-counters',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['series', 'year'], unique: true }],
  fields: [
    { name: 'series', type: 'text', required: true, maxLength: 4 },
    { name: 'year', type: 'number', required: true },
    { name: 'last', type: 'number', required: true },
  ],
  timestamps: false,
}
