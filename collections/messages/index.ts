import type { CollectionConfig } from 'payload'
import { hiddenFromEditors } from '../access/hidden-from-editors'
import { createOwnOrStaff } from '../access/create-own-or-staff'
import { ownerOrStaff } from '../access/owner-or-staff'
import { isClient } from '../access/roles'
import { staffField } from '../access/staff-field'
import { staffOnly } from '../access/staff-only'
import { deleteMessageAttachments } from './hooks/delete-attachments'
import { liveMessage } from './hooks/live-message'

/** Messages between a client and the support team; clients may reply (fromAdmin false). */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    hidden: hiddenFromEditors,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'user', 'fromAdmin', 'isRead', 'createdAt'],
    group: 'Clients',
  },
  access: { read: ownerOrStaff, create: createOwnOrStaff, update: ownerOrStaff, delete: staffOnly },
  // The second: the back-office's queue of client messages nobody in the team has read.
  indexes: [{ fields: ['user', 'createdAt'] }, { fields: ['fromAdmin', 'isRead', 'createdAt'] }],
  hooks: {
    beforeDelete: [deleteMessageAttachments],
    beforeChange: [
      ({ data, operation, req }) => {
        // A client's own message is always a reply to support, never an admin message. (System
        // writes without a user, such as the demo seed, say themselves who wrote.)
        if (operation === 'create' && isClient(req.user)) return { ...data, fromAdmin: false, isRead: false }
        return data
      },
    ],
    afterChange: [liveMessage],
  },
  fields: [
    { name: 'user', label: 'Client', type: 'relationship', relationTo: 'users', required: true, access: { update: staffField } },
    { name: 'subject', label: 'Sujet', type: 'text', required: true, maxLength: 200, access: { update: staffField } },
    { name: 'content', label: 'Contenu', type: 'textarea', required: true, maxLength: 10000, access: { update: staffField } },
    { name: 'fromAdmin', label: "Envoyé par l'équipe", type: 'checkbox', defaultValue: false, access: { update: staffField } },
    { name: 'isRead', label: 'Lu', type: 'checkbox', defaultValue: false, index: true },
    {
      // The conversation (issue 35 item 1): the message that started it; empty on a message that starts one.
      name: 'thread',
      label: 'Conversation',
      type: 'relationship',
      relationTo: 'messages',
      index: true,
      access: { update: staffField },
    },
    {
      name: 'project',
      label: 'Projet lié',
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      access: { update: staffField },
      // Enforced on save too: a message links only to a project of the same client.
      filterOptions: ({ data }) => (data?.user ? { user: { equals: typeof data.user === 'object' ? data.user.id : data.user } } : false),
    },
  ],
  timestamps: true,
}
