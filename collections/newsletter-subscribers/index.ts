import type { CollectionConfig } from 'payload'
import { languageField } from '../fields/language'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { nobody } from '../access/nobody'
import { staffOnly } from '../access/staff-only'

/**
 * The blog's newsletter (issue 36 item 4): addresses are personal data, so staff only, written by
 * /api/newsletter alone (double opt-in). `pending` receives nothing but its confirmation email;
 * only `confirmed` receives articles; `unsubscribed` is kept briefly, then erased (retention).
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Abonné', plural: 'Abonnés à la lettre' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'createdAt'],
    group: 'Blog',
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: staffOnly },
  indexes: [{ fields: ['status', 'createdAt'] }],
  fields: [
    languageField('Langue des articles reçus'),
    { name: 'email', label: 'E-mail', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'En attente de confirmation' },
        { value: 'confirmed', label: 'Confirmé' },
        { value: 'unsubscribed', label: 'Désinscrit' },
      ],
    },
    // Only a hash of the confirmation link's token is stored; the link is valid 7 days.
    { name: 'confirmTokenHash', type: 'text', index: true, admin: { hidden: true } },
    { name: 'confirmExpiresAt', type: 'date', admin: { hidden: true } },
    { name: 'confirmedAt', label: 'Confirmé le', type: 'date', admin: { readOnly: true } },
    { name: 'unsubscribedAt', label: 'Désinscrit le', type: 'date', admin: { readOnly: true } },
  ],
  timestamps: true,
}
