import type { CollectionConfig } from 'payload'
import { languageField } from '../fields/language'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { publicFormOrStaff } from '../access/public-form-or-staff'
import { staffOnly } from '../access/staff-only'
import { handlingFields } from '../fields/handling'
import { liveRequest } from './hooks/live-request'
import { timestampFields } from '../fields/timestamps'

/**
 * Leads from the funnel (the back-office's 'service requests'). Public writes go through
 * POST /api/save-lead and the checkout, which validate and rate-limit them.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Demande', plural: 'Demandes de service' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'nomComplet',
    defaultColumns: ['nomComplet', 'email', 'offre', 'type', 'createdAt'],
    group: 'Prospects',
  },
  access: { read: staffOnly, create: publicFormOrStaff, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [liveRequest] },
  fields: [
    languageField('Langue du formulaire'),
    { name: 'nomComplet', label: 'Nom complet', type: 'text', required: true, maxLength: 200 },
    { name: 'email', label: 'Email', type: 'email', required: true, index: true },
    { name: 'telephone', label: 'Téléphone', type: 'text', required: true, maxLength: 40 },
    {
      name: 'offre',
      label: 'Offre',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'premium', label: 'Service premium' },
        { value: 'guide', label: 'Guide uniquement' },
      ],
    },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      options: [
        { value: 'guide_request', label: 'Demande de guide' },
        { value: 'lead_request', label: 'Demande de service' },
      ],
    },
    // Set when the request ended in a paid order (the completion of a payment).
    { name: 'convertedAt', label: 'Devenu client le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ...handlingFields,
    // createdAt: the requests list and the team events read it; updatedAt is never queried.
    ...timestampFields({ createdAt: true, updatedAt: false }),
  ],
  timestamps: true,
}
