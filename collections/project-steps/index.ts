import type { CollectionConfig } from 'payload'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { STEP_STATUSES, STEP_STATUS_LABELS } from '@/contract/projects'
import { projectOwnerOrStaff } from '../access/project-owner-or-staff'
import { staffOnly } from '../access/staff-only'
import { notifyStepCompleted } from './hooks/notify-step-completed'
import { stampCompletion } from './hooks/stamp-completion'
import { liveStepChanged, liveStepDeleted } from './hooks/live-step'
import { timestampFields } from '../fields/timestamps'

/** One step of a project's procedure, in order. Written by staff, read by the project's owner. */
export const ProjectSteps: CollectionConfig = {
  slug: 'project-steps',
  labels: { singular: 'Étape', plural: 'Étapes' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'stepName',
    defaultColumns: ['stepName', 'project', 'order', 'status'],
    group: 'Clients',
  },
  access: { read: projectOwnerOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  indexes: [{ fields: ['project', 'order'] }],
  hooks: { beforeChange: [stampCompletion], afterChange: [notifyStepCompleted, liveStepChanged], afterDelete: [liveStepDeleted] },
  fields: [
    { name: 'project', label: 'Projet', type: 'relationship', relationTo: 'projects', required: true },
    { name: 'order', label: 'Ordre', type: 'number', required: true, min: 1 },
    { name: 'stepName', label: 'Étape', type: 'text', required: true, maxLength: 200 },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: STEP_STATUSES.map((value) => ({ value, label: STEP_STATUS_LABELS[value] })),
    },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 5000 },
    { name: 'completedAt', label: 'Terminée le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // updatedAt: the client overview's latest changes read it (client-overview.ts); createdAt is never queried.
    ...timestampFields({ createdAt: false, updatedAt: true }),
  ],
  timestamps: true,
}
