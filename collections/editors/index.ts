import type { CollectionConfig } from 'payload'
import { authSettings } from '../auth-settings'
import { EDITOR_ROLES } from '../access/roles'
import { selfOrStaffEditor } from '../access/self-or-staff-editor'
import { staffField } from '../access/staff-field'
import { staffOnly } from '../access/staff-only'
import { SLUG_MESSAGE, SLUG_PATTERN } from '@/contract/blog'
import { clearPublicBlogReads } from '@/cms/features/blog'
import { deriveAuthorSlug } from './hooks'

/**
 * People who log into Payload's admin at /cms, and the authors of blog posts. An `editor` writes
 * the blog and manages its own account; `staff` sees and changes everything (clients, payments…).
 */
export const Editors: CollectionConfig = {
  slug: 'editors',
  labels: { singular: 'Éditeur', plural: 'Éditeurs' },
  auth: authSettings(),
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'role'], group: 'Équipe' },
  access: {
    admin: ({ req: { user } }) => user?.collection === 'editors',
    create: staffOnly,
    read: selfOrStaffEditor,
    update: selfOrStaffEditor,
    delete: staffOnly,
    unlock: staffOnly,
  },
  hooks: {
    beforeChange: [deriveAuthorSlug],
    // Names, bios and photos are shown on the public blog (cards, articles, author pages).
    afterChange: [clearPublicBlogReads],
    afterDelete: [clearPublicBlogReads],
  },
  fields: [
    { name: 'firstName', label: 'Prénom', type: 'text', required: true, maxLength: 100 },
    { name: 'lastName', label: 'Nom', type: 'text', required: true, maxLength: 100 },
    {
      name: 'role',
      label: 'Rôle',
      type: 'select',
      required: true,
      // Least privilege: a new account writes the blog until staff give it more.
      defaultValue: 'editor',
      options: EDITOR_ROLES.map((value) => ({ value, label: value === 'staff' ? 'Équipe (tout le site)' : 'Rédaction (blog seulement)' })),
      // An editor cannot promote itself: only staff set or change a role.
      access: { create: staffField, update: staffField },
      saveToJWT: true,
    },
    // The public author page (/blog/auteur/{slug}, issue 36 item 3): derived from the name when empty.
    {
      name: 'slug',
      label: 'Slug de la page auteur',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 120,
      admin: { description: 'Laissé vide, il est tiré du prénom et du nom (« karim-haddad »).' },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value)) || SLUG_MESSAGE,
    },
    { name: 'bio', label: 'Présentation courte', type: 'textarea', maxLength: 400 },
    { name: 'photo', label: 'Photo', type: 'upload', relationTo: 'blog-media' },
  ],
  timestamps: true,
}
