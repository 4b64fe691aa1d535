import type { CollectionConfig } from 'payload'
import { authSettings } from '../auth-settings'
import { staffOnly } from '../access/staff-only'

/** Staff who log into Payload's admin at /cms. Also the authors of blog posts. */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Éditeur', plural: 'Éditeurs' },
  auth: authSettings(),
  admin: { useAsTitle: 'email', group: 'Équipe' },
  access: {
    admin: ({ req: { user } }) => user?.collection === 'editors',
    create: staffOnly,
    read: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  fields: [
    { name: 'firstName', label: 'Prénom', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', label: 'Nom', type: 'text', required: true, maxLength: 100 },
  ],
  timestamps: true,
}
