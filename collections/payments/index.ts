import type { CollectionConfig } from 'payload'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { publicFormOrStaff } from '../access/public-form-or-staff'
import { ownerOrStaff } from '../access/owner-or-staff'
import { staffOnly } from '../access/staff-only'
import { liveOrder } from './hooks/live-order'
import { timestampFields } from '../fields/timestamps'

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const

/**
 * One checkout. Written only by the payment flow (system) and staff; a client may read
 * its own. The provider session id is unique so a webhook replay finds the same row.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Paiement', plural: 'Paiements' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'providerSessionId',
    defaultColumns: ['amount', 'currency', 'status', 'user', 'createdAt'],
    group: 'Ventes',
  },
  access: { read: ownerOrStaff, create: publicFormOrStaff, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [liveOrder] },
  indexes: [{ fields: ['status', 'createdAt'] }],
  fields: [
    {
      name: 'amount',
      label: 'Montant',
      type: 'text',
      required: true,
      // A decimal string (spec 2 §3): never a float, so cents are never lost.
      validate: (value: unknown) => (typeof value === 'string' && /^\d{1,9}\.\d{2}$/.test(value)) || 'Montant invalide (ex : 997.00)',
    },
    { name: 'currency', label: 'Devise', type: 'text', required: true, defaultValue: 'EUR', maxLength: 3 },
    {
      // What went back to the buyer (credit notes), in `currency`: 'refunded' once it equals `amount`.
      name: 'refundedAmount',
      label: 'Remboursé',
      type: 'text',
      defaultValue: '0.00',
      validate: (value: unknown) =>
        value == null || (typeof value === 'string' && /^\d{1,9}\.\d{2}$/.test(value)) || 'Montant invalide (ex : 997.00)',
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'En attente' },
        { value: 'completed', label: 'Payé' },
        { value: 'failed', label: 'Échoué' },
        { value: 'cancelled', label: 'Annulé' },
        { value: 'refunded', label: 'Remboursé' },
      ],
    },
    { name: 'paidAt', label: 'Payé le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'provider',
      label: 'Prestataire',
      type: 'select',
      required: true,
      options: [
        { value: 'stripe', label: 'Stripe' },
        { value: 'chargily', label: 'Chargily Pay (EDAHABIA, CIB)' },
        { value: 'local', label: 'Paiement de test (local)' },
      ],
    },
    {
      // A bank transfer or cash confirmed in the back-office keeps its checkout's provider: the
      // receipt must not claim a card payment that never happened.
      name: 'confirmedBy',
      label: 'Confirmé par',
      type: 'select',
      options: [
        { value: 'provider', label: 'Le prestataire de paiement' },
        { value: 'back-office', label: 'L’équipe (paiement enregistré à la main)' },
      ],
    },
    { name: 'providerSessionId', label: 'Session du prestataire', type: 'text', required: true, unique: true, index: true },
    // Stripe's payment intent: a refund names the charge's payment intent, not the session.
    { name: 'providerPaymentId', label: 'Paiement chez le prestataire', type: 'text', index: true, maxLength: 255 },
    // The buyer's express consents at checkout (CGV accepted; immediate start and waiver of the withdrawal right).
    {
      name: 'termsAcceptedAt',
      label: 'CGV et renonciation acceptées le',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lead', label: 'Demande', type: 'relationship', relationTo: 'leads', index: true },
    { name: 'user', label: 'Client', type: 'relationship', relationTo: 'users', index: true },
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: 'projects', index: true },
    // createdAt: every list of payments is sorted on it; updatedAt is never queried.
    ...timestampFields({ createdAt: true, updatedAt: false }),
  ],
  timestamps: true,
}
