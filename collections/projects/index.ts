import type { CollectionConfig } from 'payload'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import {
  COMPANY_COUNTRIES,
  COMPANY_COUNTRY_LABELS,
  COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
} from '@/contract/projects'
import { createOwnOrStaff } from '../access/create-own-or-staff'
import { ownerOrStaff } from '../access/owner-or-staff'
import { isStaff } from '../access/roles'
import { staffOnly } from '../access/staff-only'
import { createDefaultSteps } from './hooks/create-default-steps'
import { deleteProjectParts } from './hooks/delete-project-parts'
import { liveProjectChanged, liveProjectDeleted } from './hooks/live-project'
import { timestampFields } from '../fields/timestamps'

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** A client's procedure (creation, modification…), followed through its steps. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Projet', plural: 'Projets' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'status', 'user', 'createdAt'],
    group: 'Clients',
  },
  access: { read: ownerOrStaff, create: createOwnOrStaff, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['user', 'createdAt'] }, { fields: ['status', 'createdAt'] }],
  hooks: {
    beforeChange: [
      ({ data, operation, req }) => {
        // A client's new project always starts pending; only staff move it along.
        if (operation === 'create' && !isStaff(req.user)) return { ...data, status: 'pending' }
        return data
      },
    ],
    afterChange: [createDefaultSteps, liveProjectChanged],
    beforeDelete: [deleteProjectParts],
    afterDelete: [liveProjectDeleted],
  },
  fields: [
    { name: 'user', label: 'Client', type: 'relationship', relationTo: 'users', required: true },
    { name: 'name', label: 'Nom', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'type', label: 'Démarche', type: 'select', required: true, index: true, options: options(PROJECT_TYPES, PROJECT_TYPE_LABELS) },
    { name: 'companyType', label: 'Forme juridique', type: 'select', options: options(COMPANY_TYPES, COMPANY_TYPE_LABELS) },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 5000 },
    {
      // The country the company is created in (the questionnaire's answer): it picks the steps and the checklist.
      name: 'country',
      label: 'Pays de création',
      type: 'select',
      options: options(COMPANY_COUNTRIES, COMPANY_COUNTRY_LABELS),
    },
    {
      // The company questionnaire (issue 33), a draft until submitted; validated by contract/questionnaire.ts.
      name: 'questionnaire',
      label: 'Questionnaire',
      type: 'json',
      admin: { readOnly: true },
    },
    {
      name: 'questionnaireSubmittedAt',
      label: 'Questionnaire envoyé le',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: options(PROJECT_STATUSES, PROJECT_STATUS_LABELS),
    },
    // createdAt: every list of projects is sorted on it; updatedAt is never queried.
    ...timestampFields({ createdAt: true, updatedAt: false }),
  ],
  timestamps: true,
}
