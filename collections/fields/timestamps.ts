import type { Field } from 'payload'

/**
 * Payload's own `createdAt` and `updatedAt` fields (collections/config/sanitize.js adds them, both
 * indexed, unless a collection declares its own), declared here where one of their indexes is never
 * read. Every index is one more entry written with each row: a paid order writes about twenty rows,
 * and the indexes nobody queries were a fifth of its statement's time (decision 023). Which index a
 * read uses is said where the collection keeps it.
 */
export function timestampFields(indexed: { createdAt: boolean; updatedAt: boolean }): Field[] {
  return [
    {
      name: 'updatedAt',
      type: 'date',
      admin: { disableBulkEdit: true, hidden: true },
      index: indexed.updatedAt,
      label: ({ t }) => t('general:updatedAt'),
    },
    {
      name: 'createdAt',
      type: 'date',
      admin: { disableBulkEdit: true, hidden: true },
      index: indexed.createdAt,
      label: ({ t }) => t('general:createdAt'),
    },
  ]
}
