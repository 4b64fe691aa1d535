import type { CollectionConfig } from 'payload'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { nobody } from '../access/nobody'
import { ownerOrStaff } from '../access/owner-or-staff'
import { timestampFields } from '../fields/timestamps'

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const

/**
 * An invoice ('F-2026-000001') or a credit note ('A-2026-000001'), issued by the system in the
 * transaction that completes or refunds a payment (cms/features/invoicing). Stored once and
 * never changed: the PDF is rendered from this record. The only later write is the founder's
 * one-time buyer details (company, address) before the first download, which sets
 * `buyerConfirmedAt`; after that a correction is a credit note and a new invoice.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Facture', plural: 'Factures' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'number',
    defaultColumns: ['number', 'kind', 'amount', 'currency', 'issuedAt', 'user'],
    group: 'Ventes',
  },
  // Read: the client its own, staff all. Written by the system only (overrideAccess), never by hand.
  access: { read: ownerOrStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['user', 'issuedAt'] }, { fields: ['issuedAt'] }],
  fields: [
    { name: 'number', label: 'Numéro', type: 'text', required: true, unique: true, maxLength: 20 },
    {
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      options: [
        { value: 'invoice', label: 'Facture' },
        { value: 'credit-note', label: 'Avoir' },
      ],
    },
    { name: 'issuedAt', label: 'Émise le', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'payment', label: 'Paiement', type: 'relationship', relationTo: 'payments', required: true, index: true },
    { name: 'user', label: 'Client', type: 'relationship', relationTo: 'users', index: true },
    // A credit note names the invoice it corrects.
    { name: 'invoice', label: 'Facture corrigée', type: 'relationship', relationTo: 'invoices', index: true },
    // A decimal string in `currency` (as payments.amount), always positive: a credit note's kind makes it negative.
    { name: 'amount', label: 'Montant', type: 'text', required: true, maxLength: 16 },
    { name: 'currency', label: 'Devise', type: 'text', required: true, maxLength: 3 },
    // Snapshots taken at issue (contract/invoices.ts): a later change of configuration or account leaves them as issued.
    { name: 'seller', label: 'Vendeur', type: 'json', required: true },
    { name: 'buyer', label: 'Acheteur', type: 'json', required: true },
    { name: 'lines', label: 'Lignes', type: 'json', required: true },
    { name: 'paidAt', label: 'Payée le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'paymentMethod', label: 'Moyen de paiement', type: 'text', maxLength: 120 },
    { name: 'reason', label: 'Motif', type: 'textarea', maxLength: 500 },
    {
      // How a credit note's money went back: through the provider, or by hand (Chargily has no refund API).
      name: 'refundMethod',
      label: 'Remboursement',
      type: 'select',
      options: [
        { value: 'provider', label: 'Par le prestataire de paiement' },
        { value: 'manual', label: 'À la main (virement)' },
      ],
    },
    { name: 'buyerConfirmedAt', label: 'Coordonnées de l’acheteur arrêtées le', type: 'date' },
    // Lists read issuedAt (its own indexes); neither timestamp is queried.
    ...timestampFields({ createdAt: false, updatedAt: false }),
  ],
  timestamps: true,
}
