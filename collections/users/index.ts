import type { CollectionConfig } from 'payload'
import { languageField } from '../fields/language'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { publicFormOrStaff } from '../access/public-form-or-staff'
import { authSettings } from '../auth-settings'
import { selfOrStaff } from '../access/self-or-staff'
import { staffField } from '../access/staff-field'
import { staffOnly } from '../access/staff-only'
import { passwordChosen } from './hooks/password-chosen'
import { timestampFields } from '../fields/timestamps'

/** Client accounts. They never reach /cms (admin.user is `editors`). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Client', plural: 'Clients' },
  auth: { ...authSettings(), forgotPassword: { expiration: 60 * 60 * 1000 } },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'createdAt'],
    group: 'Clients',
  },
  access: {
    admin: () => false,
    // Sign-up goes through POST /api/register (validated, rate-limited), never Payload's REST.
    create: publicFormOrStaff,
    read: selfOrStaff,
    update: selfOrStaff,
    delete: staffOnly,
    // Lifting a lockout is for staff (Payload's default lets any logged-in account do it).
    unlock: staffOnly,
  },
  hooks: { beforeValidate: [passwordChosen] },
  fields: [
    languageField('Langue des emails et documents'),
    { name: 'firstName', label: 'Prénom', type: 'text', required: true, minLength: 2, maxLength: 100 },
    { name: 'lastName', label: 'Nom', type: 'text', required: true, minLength: 2, maxLength: 100 },
    { name: 'phone', label: 'Téléphone', type: 'text', maxLength: 40 },
    { name: 'profileImageUrl', label: 'Photo de profil (URL)', type: 'text', maxLength: 2048 },
    {
      // An account opened by an order has no password until its owner chooses one (from the
      // confirmation page or the emailed link); only then is the one-time setup code refused.
      name: 'passwordPending',
      label: 'Mot de passe à choisir',
      type: 'checkbox',
      defaultValue: false,
      access: { create: staffField, update: staffField },
      admin: { readOnly: true },
    },
    {
      // When the client closed the account; the retention job (cms/features/housekeeping) erases it 3 years later.
      name: 'closedAt',
      label: 'Compte fermé le',
      type: 'date',
      index: true,
      access: { create: staffField, update: staffField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // createdAt: the back-office lists clients by it; updatedAt is never queried.
    ...timestampFields({ createdAt: true, updatedAt: false }),
  ],
  timestamps: true,
}
