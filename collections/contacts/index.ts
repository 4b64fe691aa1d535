import type { CollectionConfig } from 'payload'
import { languageField } from '../fields/language'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { publicFormOrStaff } from '../access/public-form-or-staff'
import { staffOnly } from '../access/staff-only'
import { handlingFields } from '../fields/handling'
import { liveContact } from './hooks/live-contact'

/** Messages from the public contact form (written through POST /api/contacts). */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Contact', plural: 'Contacts' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'createdAt'],
    group: 'Prospects',
  },
  access: { read: staffOnly, create: publicFormOrStaff, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [liveContact] },
  fields: [
    languageField('Langue du message'),
    { name: 'firstName', label: 'Prénom', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', label: 'Nom', type: 'text', maxLength: 100 },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Téléphone', type: 'text', maxLength: 40 },
    { name: 'company', label: 'Entreprise', type: 'text', maxLength: 200 },
    { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
    ...handlingFields,
  ],
  timestamps: true,
}
