import type { CollectionConfig, Field } from 'payload'
import { isStaff } from '../access/roles'
import { timestampFields } from '../fields/timestamps'

/**
 * Payload's jobs fields whose index nothing reads. The runner claims due jobs by one partial index
 * on (created_at, id) that its migration creates (cms/infra/mail/job-runner.ts claimDueJobRows);
 * Payload's schedules look jobs up by task (`taskSlug`, kept). Each job is written three times
 * (queued, claimed, deleted), and a paid order queues three: eight single-column indexes were
 * twenty-four index entries per order for no read (decision 023).
 */
const UNREAD_INDEXES = new Set(['completedAt', 'totalTried', 'hasError', 'queue', 'waitUntil', 'processing'])

function withoutUnreadIndexes(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withoutUnreadIndexes(tab.fields) })) }
    if ('name' in field && UNREAD_INDEXES.has(field.name)) return { ...field, index: false } as Field
    return field
  })
}

/** Payload's jobs collection: readable by the team only; only the indexes its readers use. */
export function jobsCollection(defaultJobsCollection: CollectionConfig): CollectionConfig {
  return {
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, read: ({ req }) => isStaff(req.user) },
    fields: [...withoutUnreadIndexes(defaultJobsCollection.fields), ...timestampFields({ createdAt: false, updatedAt: false })],
  }
}
