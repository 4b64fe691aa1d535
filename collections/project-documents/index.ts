import path from 'node:path'
import type { CollectionConfig } from 'payload'
import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  DOCUMENT_STATUS_LABELS,
} from '@/contract/documents'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { ownerOrStaff } from '../access/owner-or-staff'
import { staffOnly } from '../access/staff-only'
import { createOwnPaperOrStaff, deleteOwnPendingPaperOrStaff } from './access'
import { notifyDocumentClient } from './hooks/notify-client'
import { privateDocumentFiles } from './hooks/private-files'
import { stampReview } from './hooks/stamp-review'
import { liveDocumentChanged, liveDocumentDeleted } from './hooks/live-document'
import { originalNameField, storeUnderRandomName } from '../fields/original-name'

/** Where documents live on disk when no S3 bucket is configured: DATA_DIR/uploads/documents. */
export const documentsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'documents')

/**
 * A file of a project (issue 17): papers the client sends, official documents staff return.
 * The owner is copied from the project (`user`) so every read filters on one indexed column.
 * Files are never public: Payload serves them only through this collection's read access,
 * and /api/documents/{id}/download checks the same owner-or-staff rule.
 */
export function projectDocuments(dataDir: string): CollectionConfig {
  const { privateFolder, privateFile } = privateDocumentFiles(dataDir, documentsDir(dataDir))
  return {
    slug: 'project-documents',
    labels: { singular: 'Document', plural: 'Documents' },
    admin: {
      hidden: hiddenFromEditors,
      useAsTitle: 'filename',
      defaultColumns: ['filename', 'kind', 'project', 'from', 'status', 'createdAt'],
      group: 'Clients',
    },
    access: { read: ownerOrStaff, create: createOwnPaperOrStaff, update: staffOnly, delete: deleteOwnPendingPaperOrStaff },
    upload: {
      staticDir: documentsDir(dataDir),
      mimeTypes: [...DOCUMENT_MIME_TYPES],
      // Identity papers are not pictures to resize or crop: kept exactly as sent.
      crop: false,
      focalPoint: false,
      disableLocalStorage: false,
    },
    // The second: the back-office's queue of the clients' papers awaiting review.
    indexes: [{ fields: ['project', 'createdAt'] }, { fields: ['from', 'status', 'createdAt'] }],
    // Identity papers on disk: folders 0700, files 0600 (hooks/private-files.ts).
    hooks: {
      beforeOperation: [storeUnderRandomName, privateFolder],
      beforeChange: [stampReview],
      afterChange: [privateFile, notifyDocumentClient, liveDocumentChanged],
      afterDelete: [liveDocumentDeleted],
    },
    fields: [
      originalNameField,
      { name: 'project', label: 'Projet', type: 'relationship', relationTo: 'projects', required: true, index: true },
      { name: 'user', label: 'Client', type: 'relationship', relationTo: 'users', required: true, index: true },
      {
        name: 'kind',
        label: 'Type de document',
        type: 'select',
        required: true,
        options: DOCUMENT_KINDS.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] })),
      },
      {
        name: 'from',
        label: 'Envoyé par',
        type: 'select',
        required: true,
        options: DOCUMENT_SOURCES.map((value) => ({ value, label: value === 'client' ? 'Le client' : 'L’équipe' })),
      },
      {
        name: 'status',
        label: 'Statut',
        type: 'select',
        required: true,
        defaultValue: 'submitted',
        options: DOCUMENT_STATUSES.map((value) => ({ value, label: DOCUMENT_STATUS_LABELS[value] })),
      },
      { name: 'note', label: 'Note de l’équipe', type: 'textarea', maxLength: 1000 },
      { name: 'reviewedAt', label: 'Vérifié le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
    timestamps: true,
  }
}
