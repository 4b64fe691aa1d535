import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { DOCUMENT_MIME_TYPES } from '@/contract/documents'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { nobody } from '../access/nobody'
import { ownerOrStaff } from '../access/owner-or-staff'
import { staffOnly } from '../access/staff-only'
import { privateDocumentFiles } from '../project-documents/hooks/private-files'
import { originalNameField, storeUnderRandomName } from '../fields/original-name'

/** Where attachments live on disk when no S3 bucket is configured: DATA_DIR/uploads/attachments. */
export const attachmentsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'attachments')

/**
 * A file sent with a message (issue 35 item 2): PDF, JPEG or PNG, checked from its bytes as
 * project documents are. The owner is copied from the message (`user`) so every read filters on
 * one indexed column. Never public: served as an attachment by /api/attachments/{id}/download to
 * the owner and staff only. Written by the message route only, in the message's transaction.
 */
export function messageAttachments(dataDir: string): CollectionConfig {
  const { privateFolder, privateFile } = privateDocumentFiles(dataDir, attachmentsDir(dataDir))
  return {
    slug: 'message-attachments',
    labels: { singular: 'Pièce jointe', plural: 'Pièces jointes' },
    admin: {
      hidden: hiddenFromEditors,
      useAsTitle: 'filename',
      defaultColumns: ['filename', 'message', 'user', 'createdAt'],
      group: 'Clients',
    },
    access: { read: ownerOrStaff, create: nobody, update: nobody, delete: staffOnly },
    upload: {
      staticDir: attachmentsDir(dataDir),
      mimeTypes: [...DOCUMENT_MIME_TYPES],
      crop: false,
      focalPoint: false,
      disableLocalStorage: false,
    },
    hooks: { beforeOperation: [storeUnderRandomName, privateFolder], afterChange: [privateFile] },
    fields: [
      originalNameField,
      { name: 'message', label: 'Message', type: 'relationship', relationTo: 'messages', required: true, index: true },
      { name: 'user', label: 'Client', type: 'relationship', relationTo: 'users', required: true, index: true },
      // Set once staff file the attachment in a project (POST /api/admin/attachments/{id}/file-as-document).
      { name: 'filedAs', label: 'Classée comme document', type: 'relationship', relationTo: 'project-documents' },
    ],
    timestamps: true,
  }
}
