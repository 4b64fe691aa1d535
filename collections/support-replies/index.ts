import type { CollectionConfig } from 'payload'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { nobody } from '../access/nobody'
import { staffOnly } from '../access/staff-only'

/**
 * A reply written in the back-office to a contact message or a service request (issue 35 item
 * 5), sent through the email queue and kept as the item's history: what was sent, to whom, by
 * whom and when. Written by the reply routes only, never changed.
 */
export const SupportReplies: CollectionConfig = {
  slug: 'support-replies',
  labels: { singular: 'Réponse', plural: 'Réponses envoyées' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'sentBy', 'createdAt'],
    group: 'Prospects',
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: staffOnly },
  fields: [
    { name: 'contact', label: 'Contact', type: 'relationship', relationTo: 'contacts', index: true },
    { name: 'lead', label: 'Demande', type: 'relationship', relationTo: 'leads', index: true },
    { name: 'to', label: 'Destinataire', type: 'email', required: true },
    { name: 'subject', label: 'Objet', type: 'text', required: true, maxLength: 200 },
    { name: 'content', label: 'Message', type: 'textarea', required: true, maxLength: 10000 },
    // The back-office signs in with one key: the agent names themself, as the email's signature.
    { name: 'sentBy', label: 'Envoyé par', type: 'text', required: true, maxLength: 100 },
  ],
  timestamps: true,
}
